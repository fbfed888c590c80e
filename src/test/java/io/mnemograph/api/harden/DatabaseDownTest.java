package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.http.client.HttpClient;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.TcpProxy;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The database goes away under a running service (its Bolt connections are cut and refused): requests answer 503
 * {@code database_unavailable} after the configured connect and retry timeouts, not 500 after the driver's 30 s of
 * retries, and the body names no address.
 */
class DatabaseDownTest {

    @Test
    void requests_whileTheDatabaseIsUnreachable_answer503DatabaseUnavailable() throws Exception {
        int bolt = URI.create(SharedNeo4j.server().boltUri()).getPort();
        try (TcpProxy proxy = new TcpProxy(bolt);
                EmbeddedServer server = ApplicationContext.run(
                        EmbeddedServer.class,
                        Map.of(
                                "micronaut.server.port",
                                -1,
                                "mnemograph.neo4j.uri",
                                "bolt://127.0.0.1:" + proxy.port(),
                                "mnemograph.lifecycle.enabled",
                                false,
                                "mnemograph.timeouts.retry-seconds",
                                1,
                                "mnemograph.timeouts.connect-seconds",
                                2,
                                "micronaut.http.client.read-timeout",
                                "120s"),
                        "test");
                HttpClient http = server.getApplicationContext().createBean(HttpClient.class, server.getURL())) {
            ApiClient api = new ApiClient(http, server.getApplicationContext().getBean(JsonMapper.class));
            ApiClient.Reply stored = api.post("/v1/memories", "{\"content\": \"stored while the database is up\"}");
            assertThat(stored.status()).as(stored.text()).isEqualTo(201);

            proxy.cut();

            long started = System.nanoTime();
            ApiClient.Reply remember = api.post("/v1/memories", "{\"content\": \"the database is gone\"}");
            ApiClient.Reply read = api.get("/v1/memories/" + stored.string("id"));
            long elapsedMs = (System.nanoTime() - started) / 1_000_000;
            System.out.println(
                    "DatabaseDownTest: two requests against a cut database answered in " + elapsedMs + " ms");

            for (ApiClient.Reply reply : new ApiClient.Reply[] {remember, read}) {
                assertThat(reply.status()).as(reply.text()).isEqualTo(503);
                assertThat(reply.string("error", "code")).isEqualTo("database_unavailable");
                assertThat(reply.text())
                        .doesNotContain("127.0.0.1")
                        .doesNotContain(String.valueOf(proxy.port()))
                        .doesNotContain("bolt");
            }
        }
    }
}
