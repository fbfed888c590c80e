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
 * at once, or a database out of reach or out of time answers 503. The bodies say what failed, never where it runs
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
        if (e instanceof EmbeddingFailure) {
            LOG.warn("{} {}: embedding failed: {}", request.getMethod(), request.getPath(), e.getMessage());
            return unavailable("embedding_unavailable",
                    "the embedding model could not embed the text; try again later (details in the service log)");
        }
        if (e instanceof Overloaded) {
            LOG.warn("{} {}: refused: {}", request.getMethod(), request.getPath(), e.getMessage());
            return unavailable("overloaded", e.getMessage());
        }
        if (e instanceof DatabaseUnavailable db) {
            LOG.warn("{} {}: {}: {}", request.getMethod(), request.getPath(), db.getMessage(),
                    db.getCause() == null ? "" : db.getCause().getMessage());
            return db.timedOut()
                    ? unavailable("timeout", "the request took longer than the transaction timeout and was rolled"
                            + " back; nothing of it was kept")
                    : unavailable("database_unavailable", "the database is out of reach; try again later");
        }
        LOG.error("{} {} failed", request.getMethod(), request.getPath(), e);
        return HttpResponse.<ErrorBody>serverError()
                .body(ErrorBody.of("internal_error", "the request failed inside the service; see the service log", null));
    }

    private static HttpResponse<ErrorBody> unavailable(String code, String message) {
        return HttpResponse.<ErrorBody>status(HttpStatus.SERVICE_UNAVAILABLE)
                .header("Retry-After", RETRY_AFTER_SECONDS)
                .body(ErrorBody.of(code, message, null));
    }
}
