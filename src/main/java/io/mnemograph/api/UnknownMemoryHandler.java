package io.mnemograph.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.pipeline.UnknownMemory;
import jakarta.inject.Singleton;

/** A request that names an unknown memory (supersedes, association ends) answers 404 naming the field. */
@Produces
@Singleton
public class UnknownMemoryHandler implements ExceptionHandler<UnknownMemory, HttpResponse<ErrorBody>> {

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, UnknownMemory e) {
        return HttpResponse.<ErrorBody>notFound().body(ErrorBody.of("not_found", e.getMessage(), e.field()));
    }
}
