package io.mnemograph.api.error;

import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import java.util.Locale;

/**
 * Every 4xx in the one error shape: a refusal answered without a body (the framework's refusal of a request from a
 * foreign {@code Origin}, which guards against drive-by calls from web pages; a 405 of {@code /mcp}) gets the
 * {@link ErrorBody}, naming the part of the request at fault ({@code origin}, {@code method}, ...).
 */
@ServerFilter("/**")
@Order(ErrorShapeFilter.ORDER)
public final class ErrorShapeFilter {

    /** Outside every other filter, so it sees the answers they give of their own. */
    static final int ORDER = Ordered.HIGHEST_PRECEDENCE + 1_000;

    @ResponseFilter
    @SuppressWarnings("unchecked")
    public void shape(HttpRequest<?> request, MutableHttpResponse<?> response) {
        int status = response.code();
        if (status < 400 || status >= 500 || response.getBody().isPresent() || request.getMethod() == HttpMethod.HEAD) {
            return;
        }
        boolean foreignOrigin = status == 403 && request.getHeaders().contains(HttpHeaders.ORIGIN);
        String message = foreignOrigin
                ? "requests from a web page of another origin are refused (drive-by"
                        + " protection); call the API from a program, not from a browser page"
                : response.reason();
        String field = foreignOrigin ? "origin" : FrameworkErrorProcessor.part(response.getStatus(), false);
        ((MutableHttpResponse<Object>) response)
                .body(ErrorBody.of(response.getStatus().name().toLowerCase(Locale.ROOT), message, field))
                .contentType(MediaType.APPLICATION_JSON_TYPE);
    }
}
