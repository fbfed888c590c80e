package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.context.ApplicationContext;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.Ablation.Part;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.tools.eval.PolicyRecallPipeline;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session context in recall ({@code SessionContext}): results formed in the session where the direct matches
 * concentrate are lifted by 1.5, others less, and the lift shows in {@code components.session_context}. Memories
 * are stored through HTTP; the comparison with the lift turned off goes to the pipeline, as in RecallAblationTest.
 */
@MnemographTest
class SessionContextRecallTest extends ApiTest {

    @Inject
    ApplicationContext context;

    private final Instant at = Instant.now().plusSeconds(60);

    private List<RecallHit> recall(String query, Ablation ablation) {
        return PolicyRecallPipeline.of(context, ablation.policy())
                .recall(RecallRequest.in("default", query)
                        .limit(10)
                        .threshold(0.0)
                        .at(at)
                        .boost(false)
                        .build());
    }

    private void gardenAndKitchen() {
        remember("{\"content\": \"We planted tomatoes and basil in the raised bed.\", \"session_id\": \"garden\"}");
        remember("{\"content\": \"The tomatoes in the raised bed need water every morning.\","
                + " \"session_id\": \"garden\"}");
        remember("{\"content\": \"Slugs got into the raised bed again.\", \"session_id\": \"garden\"}");
        remember("{\"content\": \"Tomatoes are on the shopping list.\", \"session_id\": \"kitchen\"}");
    }

    @Test
    void recall_resultsOfTheSessionWithTheMostMatchMass_areLiftedByOnePointFive_othersLess() {
        gardenAndKitchen();

        Reply reply = api.post(
                "/v1/recall",
                "{\"query\": \"tomatoes in the raised bed\", \"explain\": true, \"threshold\": 0, \"boost\": false}");

        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        Map<String, Double> lift = new HashMap<>();
        for (JsonNode result : reply.node("results").values()) {
            lift.put(
                    result.get("content").getStringValue(),
                    result.get("components").get("session_context").getDoubleValue());
        }
        assertThat(lift)
                .containsEntry("We planted tomatoes and basil in the raised bed.", 1.5)
                .containsEntry("The tomatoes in the raised bed need water every morning.", 1.5);
        assertThat(lift.get("Tomatoes are on the shopping list."))
                .as("a lone match in another session is lifted by its share of the garden's mass")
                .isGreaterThan(1.0)
                .isLessThan(1.5);
    }

    @Test
    void recall_sessionContextOff_liftsNothing_andOnMultipliesEachScoreByItsFactor() {
        gardenAndKitchen();

        // newer-first off too: it may move a newer garden statement above the older one it updates
        List<RecallHit> on = recall("tomatoes in the raised bed", Ablation.of(Part.NEWER_FIRST));
        List<RecallHit> off = recall("tomatoes in the raised bed", Ablation.of(Part.SESSION_CONTEXT, Part.NEWER_FIRST));

        assertThat(off).allSatisfy(hit -> assertThat(hit.components().context()).isEqualTo(1.0));
        Map<String, Double> unlifted = new HashMap<>();
        off.forEach(hit -> unlifted.put(hit.memory().id(), hit.score()));
        assertThat(on).hasSameSizeAs(off);
        for (RecallHit hit : on) {
            assertThat(hit.score())
                    .isCloseTo(
                            unlifted.get(hit.memory().id()) * hit.components().context(), within(1e-9));
        }
        assertThat(on).extracting(RecallHit::score).isSortedAccordingTo((a, b) -> Double.compare(b, a));
        assertThat(on.getFirst().components().context()).isEqualTo(1.5);
    }

    @Test
    void recall_memoriesWithoutSessions_keepTheOrderTheyHadWithoutTheLift() {
        remember("{\"content\": \"Ana is vegetarian, and I'm allergic to shellfish.\"}");
        remember("{\"content\": \"We booked a table at the seafood place for Friday.\"}");
        remember("{\"content\": \"The bakery on the corner sells gluten-free bread.\"}");
        remember("{\"content\": \"My brother cooks a great mushroom risotto.\"}");

        String query = "Any food allergies or diets to keep in mind?";
        List<String> on = recall(query, Ablation.NONE).stream()
                .map(hit -> hit.memory().id())
                .toList();
        List<String> off = recall(query, Ablation.of(Part.SESSION_CONTEXT)).stream()
                .map(hit -> hit.memory().id())
                .toList();

        assertThat(on).hasSizeGreaterThanOrEqualTo(4).isEqualTo(off);
    }
}
