package io.mnemograph.api.mcp;

import io.mnemograph.config.BuildVersion;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the server says about itself, the same on every transport and before the service has finished starting:
 * the protocol versions it speaks, the answers to {@code initialize} (the handshake of 2024-11-05 to 2025-11-25) and
 * to {@code server/discover} (2026-07-28), and the envelope every 2026-07-28 result carries. Needs no bean: the stdio
 * command answers from it while the database starts.
 *
 * <p>Implementation notes (MCP 2026-07-28, schema/2026-07-28/schema.ts of modelcontextprotocol/modelcontextprotocol):
 * a request of that revision names its version and the client's capabilities in {@code params._meta}; every result
 * carries {@code resultType} ({@code complete} here: no tool asks for more input) and the server's name and version
 * in {@code _meta}; {@code server/discover} and {@code tools/list} are cacheable ({@code ttlMs}, {@code cacheScope}).
 */
final class McpHandshake {

    /** The newest revision, stateless: no handshake, the version in every request's {@code _meta}. */
    static final String STATELESS = "2026-07-28";
    /** The revisions with an {@code initialize} handshake, oldest first; the last is offered to unknown asks. */
    static final List<String> HANDSHAKE = List.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25");
    /** Every revision this server speaks, oldest first. */
    static final List<String> SUPPORTED =
            Stream.concat(HANDSHAKE.stream(), Stream.of(STATELESS)).toList();

    static final String VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
    static final String CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities";
    static final String SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo";

    /** How long a client may keep the tool list and the discovery answer: they change only with the build. */
    static final long CACHE_MILLIS = 3_600_000;

    private McpHandshake() {}

    /** This server's name and the build's version. */
    static Map<String, Object> serverInfo() {
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("name", McpServers.NAME);
        info.put("title", "mnemograph long-term memory");
        info.put("version", BuildVersion.current());
        return info;
    }

    /**
     * The answer to {@code initialize}: the version the client asked for when this server speaks it with a handshake,
     * else the newest handshake version (a client asking for 2026-07-28 here is told 2025-11-25, since that revision
     * has no handshake; it may call {@code server/discover} instead).
     */
    static Map<String, Object> initialize(String requested) {
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("protocolVersion", HANDSHAKE.contains(requested) ? requested : HANDSHAKE.getLast());
        result.put("capabilities", capabilities());
        result.put("serverInfo", serverInfo());
        result.put("instructions", McpServers.INSTRUCTIONS);
        return result;
    }

    /** The answer to {@code server/discover}, with the 2026-07-28 envelope. */
    static Map<String, Object> discover() {
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("supportedVersions", SUPPORTED);
        result.put("capabilities", capabilities());
        result.put("instructions", McpServers.INSTRUCTIONS);
        return complete(result, true);
    }

    /** {@code result} with the envelope of 2026-07-28: its type, the server's identity, and caching hints. */
    static Map<String, Object> complete(Map<String, Object> result, boolean cacheable) {
        Map<String, Object> complete = new LinkedHashMap<>(result);
        complete.put("resultType", "complete");
        if (cacheable) {
            complete.put("ttlMs", CACHE_MILLIS);
            complete.put("cacheScope", "public");
        }
        Map<String, Object> meta = new LinkedHashMap<>();
        if (result.get("_meta") instanceof Map<?, ?> existing) {
            existing.forEach((key, value) -> meta.put(String.valueOf(key), value));
        }
        meta.put(SERVER_INFO_KEY, serverInfo());
        complete.put("_meta", meta);
        return complete;
    }

    /**
     * The answer to {@code prompts/list}, {@code resources/list} or {@code resources/templates/list}: empty, since
     * the server offers tools only; clients that list everything at connect get an answer, not an error.
     */
    static Map<String, Object> emptyList(String method) {
        String key = switch (method) {
            case "prompts/list" -> "prompts";
            case "resources/list" -> "resources";
            case "resources/templates/list" -> "resourceTemplates";
            default -> throw new IllegalArgumentException("not a list of prompts or resources: " + method);
        };
        return Map.of(key, List.of());
    }

    private static Map<String, Object> capabilities() {
        return Map.of("tools", Map.of("listChanged", false));
    }
}
