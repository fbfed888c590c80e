package io.mnemograph.tools.cli;

import io.mnemograph.api.mcp.McpConnection;
import io.mnemograph.api.mcp.McpProtocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * MCP over stdio: one JSON-RPC message per line in, one per line out. What needs no database ({@code initialize},
 * {@code tools/list} from the settings' tool catalogue, {@code prompts/list}, {@code resources/list}, {@code ping},
 * {@code server/discover}) is answered at once, while the service is still starting; a tool call waits for the
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

    private final BufferedReader in;
    private final PrintStream out;
    private final CompletableFuture<Ready> ready;
    private final McpProtocol starting;
    private final Duration waitForStart;
    private final ExecutorService calls = Executors.newThreadPerTaskExecutor(
            Thread.ofPlatform().daemon().name("mcp-stdio-", 0).factory());

    /**
     * A loop answering with {@code starting} ({@link McpProtocol#starting}) until {@code ready} completes; a tool
     * call waits up to {@code waitForStart} for it.
     */
    McpStdioLoop(
            InputStream in,
            PrintStream out,
            McpProtocol starting,
            Duration waitForStart,
            CompletableFuture<Ready> ready) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.starting = starting;
        this.waitForStart = waitForStart;
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
        } else if (McpProtocol.answersWhileStarting(message)) {
            reply = starting.answer(null, message, null);
        } else {
            started = await();
            reply = started == null
                    ? starting.answer(null, message, null)
                    : started.protocol().answer(started.connection(), message, null);
        }
        if (reply.body() != null) {
            write(reply.body());
        }
    }

    private Ready await() {
        try {
            return ready.get(waitForStart.toMillis(), TimeUnit.MILLISECONDS);
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
