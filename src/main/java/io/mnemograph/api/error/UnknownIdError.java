package io.mnemograph.api.error;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** For the API document: the route answers 404 when a memory (or link) it names is not in the namespace. */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@ApiResponse(
        responseCode = "404",
        description = ErrorResponses.NOT_FOUND,
        content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ErrorBody.class)))
public @interface UnknownIdError {}
