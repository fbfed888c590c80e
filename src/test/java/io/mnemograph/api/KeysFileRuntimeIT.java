package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The keys file edited under a running service bound to every interface (SECURITY.md, "The keys file at run time"):
 * moved away, emptied, corrupted, turned into something unreadable, a key revoked next to a garbage line. A prober
 * asks for another namespace's memories all along, without a key, with an unknown key and with a key of another
 * namespace (and, once its revocation is seen, with the revoked key): none of them is ever answered with data. Each
 * step waits until the service shows it read the file (the answer a valid key gets changes), with a generous bound.
 */
class KeysFileRuntimeIT {

    private static final String SECRET = "The vault code of ns-a is 7421";
    private static final String UNKNOWN = "mg_not_a_key_0000000000000000000000000000000";
    private static final long AWAIT_MINUTES = 3;

    @TempDir
    Path dataDir;

    /** One raw HTTP/1.1 exchange (raw, so that {@code Host} can name a foreign site): status and body. */
    private record Reply(int status, String text) {}

    private static Reply get(URI api, String path, String key) throws IOException {
        try (Socket socket = new Socket(api.getHost(), api.getPort())) {
            socket.setSoTimeout((int) TimeUnit.MINUTES.toMillis(2));
            String request = "GET " + path + " HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n"
                    + (key == null ? "" : "Authorization: Bearer " + key + "\r\n") + "\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new Reply(Integer.parseInt(text.substring(9, 12)), text);
        }
    }

    private static Reply post(URI api, String key, String body) throws IOException {
        try (Socket socket = new Socket(api.getHost(), api.getPort())) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            String head = "POST /v1/memories HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer "
                    + key + "\r\nContent-Type: application/json\r\nContent-Length: " + bytes.length + "\r\n\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            String text = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Reply(Integer.parseInt(text.substring(9, 12)), text);
        }
    }

    /** Asks for {@code path} as {@code key} until the reply passes {@code until}; fails after the bound. */
    private static Reply await(
            URI api, String path, String key, Predicate<Reply> until, String what, ServiceProcess service)
            throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(AWAIT_MINUTES);
        while (true) {
            Reply reply = get(api, path, key);
            if (until.test(reply)) {
                return reply;
            }
            assertThat(System.nanoTime())
                    .as("%s; last reply %s; service output:%n%s", what, reply.text(), service.output())
                    .isLessThan(deadline);
            Thread.sleep(100);
        }
    }

    private static Predicate<Reply> status(int status) {
        return reply -> reply.status() == status;
    }

    private static String without(String content, String id) {
        return content.lines()
                .filter(line -> !line.startsWith(id + "\t"))
                .map(line -> line + "\n")
                .collect(Collectors.joining());
    }

    @Test
    void keysFile_movedEmptiedCorruptedOrUnreadable_neverLetsARequestReadWhatItMayNot() throws Exception {
        Path keys = dataDir.resolve("api-keys");
        String tokenA = KeyFile.create(keys, Set.of("ns-a"), Role.WRITE, Instant.now());
        String tokenB = KeyFile.create(keys, Set.of("ns-b"), Role.WRITE, Instant.now());
        String idA = KeyFile.read(keys).getFirst().id();
        String valid = Files.readString(keys);
        String listA = "/v1/memories?namespace=ns-a";
        String listB = "/v1/memories?namespace=ns-b";
        try (ServiceProcess service = ServiceProcess.embedded(dataDir, "-Dmicronaut.server.host=0.0.0.0")) {
            URI api = URI.create("http://127.0.0.1:" + service.api().getPort());
            assertThat(post(api, tokenA, "{\"namespace\": \"ns-a\", \"content\": \"" + SECRET + "\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(post(api, tokenB, "{\"namespace\": \"ns-b\", \"content\": \"Bob likes tea.\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(get(api, listA, tokenA).text()).contains(SECRET);

            Queue<String> leaks = new ConcurrentLinkedQueue<>();
            AtomicBoolean revoked = new AtomicBoolean();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicInteger probes = new AtomicInteger();
            Thread prober = Thread.ofPlatform().start(() -> {
                while (!stop.get()) {
                    try {
                        List<String> callers = revoked.get()
                                ? List.of("none", UNKNOWN, tokenB, tokenA)
                                : List.of("none", UNKNOWN, tokenB);
                        for (String caller : callers) {
                            Reply reply = get(api, listA, caller.equals("none") ? null : caller);
                            probes.incrementAndGet();
                            if (reply.status() < 400 || reply.text().contains(SECRET)) {
                                leaks.add((caller.equals(tokenA)
                                                ? "revoked key A"
                                                : caller.equals(tokenB) ? "key B" : caller)
                                        + ": " + reply.text());
                            }
                        }
                    } catch (IOException e) {
                        leaks.add("probe failed: " + e);
                    }
                }
            });

            Path aside = dataDir.resolve("api-keys.aside");
            Files.move(keys, aside);
            Reply missing = await(api, listA, tokenA, status(503), "the moved-away file is seen", service);
            assertThat(missing.text())
                    .contains("\"code\":\"keys_unavailable\"", "Retry-After: 5")
                    .doesNotContain(SECRET, keys.toString());
            assertThat(get(api, listA, null).status()).isEqualTo(503);
            Files.move(aside, keys);
            await(api, listA, tokenA, reply -> reply.text().contains(SECRET), "the restored file is seen", service);

            Files.writeString(keys, "");
            await(api, listA, tokenA, status(401), "the emptied file is seen", service);
            assertThat(get(api, listB, tokenB).status()).isEqualTo(401);
            Files.writeString(keys, valid);
            await(api, listA, tokenA, reply -> reply.text().contains(SECRET), "the refilled file is seen", service);

            Files.writeString(keys, without(valid, idA) + "garbage line\n");
            await(api, listA, tokenA, status(503), "the garbage line is seen", service);
            revoked.set(true);
            Files.writeString(keys, without(valid, idA));
            await(api, listB, tokenB, status(200), "the repaired file is seen", service);
            assertThat(get(api, listA, tokenA).status()).isEqualTo(401);
            Files.writeString(keys, without(valid, idA) + "garbage line\n");
            await(api, listB, tokenB, status(503), "the second garbage line is seen", service);
            Files.writeString(keys, without(valid, idA));
            await(api, listB, tokenB, status(200), "the file repaired again is seen", service);

            Files.delete(keys);
            Files.createDirectory(keys);
            await(api, listB, tokenB, status(503), "the unreadable file is seen", service);
            Files.delete(keys);
            Files.writeString(keys, without(valid, idA));
            await(api, listB, tokenB, status(200), "the readable file is seen", service);
            assertThat(get(api, listA, tokenA).status()).isEqualTo(401);

            stop.set(true);
            prober.join(TimeUnit.MINUTES.toMillis(3));
            assertThat(leaks).as("answers with data a caller may not get").isEmpty();
            assertThat(probes.get()).isGreaterThan(20);
            String output = service.output();
            assertThat(output)
                    .contains("ERROR")
                    .contains(keys + " is missing")
                    .contains(keys + " line 2")
                    .contains("API keys changed: 0 keys")
                    .doesNotContain(tokenA, tokenB);
        }
    }
}
