package io.mnemograph.api;

import io.mnemograph.api.security.Caller;
import io.mnemograph.api.security.KeyFile;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.config.TrafficSettings;
import io.mnemograph.core.TokenBucket;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Per-caller rate limit on {@code /v1/**}: a {@link TokenBucket} per caller; an empty bucket answers 429 with
 * {@code Retry-After} (whole seconds, rounded up) before the request reaches a controller.
 *
 * <p>A caller is, in this order: the request attribute {@link #CALLER_ATTRIBUTE} (set by an authentication filter
 * that runs first, e.g. to the key's id), the SHA-256 of the {@code Authorization} header (the key itself is never
 * kept), or the remote address. Buckets of idle callers (full again) are forgotten once more than
 * {@link #MAX_TRACKED_CALLERS} are held, so memory stays bounded.
 */
@ServerFilter("/v1/**")
public class RateLimitFilter {

    /** Request attribute naming the authenticated caller, when an authentication filter sets one. */
    public static final String CALLER_ATTRIBUTE = "mnemograph.caller";

    static final int MAX_TRACKED_CALLERS = 100_000;

    private final TrafficSettings settings;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();

    public RateLimitFilter(TrafficSettings settings) {
        this.settings = settings;
    }

    /** Null lets the request through; else the 429 answer. */
    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> limit(HttpRequest<?> request) {
        if (!settings.rateLimited()) {
            return null;
        }
        long now = System.nanoTime();
        if (buckets.size() > MAX_TRACKED_CALLERS) {
            buckets.values().removeIf(bucket -> bucket.full(now));
        }
        long waitNanos = buckets.computeIfAbsent(caller(request),
                caller -> new TokenBucket(settings.burst(), settings.ratePerSecond(), now)).take(now);
        if (waitNanos == 0) {
            return null;
        }
        long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(waitNanos + TimeUnit.SECONDS.toNanos(1) - 1));
        return HttpResponse.<ErrorBody>status(HttpStatus.TOO_MANY_REQUESTS)
                .header("Retry-After", Long.toString(seconds))
                .body(ErrorBody.of("rate_limited", "more than " + settings.ratePerSecond()
                        + " requests per second (burst " + settings.burst() + "); retry after " + seconds + " s",
                        null));
    }

    static String caller(HttpRequest<?> request) {
        Object authenticated = request.getAttribute(CALLER_ATTRIBUTE).orElse(null);
        if (authenticated instanceof Caller caller && caller.key() != null) {
            return "key:" + caller.key().id();
        }
        if (authenticated != null && !(authenticated instanceof Caller)) {
            return "caller:" + authenticated;
        }
        String authorization = request.getHeaders().get("Authorization");
        if (authorization != null) {
            return "authorization:" + KeyFile.sha256(authorization);
        }
        return "address:" + request.getRemoteAddress().getHostString();
    }
}
