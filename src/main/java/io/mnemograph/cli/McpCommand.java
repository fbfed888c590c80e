package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.mnemograph.api.mcp.McpConnection;
import io.mnemograph.api.mcp.McpProtocol;
import io.mnemograph.api.mcp.ToolCalls;
import io.mnemograph.api.security.ApiKeys;
import io.mnemograph.api.security.Caller;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.SecuritySettings;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import io.mnemograph.store.Neo4jConnection;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code mnemograph mcp [--namespace NS]}: the MCP tools over stdio, for desktop clients that start a process. It
 * reads the settings, answers what needs no database at once (the handshake and {@code tools/list}, from the settings'
 * tool catalogue), and starts the service's context behind it: the embedded Neo4j on the data directory with a Bolt
 * port chosen freely and no Browser (its {@code application-mcp.yml}; settings given override it), or the configured
 * remote one; no HTTP server and no scheduled sweep. It speaks the protocol on stdout, sends every log line to
 * stderr, and stops when the client closes stdin.
 * When API keys are configured, the key comes from {@value #KEY_VARIABLE}; the connection acts in {@code --namespace}
 * (or the key's only namespace, else {@code default}) with the key's role.
 */
@Command(
        name = "mcp",
        mixinStandardHelpOptions = true,
        description = {
            "Serves the memory tools over MCP on stdio (stdout is the protocol, logs go to stderr).",
            "Settings as for the service (-Dkey=value before -jar, or environment variables); with API keys "
                    + "configured, the key is read from " + McpCommand.KEY_VARIABLE + "."
        })
public final class McpCommand implements Callable<Integer> {

    /**
     * The Micronaut environment of the stdio command: its {@code application-mcp.yml} turns the scheduled sweep, the
     * fixed Bolt port, Neo4j Browser and GDS off unless a setting says otherwise (as a system property or an
     * environment variable, such as {@code mnemograph.lifecycle.enabled=true}).
     */
    public static final String ENVIRONMENT = "mcp";

    /** The environment variable that carries the connection's API key. */
    public static final String KEY_VARIABLE = "MNEMOGRAPH_API_KEY";

    @Option(
            names = "--namespace",
            paramLabel = "NS",
            description = "The namespace every tool call acts in (default: the key's only namespace, else default).")
    private String namespace;

    @Override
    public Integer call() throws InterruptedException {
        PrintStream protocol = System.out;
        System.setOut(System.err);
        CompletableFuture<McpStdioLoop.Described> described = new CompletableFuture<>();
        CompletableFuture<ApplicationContext> context = new CompletableFuture<>();
        CompletableFuture<McpStdioLoop.Ready> ready = new CompletableFuture<>();
        Thread.ofPlatform().name("mcp-start").start(() -> start(described, context, ready));
        Thread loop = Thread.ofPlatform().daemon().name("mcp-stdin").start(() -> serve(protocol, described, ready));
        try {
            ready.join();
        } catch (CompletionException e) {
            System.err.println("mnemograph mcp: " + startupFailure(e.getCause()));
            // the context, if it starts after all, is closed when it does; nothing waits for it
            CompletableFuture<Void> unused = context.thenAccept(ApplicationContext::close);
            return 1;
        }
        loop.join();
        context.join().close();
        return 0;
    }

    /**
     * Reads the settings (the tool catalogue, the tool calls' wait) and starts the service's context behind the
     * handshake; the connection is checked once its keys are read.
     */
    private void start(
            CompletableFuture<McpStdioLoop.Described> described,
            CompletableFuture<ApplicationContext> context,
            CompletableFuture<McpStdioLoop.Ready> ready) {
        try {
            ApplicationContext service =
                    ApplicationContext.builder().environments(ENVIRONMENT).build();
            Environment settings = service.getEnvironment().start();
            described.complete(new McpStdioLoop.Described(
                    McpProtocol.starting(ToolCalls.catalog(ServiceSettings.limits(settings))),
                    ServiceSettings.toolCallWait(settings)));
            ApplicationContext started = service.start();
            context.complete(started);
            McpConnection connection = connection(started.getBean(ApiKeys.class), System.getenv(KEY_VARIABLE));
            ready.complete(new McpStdioLoop.Ready(connection, started.getBean(McpProtocol.class)));
            System.err.println("mnemograph MCP server on stdio, namespace "
                    + (connection.namespace() == null ? "(the key's only one, else default)" : connection.namespace())
                    + "; Neo4j " + started.getBean(Neo4jConnection.class).uri());
        } catch (RuntimeException e) {
            described.completeExceptionally(e);
            context.completeExceptionally(e);
            ready.completeExceptionally(e);
        }
    }

    /**
     * What went wrong at start-up, in one line: a refusal's own line (another embedding model than the database's),
     * the setting to change when the failure names one (such as the database's start-up deadline), else the
     * failure's own message.
     */
    private static String startupFailure(Throwable failure) {
        Optional<StartupRefusal> refusal = StartupRefusal.in(failure);
        if (refusal.isPresent()) {
            return refusal.get().getMessage();
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConfigurationError error) {
                return error.getMessage();
            }
        }
        return failure.getMessage();
    }

    /** Answers stdin until it closes, and the calls still running within the grace time. */
    private static void serve(
            PrintStream protocol,
            CompletableFuture<McpStdioLoop.Described> described,
            CompletableFuture<McpStdioLoop.Ready> ready) {
        try {
            int abandoned = new McpStdioLoop(System.in, protocol, described, ready).run();
            if (abandoned > 0) {
                System.err.println("mnemograph mcp: stdin closed; abandoned the calls still running after "
                        + McpStdioLoop.GRACE.toSeconds() + " s (a sweep lock they held is taken over at once)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
            caller = new Caller(keys.match(token.strip())
                    .orElseThrow(() -> new IllegalArgumentException(KEY_VARIABLE
                            + " is not a key of this service (keys file or " + SecuritySettings.PREFIX + ".api-key)")));
        }
        if (namespace != null) {
            try {
                Namespaces.require(namespace);
            } catch (InvalidNamespace e) {
                throw new IllegalArgumentException("--namespace " + e.getMessage());
            }
            if (!caller.allows(namespace)) {
                throw new IllegalArgumentException(
                        "the key of " + KEY_VARIABLE + " may not use namespace " + namespace);
            }
        }
        return new McpConnection(caller, namespace);
    }
}
