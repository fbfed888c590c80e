package io.mnemograph.api.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;

/**
 * {@code /prometheus} is for operators: with API keys it needs an {@code admin} key (403 for others, 401 without
 * one, from {@link AuthenticationFilter}); without keys it answers the anonymous caller, on loopback only, like the
 * API. A scraper sends the key as a bearer token (Prometheus: {@code authorization: {credentials: <key>}}).
 */
@ServerFilter(MetricsAccessFilter.PATH)
@Order(AuthenticationFilter.ORDER + 1)
public final class MetricsAccessFilter {

    /** Where the Prometheus registry is served. */
    public static final String PATH = "/prometheus";

    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> requireAdmin(HttpRequest<?> request) {
        boolean admin = request.getAttribute(Caller.ATTRIBUTE, Caller.class)
                .map(caller -> caller.has(Role.ADMIN))
                .orElse(false);
        return admin
                ? null
                : HttpResponse.<ErrorBody>status(HttpStatus.FORBIDDEN)
                        .body(ErrorBody.of("forbidden", "the metrics need an admin API key", "Authorization"));
    }
}
