package io.mnemograph.api.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.context.ServerRequestContext;
import io.mnemograph.api.error.Forbidden;
import io.mnemograph.model.Namespaces;
import jakarta.inject.Singleton;

/**
 * The namespace a request acts in, checked against its caller: the one it names, else the batch's, else the key's
 * only namespace, else {@code default}. A namespace outside the key's list, or a role too low for the route, answers
 * 403 without saying whether the namespace exists.
 */
@Singleton
public final class NamespaceAccess {

    /** The namespace {@code requested} (or the default), if the caller may act in it as {@code needed}. */
    public String namespace(@Nullable String requested, Role needed) {
        return namespace(requested, needed, null);
    }

    /** As {@link #namespace(String, Role)}, with {@code fallback} (a batch's namespace) before the defaults. */
    public String namespace(@Nullable String requested, Role needed, @Nullable String fallback) {
        return namespace(caller(), requested, needed, fallback);
    }

    /**
     * As {@link #namespace(String, Role, String)} for {@code caller}, given rather than read from the current HTTP
     * request: an MCP connection's caller, whose tool calls may run outside the request (or on stdio, with none).
     */
    public String namespace(Caller caller, @Nullable String requested, Role needed, @Nullable String fallback) {
        if (!caller.has(needed)) {
            throw new Forbidden(
                    "Authorization",
                    "this API key's role does not allow this request (it needs " + needed.label() + ")");
        }
        String namespace = requested != null
                ? requested
                : fallback != null
                        ? fallback
                        : caller.onlyNamespace() != null ? caller.onlyNamespace() : Namespaces.DEFAULT;
        Namespaces.require(namespace);
        if (!caller.allows(namespace)) {
            throw new Forbidden("namespace", "this API key may not use namespace " + namespace);
        }
        return namespace;
    }

    private static Caller caller() {
        return ServerRequestContext.currentRequest()
                .flatMap(request -> request.getAttribute(Caller.ATTRIBUTE, Caller.class))
                .orElseThrow(() -> new IllegalStateException("no authenticated request in context"));
    }
}
