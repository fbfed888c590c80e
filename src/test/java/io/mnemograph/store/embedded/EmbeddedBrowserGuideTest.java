package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.BrowserGuide;
import io.mnemograph.store.Neo4jConnection;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The running service's embedded Neo4j tells Browser to load mnemograph's style and guide after connecting, and allows
 * remote content from the service's host only: read back as Browser reads them, {@code CALL dbms.clientConfig()}.
 */
class EmbeddedBrowserGuideTest {

    @TempDir
    Path dataDir;

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void serviceEnvironment_embeddedNeo4j_servesThePostConnectCommandAndAllowList() throws IOException {
        int servicePort = freePort();
        Map<String, Object> settings = new HashMap<>(Map.of(
                "mnemograph.neo4j.uri",
                "",
                "mnemograph.embedded.data-dir",
                dataDir.toString(),
                "mnemograph.embedded.bolt-port",
                0,
                "mnemograph.embedded.http-port",
                0,
                "mnemograph.embedded.gds",
                false,
                "micronaut.server.host",
                "127.0.0.1",
                "micronaut.server.port",
                servicePort));
        Map<String, String> config = new HashMap<>();
        try (ApplicationContext context = ApplicationContext.builder()
                .environments("service")
                .properties(settings)
                .start()) {
            Neo4jConnection connection = context.getBean(Neo4jConnection.class);
            try (var session = connection.driver().session()) {
                session.run("CALL dbms.clientConfig()")
                        .forEachRemaining(row -> config.put(
                                row.get("name").asString(), row.get("value").asString()));
            }
        }

        String base = "http://127.0.0.1:" + servicePort;
        assertThat(config)
                .containsEntry(
                        "browser.post_connect_cmd",
                        "style " + base + BrowserGuide.STYLE + ";play " + base + BrowserGuide.GUIDE);
        assertThat(config).containsEntry("browser.remote_content_hostname_whitelist", "127.0.0.1");
    }
}
