package io.mnemograph.api.mcp;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.error.ErrorMapping;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.config.LimitSettings;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a tool call for a connection: the namespace checked against the connection's key with the tool's role, the
 * arguments bound to the HTTP bodies' typed records (each tool's own names only), the answer returned as JSON
 * text and as structured content.
 * A refused call is a tool error ({@code isError}) whose content is the HTTP error body, naming the field; nothing
 * is written then. Each call of a known tool is timed as {@code mnemograph.mcp.tool} (Prometheus
 * {@code mnemograph_mcp_tool_seconds}, with histogram buckets), tagged {@code tool} and {@code outcome}
 * ({@code success} or {@code error}).
 */
@Singleton
public final class ToolCalls {

    private final Map<String, MemoryTool> tools = new LinkedHashMap<>();
    private final NamespaceAccess access;
    private final JsonMapper json;
    private final McpJsonMapper protocolJson;
    private final MeterRegistry meters;

    public ToolCalls(
            MemoryTools memoryTools,
            NamespaceAccess access,
            JsonMapper json,
            McpJsonMapper protocolJson,
            @Nullable MeterRegistry meters) {
        memoryTools.all().forEach(tool -> tools.put(tool.name(), tool));
        this.access = access;
        this.json = json;
        this.protocolJson = protocolJson;
        this.meters = meters == null ? new CompositeMeterRegistry() : meters;
    }

    /** The tools as {@code tools/list} describes them. */
    public List<McpSchema.Tool> definitions() {
        return definitions(tools.values());
    }

    /**
     * The tools as {@code tools/list} describes them with {@code limits}, read from the settings alone: the stdio
     * command lists them while the database and the embedding model are still starting.
     */
    public static List<McpSchema.Tool> catalog(LimitSettings limits) {
        return definitions(MemoryTools.described(limits));
    }

    private static List<McpSchema.Tool> definitions(Collection<MemoryTool> tools) {
        return tools.stream()
                .map(tool -> McpSchema.Tool.builder()
                        .name(tool.name())
                        .title(tool.title())
                        .description(tool.description())
                        .inputSchema(new McpSchema.JsonSchema(
                                "object",
                                tool.arguments().properties(),
                                tool.arguments().required(),
                                false,
                                null,
                                null))
                        .outputSchema(tool.answer())
                        .annotations(new McpSchema.ToolAnnotations(
                                tool.title(),
                                tool.effect().readOnly,
                                tool.effect().destructive,
                                tool.effect().idempotent,
                                false,
                                null))
                        .build())
                .toList();
    }

    /** Calls the tool {@code name} with {@code arguments} (null for none) for {@code connection}. */
    public CallToolResult call(McpConnection connection, String name, Map<String, Object> arguments) {
        MemoryTool tool = tools.get(name);
        if (tool == null) {
            return failure(
                    ErrorBody.of("not_found", "no tool named " + name + "; tools are " + tools.keySet(), "name"));
        }
        Timer.Sample started = Timer.start(meters);
        CallToolResult result;
        try {
            String namespace = access.namespace(connection.caller(), connection.namespace(), tool.role(), null);
            result = success(tool.action().run(namespace, json(arguments)));
        } catch (RuntimeException e) {
            result = failure(ErrorMapping.answer(e, "MCP tool " + name).body());
        }
        started.stop(Timer.builder("mnemograph.mcp.tool")
                .description("Wall time of one MCP tool call")
                .tag("tool", name)
                .tag("outcome", Boolean.TRUE.equals(result.isError()) ? "error" : "success")
                .publishPercentileHistogram()
                .register(meters));
        return result;
    }

    private JsonNode json(Map<String, Object> arguments) {
        WholeArguments.check(arguments);
        try {
            byte[] text = protocolJson.writeValueAsBytes(arguments == null ? Map.of() : arguments);
            return json.readValue(text, Argument.of(JsonNode.class));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The answer as text (its JSON, as the HTTP route answers it) and as structured content (the same object, valid
     * against the tool's output schema).
     */
    private CallToolResult success(Object answer) {
        try {
            String text = json.writeValueAsString(answer);
            Object structured = protocolJson.readValue(text, Map.class);
            return CallToolResult.builder()
                    .addTextContent(text)
                    .structuredContent(structured)
                    .isError(false)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The HTTP error body as text only: clients validate any structured content against the tool's output schema,
     * which describes the answer, not the error (decision 0012, "Answers").
     */
    private CallToolResult failure(ErrorBody error) {
        try {
            return CallToolResult.builder()
                    .addTextContent(json.writeValueAsString(error))
                    .isError(true)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
