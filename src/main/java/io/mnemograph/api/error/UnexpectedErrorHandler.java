package io.mnemograph.api.error;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;

import io.mnemograph.embedding.EmbeddingFailure;
import io.mnemograph.pipeline.Overloaded;
import io.mnemograph.store.DatabaseUnavailable;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Anything unexpected: logged with its stack trace, answered 500 without one; a failing embedder, too many recalls
 * at once, or a database out of reach, out of time or too contended answers 503. The bodies say what failed, never where it runs
 * (no URL, host or address: those go to the service log only).
 */
@Produces
@Singleton
public class UnexpectedErrorHandler implements ExceptionHandler<RuntimeException, HttpResponse<ErrorBody>> {

    private static final Logger LOG = LoggerFactory.getLogger(UnexpectedErrorHandler.class);

    /** Seconds a client is asked to wait before it tries again after a 503. */
    static final String RETRY_AFTER_SECONDS = "5";

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, RuntimeException e) {
        ErrorBody unavailable = unavailable(e, request.getMethod() + " " + request.getPath());
        if (unavailable != null) {
            return HttpResponse.<ErrorBody>status(HttpStatus.SERVICE_UNAVAILABLE)
                    .header("Retry-After", RETRY_AFTER_SECONDS)
                    .body(unavailable);
        }
        LOG.error("{} {} failed", request.getMethod(), request.getPath(), e);
        return HttpResponse.<ErrorBody>serverError().body(internalError());
    }

    /**
     * The body of a 503 when {@code e} is a failing embedder, too many recalls at once, or a database out of reach,
     * out of time or too contended (logged, as a warning, for {@code what}); null for anything else.
     */
    public static ErrorBody unavailable(RuntimeException e, String what) {
        if (e instanceof EmbeddingFailure) {
            LOG.warn("{}: embedding failed: {}", what, e.getMessage());
            return ErrorBody.of("embedding_unavailable",
                    "the embedding model could not embed the text; try again later (details in the service log)", null);
        }
        if (e instanceof Overloaded) {
            LOG.warn("{}: refused: {}", what, e.getMessage());
            return ErrorBody.of("overloaded", e.getMessage(), null);
        }
        if (e instanceof DatabaseUnavailable db) {
            LOG.warn("{}: {}: {}", what, db.getMessage(), db.getCause() == null ? "" : db.getCause().getMessage());
            return switch (db.reason()) {
                case TIMED_OUT -> ErrorBody.of("timeout", "the request took longer than the transaction timeout and"
                        + " was rolled back; nothing of it was kept", null);
                case CONTENDED -> ErrorBody.of("busy", "concurrent requests held what this one needed to write, after"
                        + " every retry; nothing of it was kept; try again", null);
                case UNREACHABLE -> ErrorBody.of("database_unavailable", "the database is out of reach; try again"
                        + " later", null);
            };
        }
        return null;
    }

    /** The body of a 500: what failed, never where or why in detail (the log has the stack trace). */
    public static ErrorBody internalError() {
        return ErrorBody.of("internal_error", "the request failed inside the service; see the service log", null);
    }
}
