package io.mnemograph.api.mcp;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.core.annotation.Nullable;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * One MCP message in, its reply out, the same over HTTP and stdio: speaks the handshake revisions (2024-11-05 to
 * 2025-11-25) and the stateless 2026-07-28 side by side, answers {@code initialize}, {@code ping},
 * {@code server/discover} and the empty {@code prompts/list} and {@code resources/list} itself ({@link McpHandshake}),
 * and hands {@code tools/list} and {@code tools/call} to the SDK's server ({@link Backend}). Every error names what is wrong: the unknown tool or method, the missing
 * {@code _meta} key, the header that disagrees with the body, the unsupported version and the supported ones.
 *
 * <p>Implementation notes: a request is of 2026-07-28 when its {@code params._meta} names that version; it must then
 * declare the client's capabilities, and over HTTP its {@code MCP-Protocol-Version}, {@code Mcp-Method} and (for
 * {@code tools/call}) {@code Mcp-Name} headers must match the body (-32020, 400). Its errors answer HTTP 400, an
 * unknown method 404; its results carry the 2026-07-28 envelope. Requests without a version in {@code _meta} are
 * answered as before (JSON-RPC errors with 200), batches with -32600 (MCP dropped them in 2025-06-18).
 */
public final class McpProtocol {

    /** The answer to a request the tools backend answers. */
    @FunctionalInterface
    public interface Backend {
        McpSchema.JSONRPCResponse answer(McpConnection connection, McpSchema.JSONRPCRequest request);
    }

    /** A reply: the HTTP status it goes with, and the JSON-RPC message (null for an accepted notification). */
    public record Reply(int status, @Nullable String body) {}

    static final int HEADER_MISMATCH = -32020;
    static final int UNSUPPORTED_VERSION = -32022;
    /** Implementation-defined: the service is still starting; the same request succeeds once it is up. */
    static final int STARTING = -32000;

    private static final ObjectMapper JSON = new ObjectMapper();
    /** What a tool call is told while the service starts (and after the stdio command gave up waiting for it). */
    static final String STARTING_MESSAGE =
            "mnemograph is still starting (the database and the embedding model); retry in a few seconds";

    private final Backend backend;
    private final Set<String> tools;

    /** A protocol whose tools are answered by {@code backend} among {@code tools}. */
    public McpProtocol(Backend backend, Set<String> tools) {
        this.backend = backend;
        this.tools = Set.copyOf(tools);
    }

    /**
     * The protocol of a process whose service is still starting: {@code tools/list} answered from {@code catalog}
     * (the tools as the started service lists them, {@link ToolCalls#catalog}), a tool call with the retryable
     * {@link #STARTING}.
     */
    public static McpProtocol starting(List<McpSchema.Tool> catalog) {
        McpSchema.ListToolsResult listed = new McpSchema.ListToolsResult(catalog, null);
        Backend describing = (connection, request) -> request.method().equals("tools/list")
                ? new McpSchema.JSONRPCResponse(McpSchema.JSONRPC_VERSION, request.id(), listed, null)
                : new McpSchema.JSONRPCResponse(
                        McpSchema.JSONRPC_VERSION,
                        request.id(),
                        null,
                        new McpSchema.JSONRPCResponse.JSONRPCError(STARTING, STARTING_MESSAGE, null));
        return new McpProtocol(
                describing, catalog.stream().map(McpSchema.Tool::name).collect(Collectors.toSet()));
    }

    /** The retryable {@link #STARTING} error answering the request {@code text}, for a process not ready for it. */
    public static Reply stillStarting(String text) {
        Object id = null;
        try {
            if (JSON.readValue(text, Object.class) instanceof Map<?, ?> message) {
                id = message.get("id");
            }
        } catch (IOException e) {
            id = null;
        }
        return error(id, STARTING, STARTING_MESSAGE, null, 503);
    }

