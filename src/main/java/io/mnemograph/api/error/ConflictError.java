package io.mnemograph.api.error;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** For the API document: the route answers 409 while a sweep of the namespace holds its lock. */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@ApiResponse(
        responseCode = "409",
        description = ErrorResponses.CONFLICT,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
public @interface ConflictError {}
