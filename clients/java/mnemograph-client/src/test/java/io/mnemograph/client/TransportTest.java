package io.mnemograph.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Retries of 429 and 503 after Retry-After, and the API key, against a local stub that answers a scripted sequence
 * (the real service answers 429 and 503 only under load, which a test cannot order on demand, and the service the
 * tests share runs without keys).
 */
class TransportTest {

    private static final String OVERLOADED =
            "{\"error\": {\"code\": \"overloaded\", \"message\": \"too many recalls at once\", \"field\": null}}";
    private static final String RECALLED = "{\"namespace\": \"default\", \"results\": []}";

    private final Deque<int[]> script = new ArrayDeque<>();
    private final List<Long> arrivals = new ArrayList<>();
    private final List<String> authorizations = new ArrayList<>();
    private HttpServer stub;

    @AfterEach
    void stop() {
        if (stub != null) {
            stub.stop(0);
        }
    }

    /** A stub whose answers are {status, retryAfterSeconds (-1: none)}, in order. */
    private MnemographClient clientOfStub(int maxRetries, Duration maxWait, int[]... answers) throws IOException {
        return clientOfStub(null, maxRetries, maxWait, answers);
    }

    private MnemographClient clientOfStub(String key, int maxRetries, Duration maxWait, int[]... answers)
            throws IOException {
        script.addAll(List.of(answers));
        stub = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        stub.createContext("/", exchange -> {
            arrivals.add(System.nanoTime());
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            int[] answer = script.isEmpty() ? new int[] {200, -1} : script.poll();
            if (answer[1] >= 0) {
                exchange.getResponseHeaders().add("Retry-After", Integer.toString(answer[1]));
            }
            byte[] body = (answer[0] == 200 ? RECALLED : OVERLOADED).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(answer[0], body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        stub.start();
        return MnemographClient.builder("http://127.0.0.1:" + stub.getAddress().getPort())
                .apiKey(key).maxRetries(maxRetries).maxRetryWait(maxWait).build();
    }

    @Test
    void recall_503ThenOk_retriesAfterRetryAfterAndAnswers() throws IOException {
        MnemographClient client = clientOfStub(3, Duration.ofSeconds(30), new int[] {503, 1}, new int[] {429, 0});

        assertTrue(client.recall("anything").isEmpty());

        assertEquals(3, arrivals.size());
        long waitedNanos = arrivals.get(1) - arrivals.get(0);
        assertTrue(waitedNanos >= Duration.ofMillis(950).toNanos(), "waited only " + waitedNanos + " ns");
    }

    @Test
    void recall_503MoreTimesThanRetries_throwsUnavailableWithTheServiceCode() throws IOException {
        MnemographClient client = clientOfStub(2, Duration.ofSeconds(30),
                new int[] {503, 0}, new int[] {503, 0}, new int[] {503, 0}, new int[] {503, 0});

        UnavailableException refused = assertThrows(UnavailableException.class, () -> client.recall("anything"));

        assertEquals(503, refused.status());
        assertEquals("overloaded", refused.code());
        assertEquals(3, arrivals.size());
    }

    @Test
    void recall_retryAfterLongerThanMaxWait_throwsAtOnce() throws IOException {
        MnemographClient client = clientOfStub(3, Duration.ofSeconds(5), new int[] {429, 60});

        UnavailableException refused = assertThrows(UnavailableException.class, () -> client.recall("anything"));

        assertEquals(429, refused.status());
        assertEquals(1, arrivals.size());
    }

    @Test
    void recall_badRequest_isNotRetried() throws IOException {
        MnemographClient client = clientOfStub(3, Duration.ofSeconds(5), new int[] {400, 0});

        assertThrows(InvalidRequestException.class, () -> client.recall("anything"));

        assertEquals(1, arrivals.size());
    }

    @Test
    void apiKey_isSentAsBearerToken_andA401IsAccessDenied() throws IOException {
        MnemographClient client = clientOfStub("mg_test_key", 3, Duration.ofSeconds(5), new int[] {401, -1});

        AccessDeniedException refused = assertThrows(AccessDeniedException.class, () -> client.recall("anything"));

        assertEquals(401, refused.status());
        assertEquals(List.of("Bearer mg_test_key"), authorizations);
    }

    @Test
    void noApiKey_sendsNoAuthorization() throws IOException {
        MnemographClient client = clientOfStub(3, Duration.ofSeconds(5));

        client.recall("anything");

        assertEquals(Collections.singletonList(null), authorizations);
    }

    @Test
    void retryAfter_secondsOrHttpDate_isTheWait() {
        assertEquals(Duration.ofSeconds(7), Transport.retryAfter("7"));
        String inTenSeconds = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(10));
        Duration wait = Transport.retryAfter(inTenSeconds);
        assertTrue(wait.compareTo(Duration.ofSeconds(8)) > 0 && wait.compareTo(Duration.ofSeconds(11)) <= 0, wait.toString());
        assertEquals(Duration.ZERO, Transport.retryAfter("Thu, 01 Jan 1970 00:00:00 GMT"));
    }
}
