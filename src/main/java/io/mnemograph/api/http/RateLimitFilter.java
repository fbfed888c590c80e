package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.security.ApiKey;
import io.mnemograph.api.security.ApiKeys;
import io.mnemograph.api.security.AuthenticationFilter;
import io.mnemograph.api.security.BearerToken;
import io.mnemograph.api.security.MetricsAccessFilter;
import io.mnemograph.config.TrafficSettings;
import io.mnemograph.core.TokenBucket;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Rate limits on every path that needs a key ({@code /v1/**}, {@code /mcp}, {@code /prometheus}) and on
 * {@code /health} (anonymous, but each check reads the database), before authentication: an empty {@link TokenBucket} answers 429 with {@code Retry-After} (whole seconds, rounded up)
 * before the request reaches the key check or a controller.
 *
 * <p>Which bucket a request takes from is decided here, not by what the client chooses to send: a valid API key takes
 * from its key's bucket ({@code rate-per-second}, {@code burst}); with keys configured, a request whose key is missing
 * or unknown takes from its client address's failed-authentication bucket ({@code failed-auth-rate-per-second},
 * {@code failed-auth-burst}, smaller), so a new made-up {@code Authorization} header per request gains nothing; without
 * keys every request takes from its client address's bucket, whatever headers it carries. Buckets of idle callers
 * (full again) are forgotten once more than {@link #MAX_TRACKED_CALLERS} are held, so memory stays bounded.
 */
@ServerFilter({"/v1/**", "/mcp/**", "/mcp", MetricsAccessFilter.PATH, "/health", "/health/**"})
@Order(RateLimitFilter.ORDER)
public class RateLimitFilter {

    /** After the path check, before authentication. */
    static final int ORDER = AuthenticationFilter.ORDER - 10;

    static final int MAX_TRACKED_CALLERS = 100_000;

    private final TrafficSettings settings;
    private final ApiKeys keys;
    private final Clock clock;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();

    public RateLimitFilter(TrafficSettings settings, ApiKeys keys, Clock clock) {
        this.settings = settings;
        this.keys = keys;
        this.clock = clock;
    }

    /** Null lets the request through; else the 429 answer. */
    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> limit(HttpRequest<?> request) {
        String address = "address:" + request.getRemoteAddress().getHostString();
        if (keys.anonymous()) {
            return settings.rateLimited() ? take(address, settings.burst(), settings.ratePerSecond(), "") : null;
        }
        Optional<ApiKey> key = BearerToken.of(request).flatMap(keys::match);
        if (key.isPresent()) {
            return settings.rateLimited()
                    ? take("key:" + key.get().id(), settings.burst(), settings.ratePerSecond(), "")
                    : null;
        }
        return settings.failedAuthLimited()
                ? take(
                        "failed-auth:" + address,
                        settings.failedAuthBurst(),
                        settings.failedAuthRatePerSecond(),
                        " without a valid API key from this address")
                : null;
    }

    private HttpResponse<ErrorBody> take(String caller, int burst, double ratePerSecond, String which) {
        Instant instant = clock.instant();
        long now = TimeUnit.SECONDS.toNanos(instant.getEpochSecond()) + instant.getNano();
        if (buckets.size() > MAX_TRACKED_CALLERS) {
            buckets.values().removeIf(bucket -> bucket.full(now));
        }
        long waitNanos = buckets.computeIfAbsent(caller, c -> new TokenBucket(burst, ratePerSecond, now))
                .take(now);
        if (waitNanos == 0) {
            return null;
        }
        long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(waitNanos + TimeUnit.SECONDS.toNanos(1) - 1));
        return HttpResponse.<ErrorBody>status(HttpStatus.TOO_MANY_REQUESTS)
                .header("Retry-After", Long.toString(seconds))
                .body(ErrorBody.of(
                        "rate_limited",
                        "more than " + ratePerSecond + " requests per second" + which + " (burst " + burst
                                + "); retry after " + seconds + " s",
                        null));
    }
}
