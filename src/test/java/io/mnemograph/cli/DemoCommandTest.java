package io.mnemograph.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The demo command loads the shipped conversation into the running service, so the tour has something to recall. */
@MnemographTest
class DemoCommandTest extends ApiTest {

    @Inject
    EmbeddedServer server;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int demo(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        List<String> all = new ArrayList<>(List.of("demo"));
        all.addAll(List.of(args));
        return cli.execute(all.toArray(String[]::new));
    }

    private static long memoriesIn(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory {namespace: $ns}) RETURN count(m) AS n", Map.of("ns", namespace))
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    private List<String> recall(String question) {
        ApiClient.Reply reply = api.post(
                "/v1/recall", "{\"namespace\": \"demo\", \"query\": \"" + question.replace("\"", "\\\"") + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> contents = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            contents.add(result.get("content").getStringValue());
        }
        return contents;
    }

    @Test
    void demo_runningService_loadsEveryTurnOnceAndPrintsRecallsThatAnswer() {
        DemoConversation conversation = DemoConversation.shipped();

        assertThat(demo("--url", server.getURL().toString())).as(err.toString()).isZero();

        assertThat(memoriesIn("demo")).isEqualTo(conversation.turnCount()).isGreaterThanOrEqualTo(20);
        assertThat(out.toString())
                .contains("Loaded " + conversation.turnCount() + " turns of 3 sessions into namespace 'demo'")
                .contains(server.getURL() + "/v1/recall");
        for (String question : conversation.questions()) {
            assertThat(out.toString()).contains(question.replace("'", "'\"'\"'"));
            assertThat(recall(question)).as(question).isNotEmpty();
        }
        assertThat(recall("When is Maya's flight to Lisbon?"))
                .contains(
                        "Maya: Actually, I was wrong about my flight to Lisbon: it's on Friday 13 November, not Thursday, "
                                + "still at 7:40.");
        assertThat(recall("Who looks after Pepper, and what should they know?"))
                .contains("Maya: Yes, my beagle Pepper can't come. My neighbour Tomás has offered to look after her.");
    }

    @Test
    void demo_flightQuestion_answersTheCorrectedDateFirstAndMarksTheOldOne() {
        assertThat(demo("--url", server.getURL().toString())).as(err.toString()).isZero();
        String friday = "Maya: Actually, I was wrong about my flight to Lisbon: it's on Friday 13 November, not"
                + " Thursday, still at 7:40.";
        String thursday = "Maya: The flight is on Thursday 12 November, leaving Manchester at 7:40 in the morning.";

        ApiClient.Reply reply =
                api.post("/v1/recall", "{\"namespace\": \"demo\", \"query\": \"When is Maya's flight to Lisbon?\"}");

        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<JsonNode> results = new ArrayList<>();
        reply.node("results").values().forEach(results::add);
        assertThat(results.getFirst().get("content").getStringValue()).isEqualTo(friday);
        JsonNode old = results.stream()
                .filter(r -> r.get("content").getStringValue().equals(thursday))
                .findFirst()
                .orElseThrow();
        List<String> newer = new ArrayList<>();
        old.get("conflicts").values().forEach(c -> newer.add(c.get("content").getStringValue()));
        assertThat(newer).contains(friday);
    }

    /**
     * Issue 48: the demo's recalls rank by relevance. Only the Thursday flight, which the Friday correction changes,
     * carries a conflict, and a result ranks below a lower-scored one only when that one is newer and contradicts
     * it (before decision 0027, "What will Maya do with In\u00eas in Lisbon?" put its best result, 1.387, fourth under
     * three false conflicts).
     */
    @Test
    void demo_recalls_markOnlyTheCorrectedFlightAndRankByScoreOtherwise() {
        assertThat(demo("--url", server.getURL().toString())).as(err.toString()).isZero();
        String thursday = "Maya: The flight is on Thursday 12 November, leaving Manchester at 7:40 in the morning.";

        for (String question : DemoConversation.shipped().questions()) {
            ApiClient.Reply reply = api.post(
                    "/v1/recall", "{\"namespace\": \"demo\", \"query\": \"" + question.replace("\"", "\\\"") + "\"}");
            assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            List<JsonNode> results = new ArrayList<>();
            reply.node("results").values().forEach(results::add);
            for (int i = 0; i < results.size(); i++) {
                JsonNode result = results.get(i);
                List<String> newer = new ArrayList<>();
                result.get("conflicts")
                        .values()
                        .forEach(c -> newer.add(c.get("content").getStringValue()));
                if (!newer.isEmpty()) {
                    assertThat(result.get("content").getStringValue())
                            .as(question)
                            .isEqualTo(thursday);
                }
                if (i > 0
                        && result.get("score").getDoubleValue()
                                > results.get(i - 1).get("score").getDoubleValue()) {
                    assertThat(newer)
                            .as(question + ": result " + (i + 1) + " below a lower score")
                            .contains(results.get(i - 1).get("content").getStringValue());
                }
            }
        }
    }

    @Test
    void demo_loadedTwice_storesNothingTwice() {
        assertThat(demo("--url", server.getURL().toString())).isZero();
        assertThat(demo("--url", server.getURL().toString(), "--namespace", "demo"))
                .isZero();

        assertThat(memoriesIn("demo")).isEqualTo(DemoConversation.shipped().turnCount());
        assertThat(out.toString())
                .contains("Loaded 0 turns of 3 sessions into namespace 'demo' ("
                        + DemoConversation.shipped().turnCount() + " were there already)");
    }

    @Test
    void demo_otherNamespace_loadsThere() {
        assertThat(demo("--url", server.getURL().toString(), "--namespace", "tour"))
                .isZero();

        assertThat(memoriesIn("tour")).isEqualTo(DemoConversation.shipped().turnCount());
        assertThat(memoriesIn("demo")).isZero();
    }

    @Test
    void demo_noServiceAtUrl_exits1NamingTheAddress() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }

        assertThat(demo("--url", "http://127.0.0.1:" + port)).isEqualTo(1);
        assertThat(err.toString())
                .contains("Cannot reach the service at http://127.0.0.1:" + port)
                .contains("--url");
    }
}
