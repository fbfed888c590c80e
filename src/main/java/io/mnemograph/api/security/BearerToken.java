package io.mnemograph.api.security;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import java.util.Locale;
import java.util.Optional;

/** The token of a request's {@code Authorization: Bearer <token>} header (scheme case-insensitive), if it has one. */
public final class BearerToken {

    private static final String BEARER = "bearer ";

    private BearerToken() {}

    /** The token {@code request} carries, or empty when it has no bearer header. */
    public static Optional<String> of(HttpRequest<?> request) {
        String header = request.getHeaders().get(HttpHeaders.AUTHORIZATION);
        if (header == null
                || header.length() <= BEARER.length()
                || !header.substring(0, BEARER.length())
                        .toLowerCase(Locale.ROOT)
                        .equals(BEARER)) {
            return Optional.empty();
        }
        return Optional.of(header.substring(BEARER.length()).trim());
    }
}
