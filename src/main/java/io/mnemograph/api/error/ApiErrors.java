package io.mnemograph.api.error;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The errors any route may answer, each the one {@link ErrorBody} as JSON, for the API document: put on every
 * controller. A route that can also answer 404 or 409 says so with {@link UnknownIdError} or {@link ConflictError};
 * {@code 4XX} and {@code 5XX} cover the framework's rarer refusals (405, 406, 415).
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@ApiResponse(
        responseCode = "400",
        description = ErrorResponses.BAD_REQUEST,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "401",
        description = ErrorResponses.UNAUTHORIZED,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "403",
        description = ErrorResponses.FORBIDDEN,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "413",
        description = ErrorResponses.TOO_LARGE,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "429",
        description = ErrorResponses.TOO_MANY,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "503",
        description = ErrorResponses.UNAVAILABLE,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "4XX",
        description = ErrorResponses.CLIENT,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
        responseCode = "5XX",
        description = ErrorResponses.SERVER,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
public @interface ApiErrors {}
