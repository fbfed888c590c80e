package io.mnemograph.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.joran.spi.JoranException;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * The service's logback.xml (src/main/resources) writes dated text lines by default and one JSON object per line with
 * {@code mnemograph.logging.format=json}, and can switch between them while it runs.
 */
class FormatEncoderTest {

    private static final String DATE = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2})";

    /** Configures a context of its own from the service's logback.xml, logs through it, returns what it printed. */
    private static List<String> logWith(String format, Consumer<LoggerContext> logging) throws JoranException {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            if (format != null) {
                context.putProperty("mnemograph.logging.format", format);
            }
            JoranConfigurator configurator = new JoranConfigurator();
            configurator.setContext(context);
            configurator.doConfigure(Path.of("src/main/resources/logback.xml").toFile());
            logging.accept(context);
        } finally {
            context.stop();
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void text_isTheDefault_andEachLineStartsWithTheDateAndTimeWithItsZone() throws JoranException {
        List<String> lines =
                logWith(null, context -> context.getLogger("io.mnemograph.Demo").info("hello {}", 42));

        assertThat(lines).hasSize(1);
        assertThat(lines.getFirst()).matches(DATE + " INFO  io\\.mnemograph\\.Demo - hello 42");
    }

    @Test
    void json_writesOneObjectPerLine_withTimestampLevelLoggerMessageAndKeyValues() throws Exception {
        long before = Instant.now().toEpochMilli();
        List<String> lines = logWith("json", context -> {
            Logger logger = context.getLogger("io.mnemograph.Demo");
            logger.atInfo().addKeyValue("status", 200).log("served {}", "/v1/recall");
            logger.warn("failed", new IllegalStateException("boom"));
        });

        assertThat(lines).hasSize(2);
        JsonMapper json = JsonMapper.createDefault();
        JsonNode first = json.readValue(lines.get(0), Argument.of(JsonNode.class));
        assertThat(first.get("level").getStringValue()).isEqualTo("INFO");
        assertThat(first.get("loggerName").getStringValue()).isEqualTo("io.mnemograph.Demo");
        assertThat(first.get("formattedMessage").getStringValue()).isEqualTo("served /v1/recall");
        assertThat(first.get("timestamp").getLongValue())
                .isBetween(before, Instant.now().toEpochMilli());
        assertThat(lines.get(0)).contains("\"status\"");
        JsonNode second = json.readValue(lines.get(1), Argument.of(JsonNode.class));
        assertThat(second.get("throwable").get("message").getStringValue()).isEqualTo("boom");
        assertThat(lines.get(1)).contains("IllegalStateException");
    }

    @Test
    void use_switchesTheFormat_fromTheNextLine() throws JoranException {
        List<String> lines = logWith("text", context -> {
            context.getLogger("io.mnemograph.Demo").info("as text");
            FormatEncoder.of(context).forEach(encoder -> encoder.use("json"));
            context.getLogger("io.mnemograph.Demo").info("as json");
        });

        assertThat(lines.get(0)).matches(DATE + " INFO .* as text");
        assertThat(lines.get(1)).startsWith("{").contains("\"formattedMessage\":\"as json\"");
    }

    @Test
    void unknownFormat_writesText_soTheStartUpErrorNamingItIsReadable() throws JoranException {
        List<String> lines = logWith(
                "xml", context -> context.getLogger("io.mnemograph.Demo").error("bad"));

        assertThat(lines).singleElement().satisfies(line -> assertThat(line).matches(DATE + " ERROR .* bad"));
    }
}
