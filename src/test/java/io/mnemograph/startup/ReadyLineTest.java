package io.mnemograph.startup;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.SharedNeo4j;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** The "ready" line: logged at a level the shipped logback.xml shows, naming addresses that answer. */
class ReadyLineTest {

    @TempDir
    Path dataDir;

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger logger = (Logger) LoggerFactory.getLogger(ReadyLine.class);

    @BeforeEach
    void capture() {
        logged.start();
        logger.addAppender(logged);
    }

    @AfterEach
    void release() {
        logger.detachAppender(logged);
    }

    private List<String> readyLines() {
        return logged.list.stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(Level.INFO))
                .map(ILoggingEvent::getFormattedMessage)
                .filter(m -> m.startsWith("mnemograph ready: "))
                .toList();
    }

    private static int get(String url) throws Exception {
        return HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    private static String address(String line, String label) {
        Matcher m = Pattern.compile(label + " (\\S+?)(,|$)").matcher(line);
        assertThat(m.find()).as("%s in %s", label, line).isTrue();
        return m.group(1);
    }

    @Test
    void serverStartup_embedded_logsApiBrowserAndBoltThatAnswer() throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(
                EmbeddedServer.class,
                Map.of(
                        "mnemograph.neo4j.uri",
                        "",
                        "mnemograph.embedded.data-dir",
                        dataDir.toString(),
                        "mnemograph.embedded.bolt-port",
                        0,
                        "mnemograph.embedded.http-port",
                        0,
                        "mnemograph.lifecycle.enabled",
                        false,
                        "micronaut.server.port",
                        -1))) {
            Neo4jConnection neo4j = server.getApplicationContext().getBean(Neo4jConnection.class);

            assertThat(readyLines()).hasSize(1);
            String line = readyLines().get(0);
            assertThat(line)
                    .isEqualTo("mnemograph ready: API " + server.getURL() + ", MCP " + server.getURL()
                            + "/mcp, Neo4j Browser " + neo4j.browserUrl() + "?dbms="
                            + neo4j.uri().replace("bolt://", "bolt://neo4j@") + "&preselectAuthMethod=NATIVE, Bolt "
                            + neo4j.uri());
            assertThat(get(address(line, "API") + "/health")).isEqualTo(200);
            assertThat(get(address(line, "MCP")))
                    .as("the stateless MCP endpoint takes POST only")
                    .isEqualTo(405);
            assertThat(get(address(line, "Neo4j Browser"))).isEqualTo(200);
            assertThat(address(line, "Bolt")).startsWith("bolt://127.0.0.1:");
        }
    }

    @Test
    void browserLink_authOnOrOff_prefillsTheConnectionForm() {
        assertThat(ReadyLine.browserLink("http://127.0.0.1:7474/browser/", "bolt://127.0.0.1:7687", true))
                .isEqualTo("http://127.0.0.1:7474/browser/?dbms=bolt://neo4j@127.0.0.1:7687"
                        + "&preselectAuthMethod=NATIVE");
        assertThat(ReadyLine.browserLink("http://127.0.0.1:7474/browser/", "bolt://127.0.0.1:7687", false))
                .isEqualTo("http://127.0.0.1:7474/browser/?dbms=bolt://127.0.0.1:7687&preselectAuthMethod=NO_AUTH");
    }

    @Test
    void serverStartup_externalNeo4j_logsMcpAndTheNeo4jUri() {
        try (EmbeddedServer server = ApplicationContext.run(
                EmbeddedServer.class,
                Map.of(
                        "mnemograph.neo4j.uri",
                        SharedNeo4j.server().boltUri(),
                        "mnemograph.lifecycle.enabled",
                        false,
                        "micronaut.server.port",
                        -1))) {
            assertThat(readyLines())
                    .containsExactly("mnemograph ready: API " + server.getURL() + ", MCP " + server.getURL()
                            + "/mcp, Neo4j " + SharedNeo4j.server().boltUri());
        }
    }
}
