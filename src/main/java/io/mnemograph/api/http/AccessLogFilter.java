package io.mnemograph.api.http;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.UriRouteInfo;
import io.mnemograph.api.security.AuthenticationFilter;
import io.mnemograph.api.security.Caller;
import io.mnemograph.config.LoggingSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The access log ({@code mnemograph.logging.access=true}): one INFO line per HTTP request on logger
 * {@code mnemograph.access}, written when the response is ready:
 * {@code GET /v1/memories/4f1c... 200 12 ms route=/v1/memories/{id} key=key-3a9c... remote=127.0.0.1}, the same
 * values as key-value pairs in JSON logs. It names the key by its id, never its token, and leaves out the query
 * string and the bodies. Runs before authentication, so refused requests are logged too.
 */
@ServerFilter("/**")
@Order(AccessLogFilter.ORDER)
@Requires(property = LoggingSettings.PREFIX + ".access", value = "true")
public final class AccessLogFilter {

    /** Before every other filter: the time covers them all. */
    static final int ORDER = AuthenticationFilter.ORDER - 100;

    /** The logger of the access log. */
    public static final String LOGGER = "mnemograph.access";

    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);
    private static final String STARTED = "mnemograph.access.started";
    private static final String NONE = "-";

    @RequestFilter
    public void start(HttpRequest<?> request) {
        request.setAttribute(STARTED, System.nanoTime());
    }

    @ResponseFilter
    public void log(HttpRequest<?> request, HttpResponse<?> response) {
        long millis = request.getAttribute(STARTED, Long.class)
                .map(started -> (System.nanoTime() - started) / 1_000_000)
                .orElse(-1L);
        String route = RouteAttributes.getRouteInfo(request)
                .filter(UriRouteInfo.class::isInstance)
                .map(info -> ((UriRouteInfo<?, ?>) info).getUriMatchTemplate().toString())
                .orElse(NONE);
        String key = request.getAttribute(Caller.ATTRIBUTE, Caller.class)
                .map(caller -> caller.key() == null ? NONE : caller.key().id())
                .orElse(NONE);
        String remote = request.getRemoteAddress().getAddress() == null
                ? NONE
                : request.getRemoteAddress().getAddress().getHostAddress();
        LOG.atInfo()
                .addKeyValue("method", request.getMethodName())
                .addKeyValue("path", request.getPath())
                .addKeyValue("route", route)
                .addKeyValue("status", response.code())
                .addKeyValue("duration_ms", millis)
                .addKeyValue("key", key)
                .addKeyValue("remote", remote)
                .log(
                        "{} {} {} {} ms route={} key={} remote={}",
                        request.getMethodName(),
                        request.getPath(),
                        response.code(),
                        millis,
                        route,
                        key,
                        remote);
    }
}
