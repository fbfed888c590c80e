package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * examples/agent_loop.py, run by the system's Python 3 against the running service: it remembers its conversation
 * and, for each question, prints the memories recalled with why each came back.
 */
@MnemographTest
class AgentLoopExampleTest extends ApiTest {

    private static final String PYTHON = "/usr/bin/python3";

    @Inject
    EmbeddedServer server;

    @Test
    void agentLoop_remembersTheConversation_andExplainsEveryRecall() throws IOException, InterruptedException {
        Process process = new ProcessBuilder(
                        PYTHON,
                        "examples/agent_loop.py",
                        "--url",
                        server.getURL().toString(),
                        "--namespace",
                        "example-test")
                .redirectErrorStream(true)
                .start();
        boolean ended = process.waitFor(180, TimeUnit.SECONDS);
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ended) {
            process.destroyForcibly();
        }
        System.out.println(output);

        assertThat(ended).as(output).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("remembered 6 turns in namespace example-test");
        List<String> lines = output.lines().toList();
        int hotel = lines.indexOf("question: Which hotel did we book?");
        assertThat(hotel).as(output).isNotNegative();
        assertThat(lines.get(hotel + 1)).as("the hotel comes first").contains("Hotel Avenida");
        assertThat(lines.get(hotel + 2))
                .contains("why: found directly by the seed search; score ")
                .contains("similarity");
        assertThat(output)
                .as("a turn of the same session comes back through the graph, with its path")
                .contains("why: reached by association in 1 hop(s) from \"user: We booked the Hotel Avenida");
        int food = lines.indexOf("question: Any food allergies or diets to keep in mind?");
        assertThat(lines.subList(food + 1, food + 7))
                .as(output)
                .anyMatch(line -> line.contains("Ana is vegetarian, and I'm allergic to shellfish."));
        long results =
                lines.stream().filter(line -> line.matches("  \\d\\. .*")).count();
        long reasons =
                lines.stream().filter(line -> line.startsWith("     why: ")).count();
        assertThat(results).as(output).isPositive().isEqualTo(reasons);
        assertThat(api.get("/v1/memories?namespace=example-test&limit=100")
                        .node("memories")
                        .size())
                .as("every turn stored once")
                .isEqualTo(6);
    }
}
