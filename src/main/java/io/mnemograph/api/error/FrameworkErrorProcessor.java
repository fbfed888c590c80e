package io.mnemograph.api.error;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.mnemograph.api.request.RequestBinder;
import jakarta.inject.Singleton;
import java.util.Locale;

/**
 * Gives the framework's own errors (unknown route, wrong method or media type, unreadable or oversized request) our
 * error shape, naming the part of the request at fault when the framework names no field: {@code path},
 * {@code method}, {@code content_type}, {@code accept}, {@code uri} or {@code body}.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public class FrameworkErrorProcessor implements ErrorResponseProcessor<ErrorBody> {

    /** Netty's default longest request line: a longer URI is refused before routing. */
    static final int MAX_URI_CHARS = 4096;

    @Override
    public MutableHttpResponse<ErrorBody> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
        String message = context.getErrors().isEmpty()
                ? response.reason()
                : context.getErrors().getFirst().getMessage();
        String path = context.getErrors().isEmpty()
                ? null
                : context.getErrors()
                        .getFirst()
                        .getPath()
                        .map(FrameworkErrorProcessor::field)
                        .orElse(null);
        String code = response.getStatus().name().toLowerCase(Locale.ROOT);
        boolean longUri = context.getRequest().getUri().toString().length() >= MAX_URI_CHARS;
        return response.body(ErrorBody.of(code, message, path != null ? path : part(response.getStatus(), longUri)));
    }

    /** A framework error's path as the API names fields: {@code /body} is {@code body}. */
    private static String field(String path) {
        String field = path.startsWith("/") ? path.substring(1) : path;
        return field.isEmpty() ? RequestBinder.BODY : field.replace('/', '.');
    }

    /** The part of the request a framework error with this status is about, or null when it is about none. */
    static String part(HttpStatus status, boolean longUri) {
        return switch (status) {
            case NOT_FOUND -> "path";
            case METHOD_NOT_ALLOWED -> "method";
            case UNSUPPORTED_MEDIA_TYPE -> "content_type";
            case NOT_ACCEPTABLE -> "accept";
            case REQUEST_URI_TOO_LONG -> "uri";
            case REQUEST_ENTITY_TOO_LARGE -> longUri ? "uri" : "body";
            case BAD_REQUEST -> "body";
            default -> null;
        };
    }
}
