package io.mnemograph.tools.cli;

import io.micronaut.context.ApplicationContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import io.mnemograph.api.mcp.McpConnection;
import io.mnemograph.api.mcp.McpServers;
import io.mnemograph.api.mcp.ToolCalls;
import io.mnemograph.api.security.ApiKeys;
import io.mnemograph.api.security.Caller;
import io.mnemograph.config.SecuritySettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * {@code mnemograph mcp [--namespace NS]}: the MCP tools over stdio, for desktop clients that start a process. It
 * starts the service's context (the embedded Neo4j on the data directory, or the configured remote one; no HTTP
 * server), speaks the protocol on stdout and sends every log line to stderr, and stops when the client closes stdin.
 * When API keys are configured, the key comes from {@value #KEY_VARIABLE}; the connection acts in {@code --namespace}
 * (or the key's only namespace, else {@code default}) with the key's role.
 */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = {"Serves the memory tools over MCP on stdio (stdout is the protocol, logs go to stderr).",
            "Settings as for the service (-Dkey=value before -jar, or environment variables); with API keys "
                    + "configured, the key is read from " + McpCommand.KEY_VARIABLE + "."})
public final class McpCommand implements Callable<Integer> {

    /** The environment variable that carries the connection's API key. */
    public static final String KEY_VARIABLE = "MNEMOGRAPH_API_KEY";

    @Option(names = "--namespace", paramLabel = "NS",
            description = "The namespace every tool call acts in (default: the key's only namespace, else default).")
    private String namespace;

    @Override
    public Integer call() throws InterruptedException {
        PrintStream protocol = System.out;
        System.setOut(System.err);
        try (ApplicationContext context = ApplicationContext.run()) {
            McpConnection connection;
            try {
                connection = connection(context.getBean(ApiKeys.class), System.getenv(KEY_VARIABLE));
            } catch (IllegalArgumentException e) {
                System.err.println("mnemograph mcp: " + e.getMessage());
                return 1;
            }
            CountDownLatch closed = new CountDownLatch(1);
            McpJsonMapper protocolJson = context.getBean(McpJsonMapper.class);
            McpSyncServer server = McpServers.stdioServer(
                    new StdioServerTransportProvider(protocolJson, new ClosingInput(System.in, closed), protocol),
                    context.getBean(ToolCalls.class), protocolJson, connection);
            System.err.println("mnemograph MCP server on stdio, namespace " + (connection.namespace() == null
                    ? "(the key's only one, else default)" : connection.namespace()));
            closed.await();
            server.closeGracefully();
            return 0;
        }
    }

    /** The connection of this process: the key of {@code token} when keys are configured, and the namespace. */
    private McpConnection connection(ApiKeys keys, String token) {
        Caller caller = Caller.ANONYMOUS;
        if (!keys.anonymous()) {
            if (token == null || token.isBlank()) {
                throw new IllegalArgumentException("API keys are configured: set " + KEY_VARIABLE
                        + " to a key (mnemograph keys create --namespace NS --role write)");
            }
            caller = new Caller(keys.match(token.strip()).orElseThrow(() -> new IllegalArgumentException(
                    KEY_VARIABLE + " is not a key of this service (keys file or " + SecuritySettings.PREFIX
                            + ".api-key)")));
        }
        if (namespace != null) {
            try {
                Namespaces.require(namespace);
            } catch (InvalidNamespace e) {
                throw new IllegalArgumentException("--namespace " + e.getMessage());
            }
            if (!caller.allows(namespace)) {
                throw new IllegalArgumentException("the key of " + KEY_VARIABLE + " may not use namespace "
                        + namespace);
            }
        }
        return new McpConnection(caller, namespace);
    }

    /** Standard input that says when the client closed it: the end of the connection. */
    private static final class ClosingInput extends FilterInputStream {

        private final CountDownLatch closed;

        ClosingInput(InputStream in, CountDownLatch closed) {
            super(in);
            this.closed = closed;
        }

        @Override
        public int read() throws IOException {
            return ended(super.read());
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            return ended(super.read(buffer, offset, length));
        }

        private int ended(int read) {
            if (read < 0) {
                closed.countDown();
            }
            return read;
        }
    }
}
