package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A sweep lock whose holder was a process of this host that has ended (a stdio MCP process its client stopped, a
 * killed service) is taken over at once, not after {@code lock-timeout}; a lock held by a live process, or by one
 * that cannot be checked (another host), answers 409 until it expires, and is taken over after.
 */
@MnemographTest
class SweepLockHolderTest extends ApiTest {

    private static final String HOST =
            ManagementFactory.getRuntimeMXBean().getName().split("@", 2)[1];

    private static void lock(String namespace, String holder) {
        lock(namespace, holder, Instant.now().plus(Duration.ofMinutes(10)));
    }

    private static void lock(String namespace, String holder, Instant expiresAt) {
        try (var session = SharedNeo4j.driver().session()) {
            session.run(
                    "MERGE (l:SweepLock {namespace: $ns}) SET l.owner = $holder, l.expires_at = datetime($until)",
                    Map.of("ns", namespace, "holder", holder, "until", expiresAt.toString()));
        }
    }

    private static boolean released(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (l:SweepLock {namespace: $ns}) RETURN l.owner AS owner", Map.of("ns", namespace))
                    .single()
                    .get("owner")
                    .isNull();
        }
    }

    @Test
    void consolidate_lockOfAnEndedProcessOfThisHost_isTakenOverAtOnce() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        assertThat(ended.waitFor(60, TimeUnit.SECONDS)).isTrue();
        lock("lock-gone", ended.pid() + "@" + HOST + "/8f0c6a5e-0000-4000-8000-000000000001");

        Reply swept = api.post("/v1/consolidate", "{\"namespace\": \"lock-gone\"}");

        assertThat(swept.status()).as(swept.text()).isEqualTo(200);
        assertThat(released("lock-gone"))
                .as("taken over, then released at the end")
                .isTrue();
    }

    @Test
    void consolidate_lockOfALiveProcess_answers409() {
        lock("lock-live", ProcessHandle.current().pid() + "@" + HOST + "/8f0c6a5e-0000-4000-8000-000000000002");
        assertThat(api.post("/v1/consolidate", "{\"namespace\": \"lock-live\"}").status())
                .isEqualTo(409);

        lock("lock-elsewhere", "1@another-host/8f0c6a5e-0000-4000-8000-000000000003");
        assertThat(api.post("/v1/consolidate", "{\"namespace\": \"lock-elsewhere\"}")
                        .status())
                .as("a holder on another host cannot be checked: it waits for the expiry")
                .isEqualTo(409);
    }

    @Test
    void consolidate_expiredLockOfAHolderThatCannotBeChecked_isTakenOver() {
        lock(
                "lock-expired",
                "1@another-host/8f0c6a5e-0000-4000-8000-000000000004",
                Instant.now().minusSeconds(1));

        Reply swept = api.post("/v1/consolidate", "{\"namespace\": \"lock-expired\"}");

        assertThat(swept.status()).as(swept.text()).isEqualTo(200);
        assertThat(released("lock-expired"))
                .as("taken over, then released at the end")
                .isTrue();
    }
}
