package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.AuthToken;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.SessionConfig;

/**
 * A local process racing the service's first start on its embedded Neo4j (issue 46 items 2 and 3,
 * docs/reliability.md "The first start's password" and "A neighbour's failed logins"): eight threads with the Neo4j
 * driver on the Bolt port the service will open, from before its start until after it is ready and has stored and
 * recalled, every 20 ms each. One attack tries to take the database with the default password ({@code ALTER CURRENT
 * USER SET PASSWORD FROM 'neo4j' TO ...}): it never logs in. The other sends wrong passwords for {@code neo4j}, which
 * by Neo4j's default lock that user for 5 s after three: the service starts and works all the same. Either way the
 * service starts again on the same directory under the same attack, with the password it generated.
 */
class FirstStartRaceIT {

    private static final int ATTACKERS = 8;
    private static final long PAUSE_MILLIS = 20;
    private static final String TAKEN = "attacker-owns-this-1";

    @TempDir
    Path tmp;

    @Test
    void defaultPasswordRace_neverLogsIn_andTheServiceStartsAndRestarts() throws Exception {
        Path data = tmp.resolve("data");
        int bolt = freePort();
        try (Attack attack = new Attack(
                bolt,
                AuthTokens.basic("neo4j", "neo4j"),
                "ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '" + TAKEN + "'")) {
            startUseAndStop(data, bolt);
            startUseAndStop(data, bolt);
            assertThat(attack.attempts()).as("the attack ran").isGreaterThan(ATTACKERS);
            assertThat(attack.successes())
                    .as("logins with the default password")
                    .isEmpty();
        }
    }

    @Test
    void wrongPasswordsDuringStart_neverLockTheServiceOut() throws Exception {
        Path data = tmp.resolve("data");
        int bolt = freePort();
        try (Attack attack = new Attack(bolt, AuthTokens.basic("neo4j", "wrong-password"), "RETURN 1")) {
            startUseAndStop(data, bolt);
            startUseAndStop(data, bolt);
            assertThat(attack.attempts()).as("the attack ran").isGreaterThan(ATTACKERS);
            assertThat(attack.successes()).as("logins with a wrong password").isEmpty();
        }
    }

    /** Starts the service on {@code data} with Bolt on {@code bolt}, stores and recalls while attacked, stops it. */
    private static void startUseAndStop(Path data, int bolt) throws Exception {
        try (ServiceProcess service = ServiceProcess.embedded(data, "-Dmnemograph.embedded.bolt-port=" + bolt)) {
            JsonHttp http = new JsonHttp(service.api());
            JsonHttp.Reply stored = http.post(
                    "/v1/memories", Map.of("namespace", "race", "content", "The race was lost by the attacker"));
            assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
            JsonHttp.Reply recall = http.post("/v1/recall", Map.of("namespace", "race", "query", "race"));
            assertThat(recall.status()).as("%s", recall.body()).isEqualTo(200);
            try (Driver own = service.driver(data)) {
                own.verifyConnectivity();
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Config quiet() {
        return Config.builder()
                .withLogging(Logging.none())
                .withConnectionTimeout(2, TimeUnit.SECONDS)
                .build();
    }

    /** {@link #ATTACKERS} threads running {@code statement} on the system database as {@code token}, until closed. */
    private static final class Attack implements AutoCloseable {

        private final AtomicBoolean running = new AtomicBoolean(true);
        private final AtomicInteger attempts = new AtomicInteger();
        private final List<String> successes = new CopyOnWriteArrayList<>();
        private final List<Thread> threads = new ArrayList<>();

        Attack(int bolt, AuthToken token, String statement) {
            for (int i = 0; i < ATTACKERS; i++) {
                Thread thread = new Thread(() -> attack(bolt, token, statement), "attacker-" + i);
                thread.setDaemon(true);
                thread.start();
                threads.add(thread);
            }
        }

        private void attack(int bolt, AuthToken token, String statement) {
            try (Driver driver = GraphDatabase.driver("bolt://127.0.0.1:" + bolt, token, quiet())) {
                while (running.get()) {
                    attempts.incrementAndGet();
                    try (var session = driver.session(SessionConfig.forDatabase("system"))) {
                        session.run(statement).consume();
                        successes.add(Thread.currentThread().getName() + " ran " + statement);
                    } catch (RuntimeException refused) {
                        // refused connection, wrong password or locked user: the attacker tries again
                    }
                    try {
                        Thread.sleep(PAUSE_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }

        int attempts() {
            return attempts.get();
        }

        List<String> successes() {
            return successes;
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            for (Thread thread : threads) {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            }
        }
    }
}
