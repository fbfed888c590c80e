package io.mnemograph.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Property;
import io.mnemograph.api.http.AccessLogFilter;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * {@code mnemograph.logging.access=true} writes one line per request, refused ones too, naming the route and the
 * key's id; {@code mnemograph.logging.format=json} switches the service's log lines to JSON; a wrong format stops
 * start-up naming the key.
 */
@MnemographTest
@Property(name = "mnemograph.logging.access", value = "true")
@Property(name = "mnemograph.logging.format", value = "json")
class AccessLogTest extends ApiTest {

    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
    private Logger access;

    @BeforeEach
    void capture() {
        access = (Logger) LoggerFactory.getLogger(AccessLogFilter.LOGGER);
        lines.start();
        access.addAppender(lines);
    }

    @AfterEach
    void release() {
        access.detachAppender(lines);
    }

    @Test
    void everyRequest_isOneAccessLine_withRouteStatusAndDuration_neverTheQueryString() {
        String id = remember("{\"content\": \"The spare tyre is in the boot.\"}");
        lines.list.clear();

        api.get("/v1/memories/" + id + "?namespace=default");
        api.get("/v1/memories?limit=0");

        assertThat(lines.list).hasSize(2);
        ILoggingEvent read = lines.list.get(0);
        assertThat(read.getFormattedMessage())
                .startsWith("GET /v1/memories/" + id + " 200 ")
                .contains("route=/v1/memories/{id}", "key=-", "remote=127.0.0.1")
                .doesNotContain("namespace=");
        assertThat(read.getKeyValuePairs())
                .extracting(kv -> kv.key)
                .containsExactly("method", "path", "route", "status", "duration_ms", "key", "remote");
        assertThat(lines.list.get(1).getFormattedMessage()).startsWith("GET /v1/memories 400 ");
    }

    @Test
    void jsonFormat_isInUse_forTheServicesLogLines() {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        assertThat(FormatEncoder.of(context))
                .isNotEmpty()
                .allSatisfy(encoder -> assertThat(encoder.format()).isEqualTo("json"));
    }

    @Test
    void wrongFormat_stopsStartUp_namingTheKey() {
        assertThatThrownBy(() -> {
                    try (ApplicationContext context = ApplicationContext.builder()
                            .properties(Map.of(
                                    "mnemograph.neo4j.uri",
                                    SharedNeo4j.server().boltUri(),
                                    "mnemograph.logging.format",
                                    "xml"))
                            .build()) {
                        context.start();
                    }
                })
                .rootCause()
                .hasMessageContaining("mnemograph.logging.format")
                .hasMessageContaining("xml");
    }
}
