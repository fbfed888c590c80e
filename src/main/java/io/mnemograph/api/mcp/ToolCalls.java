package io.mnemograph.api.mcp;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.mnemograph.api.RequestFields;
import io.mnemograph.api.error.ApiException;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.error.UnexpectedErrorHandler;
import io.mnemograph.api.security.NamespaceAccess;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a tool call for a connection: the namespace checked against the connection's key with the tool's role, the
 * arguments read field by field as the HTTP body is, the answer returned as JSON text and as structured content.
 * A refused call is a tool error ({@code isError}) whose content is the HTTP error body, naming the field; nothing
 * is written then.
 */
@Singleton
public final class ToolCalls {

    private static final Logger LOG = LoggerFactory.getLogger(ToolCalls.class);

    private final Map<String, MemoryTool> tools = new LinkedHashMap<>();
    private final NamespaceAccess access;
    private final JsonMapper json;
    private final McpJsonMapper protocolJson;

    public ToolCalls(MemoryTools memoryTools, NamespaceAccess access, JsonMapper json, McpJsonMapper protocolJson) {
        memoryTools.all().forEach(tool -> tools.put(tool.name(), tool));
        this.access = access;
        this.json = json;
        this.protocolJson = protocolJson;
    }

    /** The tools as {@code tools/list} describes them. */
    public List<McpSchema.Tool> definitions() {
        return tools.values().stream().map(tool -> McpSchema.Tool.builder()
                .name(tool.name())
                .title(tool.title())
                .description(tool.description())
                .inputSchema(new McpSchema.JsonSchema("object", tool.arguments().properties(),
                        tool.arguments().required(), false, null, null))
                .annotations(new McpSchema.ToolAnnotations(tool.title(), tool.effect().readOnly,
                        tool.effect().destructive, tool.effect().idempotent, false, null))
                .build()).toList();
    }

    /** Calls the tool {@code name} with {@code arguments} (null for none) for {@code connection}. */
    public CallToolResult call(McpConnection connection, String name, Map<String, Object> arguments) {
        MemoryTool tool = tools.get(name);
        if (tool == null) {
            return failure(ErrorBody.of("not_found", "no tool named " + name + "; tools are " + tools.keySet(),
                    "name"));
        }
        try {
            String namespace = access.namespace(connection.caller(), connection.namespace(), tool.role(), null);
            return success(tool.action().run(namespace, fields(arguments, tool)));
        } catch (ApiException e) {
            return failure(ErrorBody.of(e.code(), e.getMessage(), e.field()));
        } catch (RuntimeException e) {
            ErrorBody unavailable = UnexpectedErrorHandler.unavailable(e, "MCP tool " + name);
            if (unavailable != null) {
                return failure(unavailable);
            }
            LOG.error("MCP tool {} failed", name, e);
            return failure(UnexpectedErrorHandler.internalError());
        }
    }

    private RequestFields fields(Map<String, Object> arguments, MemoryTool tool) {
        try {
            byte[] text = protocolJson.writeValueAsBytes(arguments == null ? Map.of() : arguments);
            return RequestFields.of(json.readValue(text, Argument.of(JsonNode.class)), "", tool.argumentNames());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private CallToolResult success(Object answer) {
        return result(answer, false);
    }

    private CallToolResult failure(ErrorBody error) {
        return result(error, true);
    }

    /** The answer as text (its JSON, as the HTTP route answers it) and as structured content (the same object). */
    private CallToolResult result(Object answer, boolean error) {
        try {
            String text = json.writeValueAsString(answer);
            Object structured = protocolJson.readValue(text, Map.class);
            return CallToolResult.builder().addTextContent(text).structuredContent(structured).isError(error).build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
