package io.mnemograph.testing;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for an OpenAI-compatible embedding server on loopback ({@code POST /v1/embeddings}) that counts its
 * calls: it answers each input with the same unit vector of {@link #DIMENSION} entries, or, when made
 * {@link #hanging()}, never answers (until closed or {@link #answerAgain() answering again}, when it drops the calls it
 * held), as a provider that accepts connections and then stalls.
 */
public final class StubEmbeddingServer implements AutoCloseable {

    /** The dimension of its vectors: MiniLM's, so the shared database's vector index accepts them. */
    public static final int DIMENSION = 384;

    private static final Pattern INPUT = Pattern.compile("\"input\"\\s*:\\s*\\[(.*)]", Pattern.DOTALL);

    private final HttpServer server;
    private final AtomicInteger calls = new AtomicInteger();
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean hanging;

    private StubEmbeddingServer(boolean hanging) {
        this.hanging = hanging;
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/v1/embeddings", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            calls.incrementAndGet();
            if (this.hanging) {
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close();
                return;
            }
            byte[] answer = answer(inputs(body)).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    /** A server that answers every call. */
    public static StubEmbeddingServer answering() {
        return new StubEmbeddingServer(false);
    }

    /** A server that takes every call and never answers it. */
    public static StubEmbeddingServer hanging() {
        return new StubEmbeddingServer(true);
    }

    /** The base URL to configure as {@code mnemograph.embedding.base-url}. */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /** Calls received so far. */
    public int calls() {
        return calls.get();
    }

    /** The number of strings in the request's {@code input} array (texts hold no quote in these tests). */
    private static int inputs(String body) {
        Matcher input = INPUT.matcher(body);
        if (!input.find()) {
            return 0;
        }
        int quotes = 0;
        for (char c : input.group(1).toCharArray()) {
            quotes += c == '"' ? 1 : 0;
        }
        return quotes / 2;
    }

    private static String answer(int count) {
        StringBuilder vector = new StringBuilder("[1");
        vector.append(",0".repeat(DIMENSION - 1)).append(']');
        StringBuilder out = new StringBuilder("{\"data\": [");
        for (int i = 0; i < count; i++) {
            out.append(i == 0 ? "" : ",")
                    .append("{\"index\": ")
                    .append(i)
                    .append(", \"embedding\": ")
                    .append(vector)
                    .append('}');
        }
        return out.append("]}").toString();
    }

    /** From now on answers every call; the calls it holds end without an answer (a dropped connection). */
    public void answerAgain() {
        hanging = false;
        released.countDown();
    }

    @Override
    public void close() {
        released.countDown();
        server.stop(0);
    }
}
