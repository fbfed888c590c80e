package io.mnemograph.api.mcp;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.Status;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.Forbidden;
import io.mnemograph.api.security.Caller;
import io.mnemograph.model.Namespaces;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.nio.charset.StandardCharsets;

/**
 * {@code /mcp}: the MCP server over streamable HTTP, stateless (every POST is one JSON-RPC message answered in JSON;
 * no session, no server-sent stream, so GET and DELETE answer 405). The key is checked by the authentication filter
 * like every API route; the connection's namespace is the {@code namespace} query parameter of the URL or the
 * {@value #NAMESPACE_HEADER} header, checked here against the key (403), and by each tool with its role.
 */
@ApiErrors
@Tag(name = "mcp")
@Controller("/mcp")
@ExecuteOn(TaskExecutors.BLOCKING)
public class McpController {

    /** The header that may carry the connection's namespace, for clients that configure headers but not the URL. */
    public static final String NAMESPACE_HEADER = "Mnemograph-Namespace";

    private final McpProtocol protocol;

    public McpController(McpProtocol protocol) {
        this.protocol = protocol;
    }

    @io.swagger.v3.oas.annotations.Operation(
            operationId = "mcpMessage",
            summary = "MCP over streamable HTTP: one JSON-RPC message",
            description = "initialize, server/discover, tools/list, tools/call (docs/agents.md); answers JSON-RPC")
    @ApiResponse(
            responseCode = "200",
            description = "the JSON-RPC response to a request",
            content =
                    @io.swagger.v3.oas.annotations.media.Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @io.swagger.v3.oas.annotations.media.Schema(type = "object")))
    @ApiResponse(responseCode = "202", description = "a notification, accepted")
    @ApiResponse(
            responseCode = "400",
            description = "not a JSON-RPC request or notification: a JSON-RPC error",
            content =
                    @io.swagger.v3.oas.annotations.media.Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @io.swagger.v3.oas.annotations.media.Schema(type = "object")))
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<String> message(
            @io.swagger.v3.oas.annotations.Parameter(hidden = true) HttpRequest<?> request,
            @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            content =
                                    @io.swagger.v3.oas.annotations.media.Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema =
                                                    @io.swagger.v3.oas.annotations.media.Schema(
                                                            implementation = Object.class,
                                                            description = "a"
                                                                    + " JSON-RPC 2.0 message of the Model Context"
                                                                    + " Protocol")))
                    @Body
                    byte[] body,
            @Nullable @QueryValue String namespace,
            @Nullable @Header(NAMESPACE_HEADER) String namespaceHeader) {
        McpConnection connection = connection(request, namespace != null ? namespace : namespaceHeader);
        McpProtocol.Reply reply = protocol.answer(
                connection,
                new String(body, StandardCharsets.UTF_8),
                name -> request.getHeaders().get(name));
        if (reply.body() == null) {
            return HttpResponse.accepted();
        }
        return HttpResponse.<String>status(HttpStatus.valueOf(reply.status()))
                .body(reply.body())
                .contentType(MediaType.APPLICATION_JSON_TYPE);
    }

    /**
     * No server-sent stream: this server answers every request in the POST's response. 405, whatever the client
     * accepts (an SDK client asks for {@code text/event-stream} and reads 405 as "no stream"). Not in the API
     * document, like any other method a path does not serve: it is the MCP transport's way of saying "no stream".
     */
    @Hidden
    @Status(HttpStatus.METHOD_NOT_ALLOWED)
    @Get(produces = {MediaType.TEXT_EVENT_STREAM, MediaType.APPLICATION_JSON, MediaType.ALL})
    public HttpResponse<Void> stream() {
        return HttpResponse.<Void>status(HttpStatus.METHOD_NOT_ALLOWED).header("Allow", "POST");
    }

    /** No session to end: 405, not in the API document (see {@link #stream()}). */
    @Hidden
    @Status(HttpStatus.METHOD_NOT_ALLOWED)
    @Delete
    public HttpResponse<Void> endSession() {
        return HttpResponse.<Void>status(HttpStatus.METHOD_NOT_ALLOWED).header("Allow", "POST");
    }

    private static McpConnection connection(HttpRequest<?> request, @Nullable String namespace) {
        Caller caller = request.getAttribute(Caller.ATTRIBUTE, Caller.class)
                .orElseThrow(() -> new IllegalStateException("no authenticated caller on " + request.getPath()));
        if (namespace != null && !caller.allows(Namespaces.require(namespace))) {
            throw new Forbidden("namespace", "this API key may not use namespace " + namespace);
        }
        return new McpConnection(caller, namespace);
    }
}
