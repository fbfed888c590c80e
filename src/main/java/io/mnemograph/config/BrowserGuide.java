package io.mnemograph.config;

import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Set;

/**
 * Where Neo4j Browser finds mnemograph's guide and graph style: the running service serves both under
 * {@value #PATH} (public, read-only, no memory data), and the embedded Neo4j tells Browser to load them once it is
 * connected ({@link #neo4jSettings}). Only in the running service (environment {@code service}, as
 * {@code startup.ServerPortCheck.ENVIRONMENT}): the command-line tools serve no HTTP.
 *
 * <p>Implementation notes: Browser 5 reads {@code browser.post_connect_cmd} and
 * {@code browser.remote_content_hostname_whitelist} through {@code CALL dbms.clientConfig()}, runs each command of
 * the first (separated by {@code ;}) as {@code :command}, and fetches a guide ({@code :play URL}) or a style
 * ({@code :style URL}) only from a host of the second, compared by host name without port. The allow-list is this
 * service's host alone, in place of Neo4j's default {@code guides.neo4j.com,localhost}.
 */
@Singleton
@Requires(env = "service")
public final class BrowserGuide {

    /** The path the guide and the style are served under. */
    public static final String PATH = "/browser-guide";
    /** The guide, in Browser's guide format (HTML slides). */
    public static final String GUIDE = PATH + "/mnemograph.html";
    /** The graph style (GraSS): Memory captioned by content, Entity by name, Session by id. */
    public static final String STYLE = PATH + "/mnemograph.grass";

    private static final Set<String> ANY_ADDRESS = Set.of("", "0.0.0.0", "::", "[::]");

    private final String host;
    private final int port;

    /**
     * The guide of a service listening on {@code serverHost}:{@code serverPort}; a wildcard or blank host is reached on
     * 127.0.0.1, where the embedded Browser is.
     */
    public BrowserGuide(
            @Value("${micronaut.server.host:}") @Nullable String serverHost,
            @Value("${micronaut.server.port:8080}") int serverPort) {
        String trimmed = serverHost == null ? "" : serverHost.trim();
        String name = ANY_ADDRESS.contains(trimmed) ? "127.0.0.1" : trimmed;
        this.host = name.contains(":") && !name.startsWith("[") ? "[" + name + "]" : name;
        this.port = serverPort;
    }

    /** The guide's address, for {@code :play}. */
    public String guideUrl() {
        return "http://" + host + ":" + port + GUIDE;
    }

    /** The style's address, for {@code :style}. */
    public String styleUrl() {
        return "http://" + host + ":" + port + STYLE;
    }

    /**
     * The Neo4j settings that make Browser load the style and play the guide after connecting, allowing content from
     * this service's host only; none when the port is picked at start (0 or below), so not known yet.
     */
    public Map<String, String> neo4jSettings() {
        if (port <= 0) {
            return Map.of();
        }
        return Map.of(
                "browser.post_connect_cmd",
                "style " + styleUrl() + ";play " + guideUrl(),
                "browser.remote_content_hostname_whitelist",
                host);
    }
}
