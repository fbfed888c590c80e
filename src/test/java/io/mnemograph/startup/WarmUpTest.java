package io.mnemograph.startup;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.api.MetricsApiTest;
import io.mnemograph.testing.SharedNeo4j;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The warm-up before the ready line ({@code mnemograph.startup.warm-up}, on by default): it runs before the line is
 * logged, leaves no node behind and counts in no meter; turned off, the ready line comes without it.
 */
class WarmUpTest {

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final List<Logger> loggers =
            List.of((Logger) LoggerFactory.getLogger(ReadyLine.class), (Logger) LoggerFactory.getLogger(WarmUp.class));

    @BeforeEach
    void capture() {
        logged.start();
        loggers.forEach(logger -> logger.addAppender(logged));
        SharedNeo4j.driver().executableQuery("MATCH (n) DETACH DELETE n").execute();
    }

    @AfterEach
    void release() {
        loggers.forEach(logger -> logger.detachAppender(logged));
    }

    private List<String> messages() {
        return logged.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
    }

    private static EmbeddedServer start(boolean warmUp) {
        return ApplicationContext.run(
                EmbeddedServer.class,
                Map.of(
                        "mnemograph.neo4j.uri",
                        SharedNeo4j.server().boltUri(),
                        "mnemograph.lifecycle.enabled",
                        false,
                        "mnemograph.startup.warm-up",
                        warmUp,
                        "micronaut.server.port",
                        -1));
    }

    private static String scrape(EmbeddedServer server) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(server.getURL() + "/prometheus"))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
    }

    @Test
    void serverStartup_warmUpOn_warmsUpBeforeTheReadyLineAndLeavesNothing() throws Exception {
        try (EmbeddedServer server = start(true)) {
            List<String> messages = messages();
            assertThat(messages).hasSize(2);
            assertThat(messages.get(0))
                    .startsWith("Warmed up in ")
                    .contains("remembers and recalls as clients send them");
            assertThat(messages.get(1)).startsWith("mnemograph ready: ");

            long nodes = SharedNeo4j.driver()
                    .executableQuery("MATCH (n) WHERE NOT n:EmbeddingModel RETURN count(n) AS n")
                    .execute()
                    .records()
                    .getFirst()
                    .get("n")
                    .asLong();
            assertThat(nodes).as("nodes left by the warm-up").isZero();
            String metrics = scrape(server);
            assertThat(MetricsApiTest.sample(metrics, "mnemograph_remembered_total", ""))
                    .isZero();
            assertThat(MetricsApiTest.sample(metrics, "mnemograph_recalls_total", ""))
                    .isZero();
        }
    }

    @Test
    void serverStartup_warmUpOff_logsTheReadyLineAlone() {
        try (EmbeddedServer ignored = start(false)) {
            assertThat(messages()).hasSize(1).allMatch(m -> m.startsWith("mnemograph ready: "));
        }
    }
}
