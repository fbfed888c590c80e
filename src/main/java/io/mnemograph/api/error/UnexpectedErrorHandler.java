package io.mnemograph.api.error;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;

import io.mnemograph.embedding.EmbeddingFailure;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Anything unexpected: logged with its stack trace, answered 500 (503 for the embedder) without one. */
@Produces
@Singleton
public class UnexpectedErrorHandler implements ExceptionHandler<RuntimeException, HttpResponse<ErrorBody>> {

    private static final Logger LOG = LoggerFactory.getLogger(UnexpectedErrorHandler.class);

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, RuntimeException e) {
        if (e instanceof EmbeddingFailure) {
            LOG.warn("{} {}: embedding failed: {}", request.getMethod(), request.getPath(), e.getMessage());
            return HttpResponse.<ErrorBody>status(io.micronaut.http.HttpStatus.SERVICE_UNAVAILABLE)
                    .body(ErrorBody.of("embedding_unavailable", e.getMessage(), null));
        }
        LOG.error("{} {} failed", request.getMethod(), request.getPath(), e);
        return HttpResponse.<ErrorBody>serverError()
                .body(ErrorBody.of("internal_error", "the request failed inside the service; see the service log", null));
    }
}
