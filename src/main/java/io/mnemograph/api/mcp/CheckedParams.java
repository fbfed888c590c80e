package io.mnemograph.api.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;

/**
 * The protocol's JSON mapper with the {@code params} of every JSON-RPC request checked before the SDK binds them to
 * the method's request type: {@code params} that are not an object, a {@code tools/call} or {@code initialize}
 * without them, a {@code tools/call} whose {@code name} is no string or whose {@code arguments} are no object each
 * answer the JSON-RPC error -32602 (invalid params) with a message naming what is wrong, over HTTP and stdio alike,
 * instead of the SDK's internal error (a 500 over HTTP).
 *
 * <p>Implementation notes: the SDK binds a request's params with {@code convertValue(params, RequestType)} inside its
 * handlers and answers an {@link McpError} thrown there with the error it carries, so checking here covers every
 * method and both transports; every other use of the mapper passes through unchanged.
 */
final class CheckedParams implements McpJsonMapper {

    private final McpJsonMapper json;

    CheckedParams(McpJsonMapper json) {
        this.json = json;
    }

    @Override
    public <T> T convertValue(Object value, Class<T> type) {
        check(value, type);
        return bound(() -> json.convertValue(value, type), type);
    }

    @Override
    public <T> T convertValue(Object value, TypeRef<T> type) {
        Class<?> raw = raw(type.getType());
        check(value, raw);
        return bound(() -> json.convertValue(value, type), raw);
    }

    @Override
    public <T> T readValue(String content, Class<T> type) throws IOException {
        return json.readValue(content, type);
    }

    @Override
    public <T> T readValue(byte[] content, Class<T> type) throws IOException {
        return json.readValue(content, type);
    }

    @Override
    public <T> T readValue(String content, TypeRef<T> type) throws IOException {
        return json.readValue(content, type);
    }

    @Override
    public <T> T readValue(byte[] content, TypeRef<T> type) throws IOException {
        return json.readValue(content, type);
    }

    @Override
    public String writeValueAsString(Object value) throws IOException {
        return json.writeValueAsString(value);
    }

    @Override
    public byte[] writeValueAsBytes(Object value) throws IOException {
        return json.writeValueAsBytes(value);
    }

    /** The JSON-RPC error of params that cannot be this request's: -32602 with {@code message}. */
    static McpError invalidParams(String message) {
        return new McpError(
                new McpSchema.JSONRPCResponse.JSONRPCError(McpSchema.ErrorCodes.INVALID_PARAMS, message, null));
    }

    /** Refuses {@code params} that cannot be a request of {@code type}; other conversions are not checked. */
    private static void check(Object params, Class<?> type) {
        if (!McpSchema.Request.class.isAssignableFrom(type)) {
            return;
        }
        if (params == null) {
            if (type == McpSchema.CallToolRequest.class) {
                throw invalidParams("params is required: an object with name (the tool to call) and arguments"
                        + " (an object of its arguments)");
            }
            if (type == McpSchema.InitializeRequest.class) {
                throw invalidParams("params is required: an object with protocolVersion, capabilities and clientInfo");
            }
            return;
        }
        if (!(params instanceof Map<?, ?> object)) {
            throw invalidParams("params must be a JSON object, not " + kind(params));
        }
        if (type == McpSchema.CallToolRequest.class) {
            if (!(object.get("name") instanceof String)) {
                throw invalidParams(
                        "params.name must be the name of a tool (a string), not " + kind(object.get("name")));
            }
            Object arguments = object.get("arguments");
            if (arguments != null && !(arguments instanceof Map)) {
                throw invalidParams(
                        "params.arguments must be a JSON object of the tool's arguments, not " + kind(arguments));
            }
        }
    }

    /** The conversion, with a failure of a request's params answered as -32602 without the mapper's details. */
    private static <T> T bound(java.util.function.Supplier<T> conversion, Class<?> type) {
        try {
            return conversion.get();
        } catch (IllegalArgumentException e) {
            if (!McpSchema.Request.class.isAssignableFrom(type)) {
                throw e;
            }
            throw invalidParams("params do not have the fields and types this method takes (see the MCP"
                    + " specification of the method)");
        }
    }

    private static String kind(Object value) {
        return switch (value) {
            case null -> "missing or null";
            case String ignored -> "a string";
            case Number ignored -> "a number";
            case Boolean ignored -> "a boolean";
            case List<?> ignored -> "an array";
            case Map<?, ?> ignored -> "an object";
            default -> "of another type";
        };
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> raw) {
            return raw;
        }
        return type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> raw
                ? raw
                : Object.class;
    }
}