    /**
     * The reply to {@code text} for {@code connection}; {@code header} reads an HTTP request header by name (null
     * on stdio, which has none).
     */
    public Reply answer(@Nullable McpConnection connection, String text, @Nullable UnaryOperator<String> header) {
        Object parsed;
        try {
            parsed = JSON.readValue(text, Object.class);
        } catch (IOException e) {
            return error(null, McpSchema.ErrorCodes.PARSE_ERROR, "not valid JSON" + where(e), null, 400);
        }
        if (parsed instanceof List<?>) {
            return error(
                    null,
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    "JSON-RPC batches are not supported (MCP"
                            + " removed them in 2025-06-18): send one message per request",
                    null,
                    400);
        }
        if (!(parsed instanceof Map<?, ?> message) || !"2.0".equals(message.get("jsonrpc"))) {
            return error(
                    null,
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    "not a JSON-RPC 2.0 message: expected an object with \"jsonrpc\": \"2.0\"",
                    null,
                    400);
        }
        Object id = message.get("id");
        if (!(message.get("method") instanceof String method)) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    message.containsKey("result") || message.containsKey("error")
                            ? "this server sends no requests, so it takes no responses"
                            : "\"method\" is missing or not a string",
                    null,
                    400);
        }
        if (message.containsKey("id")
                && !(id instanceof String || id instanceof Integer || id instanceof Long || id instanceof BigInteger)) {
            return error(
                    null,
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    "\"id\" must be a string or an integer (MCP), not "
                            + JSON.valueToTree(id).getNodeType().name().toLowerCase(Locale.ROOT),
                    null,
                    400);
        }
        if (message.get("params") != null && !(message.get("params") instanceof Map<?, ?>)) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_PARAMS,
                    "params of " + method + " must be an object, not "
                            + JSON.valueToTree(message.get("params"))
                                    .getNodeType()
                                    .name()
                                    .toLowerCase(Locale.ROOT),
                    null,
                    200);
        }
        Map<String, Object> params = params(message.get("params"));
        if (!message.containsKey("id")) {
            return new Reply(202, null);
        }
        Object version = meta(params).get(McpHandshake.VERSION_KEY);
        if (version == null) {
            return handshake(connection, id, method, params);
        }
        if (!McpHandshake.SUPPORTED.contains(version)) {
            return error(
                    id,
                    UNSUPPORTED_VERSION,
                    "protocol version " + version + " is not supported; this server speaks " + McpHandshake.SUPPORTED,
                    Map.of("supported", McpHandshake.SUPPORTED, "requested", version),
                    400);
        }
        if (!McpHandshake.STATELESS.equals(version)) {
            return handshake(connection, id, method, params);
        }
        return stateless(connection, id, method, params, header);
    }

    /** A request of a handshake revision: results as they were, errors with HTTP 200. */
    private Reply handshake(McpConnection connection, Object id, String method, Map<String, Object> params) {
        return switch (method) {
            case "initialize" ->
                params.get("protocolVersion") instanceof String requested
                        ? result(id, McpHandshake.initialize(requested))
                        : error(
                                id,
                                McpSchema.ErrorCodes.INVALID_PARAMS,
                                "initialize needs params.protocolVersion, the"
                                        + " revision the client speaks as a string, such as \""
                                        + McpHandshake.HANDSHAKE.getLast()
                                        + "\"",
                                null,
                                200);
            case "ping" -> result(id, Map.of());
            case "server/discover" -> result(id, McpHandshake.discover());
            case "prompts/list", "resources/list", "resources/templates/list" ->
                result(id, McpHandshake.emptyList(method));
            default -> tools(connection, id, method, params, false);
        };
    }

    /** A request of 2026-07-28: checked, then answered with the envelope; errors with HTTP 400 (404: no method). */
    private Reply stateless(
            McpConnection connection,
            Object id,
            String method,
            Map<String, Object> params,
            @Nullable UnaryOperator<String> header) {
        if (!(meta(params).get(McpHandshake.CAPABILITIES_KEY) instanceof Map<?, ?>)) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_PARAMS,
                    "params._meta must carry "
                            + McpHandshake.CAPABILITIES_KEY + " (an object; {} for none) in protocol version "
                            + McpHandshake.STATELESS,
                    null,
                    400);
        }
        if (header != null) {
            String mismatch = headerMismatch(header, method, params);
            if (mismatch != null) {
                return error(id, HEADER_MISMATCH, mismatch, null, 400);
            }
        }
        return switch (method) {
            case "server/discover" -> result(id, McpHandshake.discover());
            case "tools/list", "tools/call" -> tools(connection, id, method, params, true);
            default ->
                error(
                        id,
                        McpSchema.ErrorCodes.METHOD_NOT_FOUND,
                        "method not found: " + method + " (in " + McpHandshake.STATELESS
                                + ": server/discover, tools/list, tools/call)",
                        null,
                        404);
        };
    }

    private static @Nullable String headerMismatch(
            UnaryOperator<String> header, String method, Map<String, Object> params) {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("MCP-Protocol-Version", McpHandshake.STATELESS);
        expected.put("Mcp-Method", method);
        if (method.equals("tools/call")) {
            expected.put("Mcp-Name", params.get("name"));
        }
        for (Map.Entry<String, Object> entry : expected.entrySet()) {
            String sent = header.apply(entry.getKey());
            if (sent == null) {
                return "the " + entry.getKey() + " header is required in " + McpHandshake.STATELESS;
            }
            if (!sent.equals(entry.getValue())) {
                return "the " + entry.getKey() + " header (" + sent + ") does not match the body (" + entry.getValue()
                        + ")";
            }
        }
        return null;
    }

    /** {@code tools/list}, {@code tools/call} or another method, by the backend; the unknown tool named. */
    private Reply tools(
            McpConnection connection, Object id, String method, Map<String, Object> params, boolean stateless) {
        int status = stateless ? 400 : 200;
        if (method.equals("tools/call") && !(params.get("name") instanceof String)) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_PARAMS,
                    "tools/call needs params.name, the name of the tool to call, as a string",
                    null,
                    status);
        }
        if (method.equals("tools/call")
                && params.get("arguments") != null
                && !(params.get("arguments") instanceof Map<?, ?>)) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_PARAMS,
                    "params.arguments of tools/call must be an object of the tool's arguments",
                    null,
                    status);
        }
        if (method.equals("tools/call") && !tools.contains(params.get("name"))) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INVALID_PARAMS,
                    "unknown tool: " + params.get("name") + "; the tools are "
                            + tools.stream().sorted().toList(),
                    Map.of("name", String.valueOf(params.get("name"))),
                    status);
        }
        McpSchema.JSONRPCResponse response;
        try {
            response = backend.answer(
                    connection, new McpSchema.JSONRPCRequest(McpSchema.JSONRPC_VERSION, method, backendId(id), params));
        } catch (RuntimeException e) {
            return error(
                    id,
                    McpSchema.ErrorCodes.INTERNAL_ERROR,
                    "the server could not answer " + method + ": " + e.getMessage(),
                    null,
                    500);
        }
        if (response.error() != null) {
            McpSchema.JSONRPCResponse.JSONRPCError failure = response.error();
            return error(
                    id,
                    failure.code(),
                    failure.message(),
                    failure.data(),
                    !stateless ? 200 : failure.code() == McpSchema.ErrorCodes.METHOD_NOT_FOUND ? 404 : status);
        }
        Map<String, Object> result = JSON.convertValue(response.result(), Map.class);
        return result(id, stateless ? McpHandshake.complete(result, method.equals("tools/list")) : result);
    }

    /**
     * The id the backend is given: the SDK takes an integer id only as a {@code long} (one above 2^63-1 failed inside
     * it: -32603, HTTP 500; issue 46), so a larger one goes to it as its decimal string. The reply carries the id as
     * the client sent it either way.
     */
    private static Object backendId(Object id) {
        return id instanceof BigInteger big ? big.toString() : id;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> params(Object params) {
        return params instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> meta(Map<String, Object> params) {
        return params.get("_meta") instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    private static String where(IOException e) {
        if (e instanceof JsonProcessingException json && json.getLocation() != null) {
            JsonLocation at = json.getLocation();
            return " (at line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
        }
        return "";
    }

    private static Reply result(Object id, Object result) {
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        message.put("id", id);
        message.put("result", result);
        return new Reply(200, write(message));
    }

    private static Reply error(@Nullable Object id, int code, String text, @Nullable Object data, int status) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", text);
        if (data != null) {
            error.put("data", data);
        }
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        message.put("id", id);
        message.put("error", error);
        return new Reply(status, write(message));
    }

    private static String write(Object message) {
        try {
            return JSON.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
