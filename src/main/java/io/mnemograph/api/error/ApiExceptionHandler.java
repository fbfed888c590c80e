package io.mnemograph.api.error;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Maps the typed {@link ApiException} hierarchy to HTTP, once, for every controller. */
@Produces
@Singleton
public class ApiExceptionHandler implements ExceptionHandler<ApiException, HttpResponse<ErrorBody>> {

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, ApiException e) {
        return HttpResponse.<ErrorBody>status(HttpStatus.valueOf(e.status()))
                .body(ErrorBody.of(e.code(), e.getMessage(), e.field()));
    }
}
