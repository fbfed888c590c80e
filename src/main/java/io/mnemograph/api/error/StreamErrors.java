package io.mnemograph.api.error;

import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * {@link ApiErrors} for a route that produces another media type than JSON (the export's JSON Lines): micronaut-openapi
 * documents a response content of exactly {@code application/json} as the route's own media type, while the errors
 * are JSON; the charset parameter keeps them JSON in the document.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@ApiResponse(
        responseCode = "400",
        description = ErrorResponses.BAD_REQUEST,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "401",
        description = ErrorResponses.UNAUTHORIZED,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "403",
        description = ErrorResponses.FORBIDDEN,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "413",
        description = ErrorResponses.TOO_LARGE,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "429",
        description = ErrorResponses.TOO_MANY,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "503",
        description = ErrorResponses.UNAVAILABLE,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "4XX",
        description = ErrorResponses.CLIENT,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "5XX",
        description = ErrorResponses.SERVER,
        content =
                @Content(
                        mediaType = ErrorResponses.JSON_BESIDE_ANOTHER_TYPE,
                        schema = @Schema(implementation = ErrorBody.class)))
public @interface StreamErrors {}
