package io.mnemograph.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stand-in for an OpenAI-compatible embedding server on loopback ({@code POST /v1/embeddings}) that counts its
 * calls: it answers each input with a vector of its dimension ({@link #DIMENSION} unless told) drawn from a random
 * generator seeded with the text and the requested model's name, so the same text always gets the same vector and two
 * texts (or two models) other ones; or, when made {@link #hanging()}, it never answers (until closed or
 * {@link #answerAgain() answering again}, when it drops the calls it held), as a provider that accepts connections and
 * then stalls.
 */
public final class StubEmbeddingServer implements AutoCloseable {

    /** The dimension of its vectors unless told: MiniLM's, so the shared database's vector index accepts them. */
    public static final int DIMENSION = 384;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final AtomicInteger calls = new AtomicInteger();
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean hanging;
    private final int dimension;

    private StubEmbeddingServer(boolean hanging, int dimension) {
        this.hanging = hanging;
        this.dimension = dimension;
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
            byte[] answer = answer(JSON.readTree(body)).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    /** A server that answers every call with vectors of {@link #DIMENSION} entries. */
    public static StubEmbeddingServer answering() {
        return answering(DIMENSION);
    }

    /** A server that answers every call with vectors of {@code dimension} entries. */
    public static StubEmbeddingServer answering(int dimension) {
        return new StubEmbeddingServer(false, dimension);
    }

    /** A server that takes every call and never answers it. */
    public static StubEmbeddingServer hanging() {
        return new StubEmbeddingServer(true, DIMENSION);
    }

    /** The base URL to configure as {@code mnemograph.embedding.base-url}. */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /** Calls received so far. */
    public int calls() {
        return calls.get();
    }

    /** The answer to a request {@code {"model": ..., "input": [texts]}}: one vector per text, in order. */
    private String answer(JsonNode request) {
        String model = request.path("model").asText();
        StringBuilder out = new StringBuilder("{\"data\": [");
        int index = 0;
        for (JsonNode input : request.path("input")) {
            Random draw = new Random((model + "\n" + input.asText()).hashCode());
            out.append(index == 0 ? "" : ",")
                    .append("{\"index\": ")
                    .append(index++)
                    .append(", \"embedding\": [");
            for (int i = 0; i < dimension; i++) {
                out.append(i == 0 ? "" : ",").append(draw.nextGaussian());
            }
            out.append("]}");
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
