package io.mnemograph.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * HTTP/1.1 over a plain socket, one request per connection, the request target sent byte for byte as given: the
 * clients of the JDK and Micronaut tidy paths ({@code //}, {@code /./}) before they send them.
 */
public final class RawHttp {

    private final int port;
    private final String host;

    public RawHttp(int port) {
        this(port, "127.0.0.1");
    }

    /** Sends {@code Host: host} with every request. */
    public RawHttp(int port, String host) {
        this.port = port;
        this.host = host;
    }

    /** Status and the whole text after the headers (chunk sizes included when the answer is chunked). */
    public record Answer(int status, String body) {}

    /** Sends {@code method target} with the {@code Host}, an optional bearer token and an optional JSON body. */
    public Answer send(String method, String target, String token, String jsonBody) {
        byte[] body = jsonBody == null ? new byte[0] : jsonBody.getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder(method)
                .append(' ')
                .append(target)
                .append(" HTTP/1.1\r\n")
                .append("Host: ")
                .append(host)
                .append("\r\nConnection: close\r\n");
        if (token != null) {
            head.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        if (jsonBody != null) {
            head.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(body.length)
                    .append("\r\n");
        }
        head.append("\r\n");
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(300_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            socket.getInputStream().transferTo(received);
            String text = received.toString(StandardCharsets.UTF_8);
            int headEnd = text.indexOf("\r\n\r\n");
            return new Answer(Integer.parseInt(text.substring(9, 12)), headEnd < 0 ? "" : text.substring(headEnd + 4));
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + target, e);
        }
    }
}
