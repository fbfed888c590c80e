package io.mnemograph.api.error;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.MutableHttpResponse;

import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;

import java.util.Locale;

/** Gives the framework's own errors (unknown route, wrong method or media type, unreadable body) our error shape. */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public class FrameworkErrorProcessor implements ErrorResponseProcessor<ErrorBody> {

    @Override
    public MutableHttpResponse<ErrorBody> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
        String message = context.getErrors().isEmpty()
                ? response.reason()
                : context.getErrors().getFirst().getMessage();
        String path = context.getErrors().isEmpty() ? null
                : context.getErrors().getFirst().getPath().orElse(null);
        String code = response.getStatus().name().toLowerCase(Locale.ROOT);
        return response.body(ErrorBody.of(code, message, path));
    }
}
