package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.api.security.KeyFile;
import io.mnemograph.testing.CliRun;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mnemograph keys create} beside a running service (a child process): a data directory the service holds is
 * changed only when {@code --running-instance} names it, and the service says the new file takes effect at its next
 * start. A long proof; {@link KeysCommandTest} has the rest of the command.
 */
class KeysCommandIT {

    @TempDir
    Path dir;

    @Test
    void create_whileAServiceHoldsTheDataDirectory_refusesUntilRunningInstanceNamesIt() throws Exception {
        Path data = dir.resolve("live");
        Path file = data.resolve("api-keys");
        try (ServiceProcess service = ServiceProcess.embedded(data)) {
            System.setProperty("mnemograph.embedded.data-dir", data.toString());
            try {
                CliRun refused = CliRun.of("keys", "create", "--namespace", "alice", "--role", "write");
                assertThat(refused.exitCode()).isEqualTo(1);
                assertThat(refused.err())
                        .contains("a running service holds " + data)
                        .contains("--running-instance " + data);
                assertThat(file).doesNotExist();

                CliRun wrongDirectory = CliRun.of(
                        "keys",
                        "create",
                        "--namespace",
                        "alice",
                        "--role",
                        "write",
                        "--running-instance",
                        dir.toString());
                assertThat(wrongDirectory.exitCode()).isEqualTo(2);
                assertThat(file).doesNotExist();

                CliRun acknowledged = CliRun.of(
                        "keys",
                        "create",
                        "--namespace",
                        "alice",
                        "--role",
                        "write",
                        "--running-instance",
                        data.toString());
                assertThat(acknowledged.exitCode()).as(acknowledged.err()).isZero();
                assertThat(KeyFile.read(file)).hasSize(1);
                String id = KeyFile.read(file).getFirst().id();
                assertThat(CliRun.of("keys", "revoke", "--id", id).exitCode()).isEqualTo(1);
                assertThat(KeyFile.read(file)).hasSize(1);
            } finally {
                System.clearProperty("mnemograph.embedded.data-dir");
            }
            awaitOutput(service, "appeared while the service runs without keys: it takes effect at the next start");
            JsonHttp.Reply anonymous = new JsonHttp(service.api()).get("/v1/memories?namespace=alice");
            assertThat(anonymous.status()).isEqualTo(200);
        }
    }

    /** Waits, with a generous bound, until the service's output contains {@code text}. */
    private static void awaitOutput(ServiceProcess service, String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        JsonHttp http = new JsonHttp(service.api());
        while (!service.output().contains(text)) {
            assertThat(System.nanoTime())
                    .as("the service logs \"%s\"; its output:%n%s", text, service.output())
                    .isLessThan(deadline);
            try {
                http.get("/v1/memories?namespace=alice");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            Thread.sleep(200);
        }
    }
}
