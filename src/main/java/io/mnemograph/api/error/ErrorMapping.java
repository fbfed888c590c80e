package io.mnemograph.api.error;

import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.core.DeadlinePassed;
import io.mnemograph.embedding.EmbeddingFailure;
import io.mnemograph.model.DatabaseUnavailable;
import io.mnemograph.model.DiskFull;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.pipeline.lifecycle.SweepInProgress;
import io.mnemograph.pipeline.recall.Overloaded;
import io.mnemograph.pipeline.remember.IdempotencyKeyReused;
import io.mnemograph.pipeline.remember.UnknownMemory;
import io.netty.handler.codec.DecoderException;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.Comparator;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every exception a request or an MCP tool call can end in, mapped to a status and the one error body, in one place:
 * the API's own refusals ({@link ApiException}: 400, 401, 403, 404, 409, 413, 503), the domain's exceptions
 * ({@link UnknownMemory} 404, {@link SweepInProgress} and {@link IdempotencyKeyReused} 409, {@link Overloaded}, {@link EmbeddingFailure},
 * {@link DeadlinePassed} and {@link DatabaseUnavailable} 503 with {@code Retry-After}, {@link DiskFull} 507 with {@code Retry-After}), the framework's binding errors (constraint violations and
 * conversion errors, 400 naming the field), and anything else (500, logged with its stack trace, never shown).
 * The framework's own status errors (no route, wrong method or media type) get the same body from
 * {@link FrameworkErrorProcessor}. A body says what failed, never where it runs (no URL, host or address).
 *
 * <p>Registered as the handler of every {@link RuntimeException}; {@link Constraints} and {@link Conversions}
 * replace the framework's handlers of those two, which would otherwise win as more specific.
 */
@Produces
@Singleton
public class ErrorMapping implements ExceptionHandler<RuntimeException, HttpResponse<ErrorBody>> {

    private static final Logger LOG = LoggerFactory.getLogger(ErrorMapping.class);

    /** Seconds a client is asked to wait before it tries again after a 503. */
    static final String RETRY_AFTER_SECONDS = "5";

    /**
     * Seconds a client is asked to wait before it tries again after a 507: space comes back when someone frees it,
     * not within a moment.
     */
    static final String RETRY_AFTER_DISK_SECONDS = "30";

    /** A status and the body to answer with. */
    public record Answer(int status, ErrorBody body) {

        /** True for a 503 or a 507, which ask the client to retry later. */
        public boolean retryLater() {
            return status == 503 || status == 507;
        }

