package io.mnemograph.api.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Who is calling: every API, MCP and metrics request carries {@code Authorization: Bearer <token>} when keys are configured
 * (401 when it is missing or unknown), and the caller travels to the controllers as a request attribute
 * ({@link NamespaceAccess}). Without keys the caller is anonymous and, on loopback, the {@code Host} header must name
 * loopback too, so a web page cannot reach the service through a DNS name rebound to 127.0.0.1. With keys, while the
 * keys file cannot be used ({@link ApiKeys#unavailable}) every request answers 503 without naming the file.
 */
@ServerFilter({"/v1/**", "/mcp/**", "/mcp", MetricsAccessFilter.PATH})
@Order(AuthenticationFilter.ORDER)
public final class AuthenticationFilter {

    /** Runs after the path check ({@link CanonicalPathFilter}) and the rate limit ({@code api.http.RateLimitFilter}). */
    public static final int ORDER = -100;

    private static final String RETRY_AFTER_SECONDS = "5";
    private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

    private final ApiKeys keys;

    public AuthenticationFilter(ApiKeys keys) {
        this.keys = keys;
    }

    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> authenticate(HttpRequest<?> request) {
        if (keys.anonymous()) {
            if (keys.loopback() && !LOOPBACK_HOSTS.contains(hostName(request))) {
                return refuse(
                        HttpStatus.FORBIDDEN,
                        "forbidden",
                        "Host",
                        "this service answers on loopback only; the Host header must name localhost or 127.0.0.1");
            }
            request.setAttribute(Caller.ATTRIBUTE, Caller.ANONYMOUS);
            return null;
        }
        if (keys.unavailable().isPresent()) {
            return refuse(
                            HttpStatus.SERVICE_UNAVAILABLE,
                            "keys_unavailable",
                            null,
                            "authentication is unavailable:"
                                    + " the service's API keys file is missing or invalid (its log names it); try again later")
                    .header(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS);
        }
        Optional<ApiKey> key = BearerToken.of(request).flatMap(keys::match);
        if (key.isEmpty()) {
            return refuse(
                    HttpStatus.UNAUTHORIZED,
                    "unauthorized",
                    "Authorization",
                    "an API key is required: Authorization: Bearer <key>");
        }
        request.setAttribute(Caller.ATTRIBUTE, new Caller(key.get()));
        return null;
    }

    private static String hostName(HttpRequest<?> request) {
        String host = request.getHeaders().get(HttpHeaders.HOST);
        if (host == null) {
            return "";
        }
        host = host.trim().toLowerCase(Locale.ROOT);
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(0, end + 1);
        }
        int colon = host.indexOf(':');
        return colon < 0 ? host : host.substring(0, colon);
    }

    private static MutableHttpResponse<ErrorBody> refuse(HttpStatus status, String code, String field, String message) {
        return HttpResponse.<ErrorBody>status(status).body(ErrorBody.of(code, message, field));
    }
}
