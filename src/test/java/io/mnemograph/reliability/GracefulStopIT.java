package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SIGTERM (an operator's {@code kill}, systemd, Docker) stops the service quietly: no ERROR line and no stack trace,
 * since an operator cannot tell such a line from a real failure (issue 34, operations). Before the fix Neo4j's
 * bootstrapper logged "Failed to cleanly shutdown Neo Server ... Shutdown in progress" in 7 of 10 stopped children.
 */
class GracefulStopIT {

    private static final Pattern STACK_FRAME = Pattern.compile("^\\s+at \\S+\\(", Pattern.MULTILINE);

    @TempDir
    Path tmp;

    @Test
    void sigterm_afterAWrite_stopsWithoutAnErrorLineOrAStackTrace() throws Exception {
        ServiceProcess service = ServiceProcess.embedded(tmp.resolve("data"));
        try {
            JsonHttp.Reply stored = new JsonHttp(service.api())
                    .post("/v1/memories", Map.of("namespace", "stop", "content", "Written before the SIGTERM"));
            assertThat(stored.status()).as("%s", stored.body()).isEqualTo(201);
        } finally {
            service.close();
        }
        String output = service.output();
        assertThat(output).contains("mnemograph ready");
        assertThat(output.lines().filter(line -> line.contains(" ERROR ")))
                .as("ERROR lines after a SIGTERM")
                .isEmpty();
        assertThat(STACK_FRAME.matcher(output).find())
                .as("a stack trace in:%n%s", output)
                .isFalse();
    }
}
