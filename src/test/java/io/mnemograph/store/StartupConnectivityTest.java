package io.mnemograph.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.config.ConfigurationError;
import io.mnemograph.testing.EmbeddedNeo4jExtension;
import io.mnemograph.testing.SharedNeo4j;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * Start-up waits for a database that takes longer than the pool's acquisition limit to answer (as the embedded Neo4j
 * on a loaded machine did, stopping start-up after 5 s), and past its deadline fails with one message naming
 * {@code mnemograph.startup.database-seconds}. The slow database is the shared Neo4j behind a proxy that accepts
 * connections at once but forwards nothing until it is opened: the first attempts time out as the report's did.
 */
@ExtendWith(EmbeddedNeo4jExtension.class)
class StartupConnectivityTest {

    /** A driver to {@code port} whose attempts give up after one second, as the 5 s limit did under load. */
    private static Driver driver(int port) {
        return GraphDatabase.driver(
                "bolt://127.0.0.1:" + port,
                AuthTokens.none(),
                Config.builder()
                        .withConnectionTimeout(1, TimeUnit.SECONDS)
                        .withConnectionAcquisitionTimeout(1, TimeUnit.SECONDS)
                        .build());
    }

    @Test
    void await_databaseAnsweringOnlyAfterSeveralAttempts_returnsOnceItAnswers() throws Exception {
        try (SilentProxy proxy = new SilentProxy(
                        URI.create(SharedNeo4j.server().boltUri()).getPort());
                Driver driver = driver(proxy.port())) {
            Thread opener = Thread.ofPlatform().start(() -> {
                proxy.awaitConnections(3);
                proxy.open();
            });

            StartupConnectivity.await(driver, "bolt://127.0.0.1:" + proxy.port(), Duration.ofSeconds(600));

            opener.join();
            assertThat(proxy.connections()).as("attempts before it answered").isGreaterThanOrEqualTo(3);
            driver.verifyConnectivity();
        }
    }

    @Test
    void await_databaseNeverAnswering_failsPastTheDeadline_namingTheSetting() throws Exception {
        try (SilentProxy proxy = new SilentProxy(
                        URI.create(SharedNeo4j.server().boltUri()).getPort());
                Driver driver = driver(proxy.port())) {
            assertThatThrownBy(() -> StartupConnectivity.await(
                            driver, "bolt://127.0.0.1:" + proxy.port(), Duration.ofSeconds(3)))
                    .isInstanceOf(ConfigurationError.class)
                    .hasMessageContaining("mnemograph.startup.database-seconds=3 s")
                    .hasMessageContaining("raise mnemograph.startup.database-seconds")
                    .hasMessageNotContaining("\n");
            assertThat(proxy.connections()).as("it retried").isGreaterThan(1);
        }
    }

    /**
     * Accepts connections on a free loopback port and holds them silent until {@link #open()}, then forwards each
     * connection accepted after that to {@code target}.
     */
    private static final class SilentProxy implements AutoCloseable {

        private final ServerSocket socket = new ServerSocket();
        private final int target;
        private final CountDownLatch opened = new CountDownLatch(1);
        private final Object count = new Object();
        private int connections;

        SilentProxy(int target) throws IOException {
            this.target = target;
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            Thread.ofPlatform().daemon().start(this::accept);
        }

        int port() {
            return socket.getLocalPort();
        }

        int connections() {
            synchronized (count) {
                return connections;
            }
        }

        void awaitConnections(int atLeast) {
            synchronized (count) {
                while (connections < atLeast) {
                    try {
                        count.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        }

        void open() {
            opened.countDown();
        }

        private void accept() {
            while (!socket.isClosed()) {
                try {
                    Socket client = socket.accept();
                    synchronized (count) {
                        connections++;
                        count.notifyAll();
                    }
                    if (opened.getCount() == 0) {
                        Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                        Thread.ofPlatform().daemon().start(() -> copy(client, server));
                        Thread.ofPlatform().daemon().start(() -> copy(server, client));
                    }
                } catch (IOException e) {
                    return;
                }
            }
        }

        private static void copy(Socket from, Socket to) {
            try (InputStream in = from.getInputStream();
                    OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // the other side closed
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
