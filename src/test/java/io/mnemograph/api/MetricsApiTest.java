package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code /prometheus}: request timers tagged with the route template (never a raw id), recall stage timers, the
 * remembered / recalls / recalled / resurrected counters and the sweep's timer and counters, each moving by what the
 * requests did.
 */
@MnemographTest
public class MetricsApiTest extends ApiTest {

    private String scrape() {
        return http.toBlocking().retrieve(HttpRequest.GET("/prometheus"), String.class);
    }

    /** The value of the sample {@code name} whose labels include {@code labels} (0 when absent). */
    public static double sample(String metrics, String name, String labels) {
        Matcher m = Pattern.compile("^" + Pattern.quote(name) + "(\\{.*})? ([0-9.eE+-]+|NaN)$", Pattern.MULTILINE)
                .matcher(metrics);
        double sum = 0;
        boolean found = false;
        while (m.find()) {
            String tags = m.group(1) == null ? "" : m.group(1);
            if (labels.isEmpty() || tags.contains(labels)) {
                sum += Double.parseDouble(m.group(2));
                found = true;
            }
        }
        return found ? sum : 0;
    }

    @Test
    void requestTimers_nameTheRouteTemplate_neverTheId() {
        String id = remember("{\"content\": \"The router password is on the fridge.\"}");
        assertThat(api.get("/v1/memories/" + id).status()).isEqualTo(200);
        assertThat(api.get("/v1/memories/" + id + "/associations").status()).isEqualTo(200);

        String metrics = scrape();

        assertThat(metrics)
                .contains(
                        "uri=\"/v1/memories/{id}\"", "uri=\"/v1/memories/{id}/associations\"", "uri=\"/v1/memories\"");
        assertThat(sample(metrics, "http_server_requests_seconds_count", "uri=\"/v1/memories/{id}\""))
                .isGreaterThanOrEqualTo(1);
        assertThat(metrics).doesNotContain(id);
    }

    @Test
    void counters_andRecallStageTimers_moveByWhatTheRequestsDid() {
        String before = scrape();
        remember("{\"content\": \"Ada adopted a grey cat called Pixel.\", \"session_id\": \"m1\"}");
        Reply batch = api.post(
                "/v1/memories/batch",
                "{\"memories\": [{\"content\": \"Pixel sleeps on the radiator.\","
                        + " \"idempotency_key\": \"k1\"}, {\"content\": \"Pixel hates the vacuum cleaner.\"}]}");
        assertThat(batch.status()).isEqualTo(201);
        Reply replay = api.post(
                "/v1/memories", "{\"content\": \"Pixel sleeps on the radiator.\", \"idempotency_key\": \"k1\"}");
        assertThat(replay.node("replayed").getBooleanValue()).isTrue();
        Reply recall =
                api.post("/v1/recall", "{\"query\": \"What is Ada's cat called?\", \"threshold\": 0, \"limit\": 3}");
        int results = recall.node("results").size();
        Reply readOnly = api.post("/v1/recall", "{\"query\": \"Pixel\", \"threshold\": 0, \"boost\": false}");
        int readOnlyResults = readOnly.node("results").size();

        String after = scrape();

        assertThat(delta(before, after, "mnemograph_remembered_total", ""))
                .as("a replay stores nothing")
                .isEqualTo(3);
        assertThat(delta(before, after, "mnemograph_recalls_total", "")).isEqualTo(2);
        assertThat(delta(before, after, "mnemograph_recalled_total", "")).isEqualTo(results + readOnlyResults);
        assertThat(results).isPositive();
        for (String stage : new String[] {"embedding", "seeds", "scoring"}) {
            assertThat(delta(before, after, "mnemograph_recall_stage_seconds_count", "stage=\"" + stage + "\""))
                    .as(stage)
                    .isEqualTo(2);
        }
        assertThat(delta(before, after, "mnemograph_recall_stage_seconds_count", "stage=\"spreading\""))
                .as("the recalls spread from their seeds")
                .isBetween(1.0, 2.0);
        assertThat(delta(before, after, "mnemograph_recall_stage_seconds_count", "stage=\"write_back\""))
                .as("a read-only recall writes nothing back")
                .isEqualTo(1);
        assertThat(sample(after, "mnemograph_recall_stage_seconds_sum", "stage=\"seeds\""))
                .isPositive();
    }

    @Test
    void resurrectedCounter_andSweepTimer_count() {
        String seed = remember("{\"content\": \"Grandma's apple pie recipe uses cinnamon\"}");
        String cold = remember("{\"content\": \"Bake it at 180 degrees for forty minutes\"}");
        api.post("/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + cold + "\", \"weight\": 1.0}");
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (m:Memory {id: $id}) REMOVE m:Hot SET m:Cold", Map.of("id", cold))
                    .consume();
        }
        String before = scrape();

        Reply recall = api.post("/v1/recall", "{\"query\": \"apple pie recipe\", \"threshold\": 0}");
        assertThat(recall.text()).contains("\"resurrected\":true");
        Reply sweep = api.post("/v1/consolidate", "{}");
        assertThat(sweep.status()).isEqualTo(200);

        String after = scrape();
        assertThat(delta(before, after, "mnemograph_resurrected_total", "")).isEqualTo(1);
        assertThat(delta(before, after, "mnemograph_sweep_seconds_count", "")).isEqualTo(1);
        assertThat(after)
                .contains(
                        "mnemograph_sweep_cooled_total",
                        "mnemograph_sweep_promoted_total",
                        "mnemograph_sweep_expired_total",
                        "mnemograph_sweep_edges_pruned_total");
    }

    private static double delta(String before, String after, String name, String labels) {
        return sample(after, name, labels) - sample(before, name, labels);
    }
}
