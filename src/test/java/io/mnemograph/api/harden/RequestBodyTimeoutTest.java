package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A request that sends half its body, or trickles it, is answered 408 naming {@code body} once
 * {@code mnemograph.timeouts.request-body-seconds} passed, and its connection is closed (issue 33, finding 8);
 * nothing of it is written.
 */
@MnemographTest
@Property(name = "mnemograph.timeouts.request-body-seconds", value = "2")
class RequestBodyTimeoutTest {

    @Inject
    EmbeddedServer server;

    private static long memories() {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory {namespace: 'slow'}) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    /** Sends a head announcing {@code length} bytes and {@code part} of them, then waits for the answer. */
    private String halfABody(int length, String part) throws Exception {
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout(120_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/memories HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                            + "Content-Length: " + length + "\r\n\r\n" + part)
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void remember_halfABodyThenSilence_answers408NamingBody_andClosesTheConnection() throws Exception {
        String answer = halfABody(200, "{\"namespace\": \"slow\", \"content\": \"half of");
        assertThat(answer).as(answer).startsWith("HTTP/1.1 408");
        assertThat(answer).contains("\"field\":\"body\"").contains("\"code\":\"request_timeout\"");
        assertThat(memories()).isZero();
    }

    @Test
    void remember_aWholeBody_isNotCutShort() throws Exception {
        String body = "{\"namespace\": \"slow\", \"content\": \"a whole body\"}";
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout(120_000);
            socket.getOutputStream()
                    .write(("POST /v1/memories HTTP/1.1\r\nHost: localhost\r\nContent-Type:"
                                    + " application/json\r\nConnection: close\r\nContent-Length: "
                                    + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body)
                            .getBytes(StandardCharsets.UTF_8));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).as(answer).startsWith("HTTP/1.1 201");
        }
    }
}
