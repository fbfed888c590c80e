package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.security.AuthenticationFilter;
import java.util.Set;

/**
 * Refuses a query parameter on a route that takes its fields in a JSON body ({@code POST} and {@code PATCH} under
 * {@code /v1}): each of them would be ignored, so {@code POST /v1/recall?namespace=work} searched the body's namespace
 * (or {@code default}) and the caller never knew (issue 46). The 400 names the parameter and says where the field
 * goes (docs/api.md, "Query parameters on body routes"). {@code /mcp} is not under {@code /v1}: its
 * {@code ?namespace=} is how a client picks the namespace.
 */
@ServerFilter("/v1/**")
@Order(BodyRouteQueryFilter.ORDER)
public class BodyRouteQueryFilter {

    /** After authentication: a caller without a key is told that first. */
    static final int ORDER = AuthenticationFilter.ORDER + 10;

    private static final Set<HttpMethod> BODY_METHODS = Set.of(HttpMethod.POST, HttpMethod.PATCH);

    /** Null lets the request through; else the 400 naming the first query parameter. */
    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> refuse(HttpRequest<?> request) {
        if (!BODY_METHODS.contains(request.getMethod())
                || request.getParameters().names().isEmpty()) {
            return null;
        }
        String name =
                request.getParameters().names().stream().sorted().findFirst().orElseThrow();
        String field = name.isBlank() ? '"' + name + '"' : name;
        return HttpResponse.<ErrorBody>status(HttpStatus.BAD_REQUEST)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(ErrorBody.of(
                        "invalid_input",
                        "unknown query parameter; " + request.getMethod() + " " + request.getPath()
                                + " takes no query parameters: its fields, namespace among them, go in the"
                                + " JSON body",
                        field));
    }
}