        /** The {@code Retry-After} of a status that asks the client to retry later. */
        String retryAfterSeconds() {
            return status == 507 ? RETRY_AFTER_DISK_SECONDS : RETRY_AFTER_SECONDS;
        }
    }

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, RuntimeException e) {
        return respond(answer(e, request.getMethod() + " " + request.getPath()));
    }

    /** The HTTP response of {@code answer}. */
    static HttpResponse<ErrorBody> respond(Answer answer) {
        MutableHttpResponse<ErrorBody> response = HttpResponse.<ErrorBody>status(HttpStatus.valueOf(answer.status()))
                .body(answer.body())
                .contentType(MediaType.APPLICATION_JSON_TYPE);
        return answer.retryLater() ? response.header("Retry-After", answer.retryAfterSeconds()) : response;
    }

    /** What {@code e} answers; {@code what} names the request or tool call in the log. */
    public static Answer answer(Throwable e, String what) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof ApiException api) {
                return new Answer(api.status(), ErrorBody.of(api.code(), api.getMessage(), api.field()));
            }
            if (cause == cause.getCause()) {
                break;
            }
        }
        return switch (e) {
            case UnknownMemory unknown ->
                new Answer(404, ErrorBody.of("not_found", unknown.getMessage(), unknown.field()));
            case InvalidNamespace invalid ->
                new Answer(400, ErrorBody.of("invalid_input", invalid.getMessage(), "namespace"));
            case SweepInProgress busy -> new Answer(409, ErrorBody.of("conflict", busy.getMessage(), "namespace"));
            case IdempotencyKeyReused reused ->
                new Answer(409, ErrorBody.of("conflict", reused.getMessage(), "idempotency_key"));
            case ConstraintViolationException violations ->
                new Answer(
                        400, ErrorBody.of("invalid_input", first(violations).getMessage(), field(first(violations))));
            case ConversionErrorException conversion ->
                new Answer(
                        400,
                        ErrorBody.of(
                                "invalid_input",
                                "could not be read as "
                                        + conversion
                                                .getArgument()
                                                .getType()
                                                .getSimpleName()
                                                .toLowerCase(Locale.ROOT),
                                RequestBinder.snakeCase(conversion.getArgument().getName())));
            case DecoderException undecodable ->
                // the server decodes a form body (x-www-form-urlencoded, multipart) before any route runs; one that
                // is not what its Content-Type says is the client's error, and its bytes are not echoed back
                new Answer(
                        400,
                        ErrorBody.of(
                                "invalid_input",
                                "the request body could not be decoded as its Content-Type says;"
                                        + " the API reads JSON (application/json)",
                                RequestBinder.BODY));
            case EmbeddingFailure failure -> {
                LOG.warn("{}: embedding failed: {}", what, failure.getMessage());
                yield new Answer(
                        503,
                        ErrorBody.of(
                                "embedding_unavailable",
                                "the embedding model could not embed"
                                        + " the text; try again later (details in the service log)",
                                null));
            }
            case DiskFull full -> {
                LOG.warn("{}: refused: {}", what, full.getMessage());
                yield new Answer(507, ErrorBody.of("disk_full", full.getMessage(), null));
            }
            case DeadlinePassed late -> {
                LOG.warn("{}: {}", what, late.getMessage());
                yield new Answer(503, ErrorBody.of("timeout", late.getMessage(), null));
            }
            case Overloaded overloaded -> {
                LOG.warn("{}: refused: {}", what, overloaded.getMessage());
                yield new Answer(503, ErrorBody.of("overloaded", overloaded.getMessage(), null));
            }
            case DatabaseUnavailable db -> {
                LOG.warn(
                        "{}: {}: {}",
                        what,
                        db.getMessage(),
                        db.getCause() == null ? "" : db.getCause().getMessage());
                yield new Answer(
                        503,
                        switch (db.reason()) {
                            case TIMED_OUT ->
                                ErrorBody.of(
                                        "timeout",
                                        "the request took longer than its transaction timeout (or the time it had"
                                                + " left) and was rolled back; nothing of it was kept",
                                        null);
                            case CONTENDED ->
                                ErrorBody.of(
                                        "busy",
                                        "concurrent requests held what this one needed to write,"
                                                + " after every retry; nothing of it was kept; try again",
                                        null);
                            case UNREACHABLE ->
                                ErrorBody.of(
                                        "database_unavailable", "the database is out of reach; try again later", null);
                        });
            }
            default -> {
                LOG.error("{} failed", what, e);
                yield new Answer(
                        500,
                        ErrorBody.of(
                                "internal_error", "the request failed inside the service; see the service log", null));
            }
        };
    }

    private static ConstraintViolation<?> first(ConstraintViolationException e) {
        return e.getConstraintViolations().stream()
                .min(Comparator.comparing(ErrorMapping::field))
                .orElseThrow();
    }

    /** The field a violation is about, in snake_case, without the method and body parameter it was reached by. */
    private static String field(ConstraintViolation<?> violation) {
        StringBuilder out = new StringBuilder();
        String parameter = null;
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.METHOD) {
                continue;
            }
            if (node.getKind() == ElementKind.PARAMETER) {
                parameter = node.getName();
                continue;
            }
            if (node.getName() != null && !node.getName().startsWith("<")) {
                out.append(out.isEmpty() ? "" : ".").append(RequestBinder.snakeCase(node.getName()));
            }
            if (node.getIndex() != null) {
                out.append('[').append(node.getIndex()).append(']');
            }
        }
        return !out.isEmpty()
                ? out.toString()
                : parameter != null ? RequestBinder.snakeCase(parameter) : RequestBinder.BODY;
    }

    /** Constraint violations of controller arguments: answered by {@link ErrorMapping}, not the framework. */
    @Produces
    @Singleton
    @io.micronaut.context.annotation.Replaces(io.micronaut.validation.exceptions.ConstraintExceptionHandler.class)
    public static class Constraints implements ExceptionHandler<ConstraintViolationException, HttpResponse<ErrorBody>> {

        @Override
        public HttpResponse<ErrorBody> handle(HttpRequest request, ConstraintViolationException e) {
            return respond(answer(e, request.getMethod() + " " + request.getPath()));
        }
    }

    /** Arguments that do not convert (a path or query value of the wrong type): answered by {@link ErrorMapping}. */
    @Produces
    @Singleton
    @io.micronaut.context.annotation.Replaces(io.micronaut.http.server.exceptions.ConversionErrorHandler.class)
    public static class Conversions implements ExceptionHandler<ConversionErrorException, HttpResponse<ErrorBody>> {

        @Override
        public HttpResponse<ErrorBody> handle(HttpRequest request, ConversionErrorException e) {
            return respond(answer(e, request.getMethod() + " " + request.getPath()));
        }
    }
}
