package io.mnemograph.api.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.mnemograph.api.error.ErrorBody;
import java.util.List;
import java.util.Locale;

/**
 * One spelling per path: a request whose path is not written exactly as a route is (a trailing or doubled slash, a
 * {@code .} or {@code ..} segment, an encoded {@code /}, {@code \} or {@code .}, a {@code ;} parameter) answers 400
 * naming {@code path}, before the rate limit, the {@code Host} check, authentication and roles see it.
 *
 * <p>Why: the router forgives some spellings (it serves {@code /prometheus/} as {@code /prometheus}) that the filters'
 * path patterns do not match, so such a request reached a route no filter had checked. With every non-canonical
 * spelling refused first, the path a filter matches is the path the router serves. The router is case-sensitive, as
 * the filter patterns are, so letter case needs no rule here: {@code /V1/memories} is simply no route (404).
 */
@ServerFilter("/**")
@Order(CanonicalPathFilter.ORDER)
public final class CanonicalPathFilter {

    /** Before the rate limit and authentication; after the access log, so refusals are logged too. */
    public static final int ORDER = AuthenticationFilter.ORDER - 50;

    private static final List<String> ENCODED_SEPARATORS = List.of("%2f", "%5c", "%2e");

    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> requireCanonical(HttpRequest<?> request) {
        String problem = problem(target(request.getUri().toString()));
        return problem == null
                ? null
                : HttpResponse.<ErrorBody>status(HttpStatus.BAD_REQUEST)
                        .body(ErrorBody.of(
                                "invalid_input", "the path must be spelled as the route is: " + problem, "path"));
    }

    /** The path of a request target as sent: without query, fragment, and the scheme and host of an absolute URI. */
    static String target(String uri) {
        String path = uri;
        int end = indexOfAny(path, '?', '#');
        if (end >= 0) {
            path = path.substring(0, end);
        }
        int scheme = path.indexOf("://");
        if (scheme > 0 && path.substring(0, scheme).chars().allMatch(Character::isLetter)) {
            int slash = path.indexOf('/', scheme + 3);
            path = slash < 0 ? "/" : path.substring(slash);
        }
        return path;
    }

    /** Why {@code path} is not canonical, or null when it is. */
    static String problem(String path) {
        if (!path.startsWith("/")) {
            return "it must start with /";
        }
        if (path.contains("//")) {
            return "it has an empty segment (//)";
        }
        if (path.length() > 1 && path.endsWith("/")) {
            return "it ends with /";
        }
        if ((path + "/").contains("/./") || (path + "/").contains("/../")) {
            return "it has a . or .. segment";
        }
        String lower = path.toLowerCase(Locale.ROOT);
        if (path.indexOf('\\') >= 0 || ENCODED_SEPARATORS.stream().anyMatch(lower::contains)) {
            return "it has a \\ or an encoded /, \\ or . (%2F, %5C, %2E)";
        }
        if (path.indexOf(';') >= 0) {
            return "it has a ; parameter";
        }
        return null;
    }

    private static int indexOfAny(String text, char first, char second) {
        int a = text.indexOf(first);
        int b = text.indexOf(second);
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }
}
