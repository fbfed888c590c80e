package io.mnemograph.cli;

import io.mnemograph.api.mcp.McpConnection;
import io.mnemograph.api.mcp.McpProtocol;
import io.mnemograph.api.mcp.McpStartingMessages;
import io.mnemograph.config.StartupSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * MCP over stdio: one JSON-RPC message per line in, one per line out. The handshake ({@code initialize},
 * {@code ping}, {@code server/discover}) is answered at once; what else needs no database ({@code tools/list} from
 * the settings' tool catalogue, {@code prompts/list}, {@code resources/list}) as soon as the settings are read, while
 * the service is still starting; a tool call waits for the
 * service up to {@code mnemograph.startup.tool-call-wait-seconds} (50 s: under the 60 s default request timeout of SDK
 * clients), then answers a retryable error. Each request runs on its own
 * thread, so a long call does not hold up the others. When the client closes stdin, the calls still running get
 * {@link #GRACE} to finish; what is left then is abandoned, and the caller closes the service.
 */
final class McpStdioLoop {

    /** How long the calls running when stdin closes may take to finish. */
    static final Duration GRACE = Duration.ofSeconds(30);

    /** The service once started: the connection and the protocol with its tools. */
    record Ready(McpConnection connection, McpProtocol protocol) {}

    /**
     * What the settings say before the service starts: the protocol answering from the tool catalogue
     * ({@link McpProtocol#starting}), and how long a tool call waits for the service.
     */
    record Described(McpProtocol starting, Duration waitForStart) {}

    /** How long a request that needs the settings waits for them (read in well under a second on a quiet machine). */
    static final Duration WAIT_FOR_SETTINGS = Duration.ofSeconds(StartupSettings.DEFAULT_TOOL_CALL_WAIT_SECONDS);

    private static final McpProtocol HANDSHAKE = McpProtocol.starting(List.of());

    private final BufferedReader in;
    private final PrintStream out;
    private final CompletableFuture<Described> described;
    private final CompletableFuture<Ready> ready;
    private final ExecutorService calls = Executors.newThreadPerTaskExecutor(
            Thread.ofPlatform().daemon().name("mcp-stdio-", 0).factory());

    /**
     * A loop answering the handshake at once, what needs no database once {@code described} completes, and
     * everything with the started service once {@code ready} completes.
     */
    McpStdioLoop(
            InputStream in, PrintStream out, CompletableFuture<Described> described, CompletableFuture<Ready> ready) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.described = described;
        this.ready = ready;
    }

    /**
     * Answers every message until stdin ends, then waits up to {@link #GRACE} for the calls still running; returns
     * how many were abandoned.
     */
    int run() throws InterruptedException {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    String message = line;
                    calls.execute(() -> answer(message));
                }
            }
        } catch (IOException e) {
            System.err.println("mnemograph mcp: stdin failed (" + e.getMessage() + "); stopping");
        }
        calls.shutdown();
        if (calls.awaitTermination(GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
            return 0;
        }
        return calls.shutdownNow().size() + 1;
    }

    private void answer(String message) {
        McpProtocol.Reply reply;
        Ready started = ready.getNow(null);
        if (started != null) {
            reply = started.protocol().answer(started.connection(), message, null);
        } else if (McpStartingMessages.answersBeforeSettings(message)) {
            reply = HANDSHAKE.answer(null, message, null);
        } else {
            Described settings = await(described, WAIT_FOR_SETTINGS);
            if (settings == null) {
                reply = McpProtocol.stillStarting(message);
            } else if (McpStartingMessages.answersWhileStarting(message) && !ready.isDone()) {
                reply = settings.starting().answer(null, message, null);
            } else {
                started = await(ready, settings.waitForStart());
                reply = started == null
                        ? settings.starting().answer(null, message, null)
                        : started.protocol().answer(started.connection(), message, null);
            }
        }
        if (reply.body() != null) {
            write(reply.body());
        }
    }

    /** The value of {@code future} once it completes within {@code wait}; null if it fails or takes longer. */
    private static <T> T await(CompletableFuture<T> future, Duration wait) {
        try {
            return future.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private synchronized void write(String message) {
        out.print(message);
        out.print('\n');
        out.flush();
    }
}
