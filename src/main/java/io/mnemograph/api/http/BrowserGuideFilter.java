package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.config.BrowserGuide;

/**
 * Lets Neo4j Browser, a page of another origin (its own port), fetch the guide and style served under
 * {@value BrowserGuide#PATH}: every answer carries {@code Access-Control-Allow-Origin: *}, a preflight
 * ({@code OPTIONS}, which Browser sends for a guide because it asks for no caching) is answered at once, and the style
 * is sent as text, which the static-resource handler does not know {@code .grass} for.
 *
 * <p>Any origin may read these files: they are the same for everyone, hold no memory data and need no credentials;
 * nothing else of the service is opened to another origin.
 */
@ServerFilter(BrowserGuide.PATH + "/**")
public class BrowserGuideFilter {

    /** The style's media type. */
    static final String STYLE_TYPE = "text/plain;charset=utf-8";

    /** Answers a CORS preflight for a guide file; any other request goes on. */
    @RequestFilter
    @Nullable
    public HttpResponse<?> preflight(HttpRequest<?> request) {
        if (request.getMethod() != HttpMethod.OPTIONS) {
            return null;
        }
        return HttpResponse.noContent()
                .header("Access-Control-Allow-Origin", "*")
                .header("Access-Control-Allow-Methods", "GET, HEAD")
                .header("Access-Control-Allow-Headers", "cache-control, pragma")
                .header("Access-Control-Max-Age", "600");
    }

    /** Grants any origin the read and gives the style its media type. */
    @ResponseFilter
    public void allowAnyOrigin(HttpRequest<?> request, MutableHttpResponse<?> response) {
        response.header("Access-Control-Allow-Origin", "*");
        if (response.code() == 200 && request.getPath().endsWith(".grass")) {
            response.contentType(STYLE_TYPE);
        }
    }
}
