package io.mnemograph.api.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.mnemograph.config.BuildVersion;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The MCP server of the service, built with the MCP Java SDK's stateless server on the tools, and the protocol that
 * speaks for it over streamable HTTP ({@code /mcp}, every call carrying its key) and stdio ({@code mnemograph mcp},
 * whose connection is fixed when the process starts).
 */
@Factory
public class McpServers {

    /** The server's name in {@code initialize}. */
    public static final String NAME = "mnemograph";

    /** What {@code initialize} tells the model about the server. */
    static final String INSTRUCTIONS = "mnemograph is your long-term memory across conversations. Before answering"
            + " anything past conversations may inform, call recall with the question. When the user tells you a"
            + " fact, a preference, a decision or an event worth keeping, call remember with it, one idea per memory,"
            + " with a session_id for the conversation. The namespace is fixed by this connection; you never choose"
            + " it.";

    /** The JSON mapper of the protocol messages (the SDK's, on Jackson), checking requests' params. */
    @Singleton
    McpJsonMapper protocolJson() {
        return new CheckedParams(new JacksonMcpJsonMapper(new ObjectMapper()));
    }

    /** The server behind {@code /mcp}: stateless, so every request is answered on its own, with its own key. */
    @Singleton
    @Bean(preDestroy = "close")
    McpStatelessSyncServer httpServer(McpHttpTransport transport, ToolCalls calls, McpJsonMapper protocolJson) {
        List<McpStatelessServerFeatures.SyncToolSpecification> tools = calls.definitions().stream()
                .map(tool -> new McpStatelessServerFeatures.SyncToolSpecification(
                        tool,
                        (context, request) ->
                                calls.call(McpHttpTransport.connection(context), request.name(), request.arguments())))
                .toList();
        return McpServer.sync(transport)
                .jsonMapper(protocolJson)
                .serverInfo(NAME, BuildVersion.current())
                .instructions(INSTRUCTIONS)
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(tools)
                .immediateExecution(true)
                .build();
    }

    /**
     * The protocol of both transports: the handshake and discovery answered by {@link McpHandshake}, the tools by
     * {@code server} through {@code transport}.
     */
    @Singleton
    McpProtocol protocol(McpHttpTransport transport, McpStatelessSyncServer server, ToolCalls calls) {
        return new McpProtocol(
                transport::answer,
                calls.definitions().stream().map(McpSchema.Tool::name).collect(Collectors.toSet()));
    }
}
