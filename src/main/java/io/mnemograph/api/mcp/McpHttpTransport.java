package io.mnemograph.api.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import reactor.core.publisher.Mono;

/**
 * The stateless MCP transport of the SDK's server: hands each JSON-RPC request {@link McpProtocol} passes on (from
 * {@code /mcp} or from stdio) to the server, with its connection (caller and namespace) in the transport context,
 * and gives back the response.
 */
@Singleton
public final class McpHttpTransport implements McpStatelessServerTransport {

    private static final String CONNECTION = "mnemograph.mcp.connection";

    private volatile McpStatelessServerHandler handler;

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        this.handler = handler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /**
     * The answer to {@code request}, made for {@code connection}; a request the SDK refuses as it reads it (params
     * that are not the method's, {@link CheckedParams}) is answered with that JSON-RPC error.
     */
    McpSchema.JSONRPCResponse answer(McpConnection connection, McpSchema.JSONRPCRequest request) {
        McpTransportContext context = context(connection);
        return Mono.defer(() -> handler.handleRequest(context, request))
                .onErrorResume(
                        McpError.class,
                        refused -> Mono.just(new McpSchema.JSONRPCResponse(
                                McpSchema.JSONRPC_VERSION,
                                request.id(),
                                null,
                                refused.getJsonRpcError() != null
                                        ? refused.getJsonRpcError()
                                        : new McpSchema.JSONRPCResponse.JSONRPCError(
                                                McpSchema.ErrorCodes.INTERNAL_ERROR, "the request failed", null))))
                .contextWrite(reactor -> reactor.put(McpTransportContext.KEY, context))
                .block();
    }

    /** Handles {@code notification}, which has no answer. */
    void accept(McpConnection connection, McpSchema.JSONRPCNotification notification) {
        McpTransportContext context = context(connection);
        handler.handleNotification(context, notification)
                .contextWrite(reactor -> reactor.put(McpTransportContext.KEY, context))
                .block();
    }

    /** The connection a tool call of this transport runs for. */
    static McpConnection connection(McpTransportContext context) {
        return Optional.ofNullable((McpConnection) context.get(CONNECTION))
                .orElseThrow(() -> new IllegalStateException("an MCP call without its connection"));
    }

    private static McpTransportContext context(McpConnection connection) {
        return McpTransportContext.create(Map.of(CONNECTION, connection));
    }
}
