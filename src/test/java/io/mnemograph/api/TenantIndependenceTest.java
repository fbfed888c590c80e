package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.tools.bench.SentenceGenerator;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A recall's results and scores do not depend on other namespaces' data (issue 21, item 5;
 * docs/decisions/0014-namespace-local-lexical-scores.md): a small namespace answers the same recalls with the same
 * ids, order and scores after a large namespace of the same vocabulary is stored beside it.
 */
@MnemographTest
class TenantIndependenceTest extends ApiTest {

    private static final String SMALL = "tenant-a";
    private static final String LARGE = "tenant-b";
    private static final Instant STORED = Instant.parse("2026-03-01T09:00:00Z");
    private static final String AT = "2026-06-01T00:00:00Z";

    /** Namespace A: a few dozen memories in the vocabulary of bench.SentenceGenerator (which makes namespace B). */
    private static final List<String> MEMORIES = List.of(
            "Maria went hiking in Lisbon with her sister on a sunny Saturday.",
            "Tom is learning pottery at the community garden on Tuesdays.",
            "Aisha adopted a puppy named Biscuit in March.",
            "Kenji felt nervous before the job interview in Kyoto.",
            "Lucia bought a vintage camera at the market in Porto.",
            "Omar and Priya met for coffee at a cafe in Berlin.",
            "Jonas has worked as a carpenter in Oslo since 2019.",
            "Chloe recommended a book about medieval castles to Mateo.",
            "We celebrated Ingrid's birthday at the lake house.",
            "Samuel finished a first-aid course and now wants to volunteer at the shelter.",
            "Mei is planning to kayak in Vancouver next July.",
            "Rafael's sister moved to Edinburgh in May.",
            "Hannah goes rock climbing at the climbing gym every Sunday.",
            "Dmitri said the support group meeting helped him a lot.",
            "Zara is baking sourdough for the family reunion.",
            "Felix restored an old bike and rides it to the office.",
            "Amara plays the cello in a quartet in Nairobi.",
            "Lars bought a pair of hiking boots for the trip to Reykjavik.",
            "Nadia studies Japanese every morning before work.",
            "Oliver coaches the kids' football team on Saturdays.",
            "Sofia painted watercolours of the harbour in Marseille.",
            "Hugo went sailing near Valencia and saw dolphins.",
            "Leila's piano recital is on the first Friday of June.",
            "Marcus practises yoga to calm down after long shifts as a nurse.",
            "Yuki photographed birds at the lake in Hanoi.",
            "Elena made jam from the plums in grandma's farm.",
            "Kwame is running a half marathon in Cape Town in October.",
            "Rosa joined a book club about the history of tea.",
            "Arjun went camping with Greta near Krakow.",
            "Caroline went to the LGBTQ support group and felt accepted.",
            "Melanie painted a sunrise over the lake for her art exhibition opening.",
            "Jon lost his job as a software engineer and opened a dance studio.");

    private static final List<String> QUERIES = List.of(
            "Who went hiking in Lisbon?",
            "What did Aisha adopt?",
            "support group",
            "Where did someone go sailing?",
            "sister moved",
            "birthday at the lake house",
            "Who plays the cello?",
            "job interview nerves",
            "book about castles",
            "baking sourdough for a reunion");

    /** Recall bodies after the query: the defaults, then the lexical and the hybrid seeds alone, all read-only. */
    private static final List<String> MODES =
            List.of("", ", \"seeds\": \"lexical\", \"hops\": 0", ", \"seeds\": \"hybrid\", \"hops\": 0");

    @Test
    void recallsOfASmallNamespace_areUnchanged_byALargeNamespaceOfTheSameWords() {
        store(SMALL, MEMORIES);
        Map<String, List<Hit>> before = recalls();
        assertThat(before.values())
                .as("the recalls find something")
                .allSatisfy(hits -> assertThat(hits).isNotEmpty());

        store(LARGE, new SentenceGenerator(21).statements(1_500));
        Map<String, List<Hit>> after = recalls();

        List<String> changed = new ArrayList<>();
        before.forEach((recall, hits) -> {
            List<Hit> now = after.get(recall);
            if (!now.stream()
                    .map(Hit::id)
                    .toList()
                    .equals(hits.stream().map(Hit::id).toList())) {
                changed.add(recall + ": ids " + hits + " -> " + now);
                return;
            }
            for (int i = 0; i < hits.size(); i++) {
                if (Math.abs(now.get(i).score() - hits.get(i).score()) > 1e-9) {
                    changed.add(recall + " #" + i + ": score " + hits.get(i).score() + " -> "
                            + now.get(i).score());
                }
            }
        });
        assertThat(changed).as("%d recalls", before.size()).isEmpty();
    }

    private Map<String, List<Hit>> recalls() {
        Map<String, List<Hit>> recalls = new LinkedHashMap<>();
        for (String query : QUERIES) {
            for (String mode : MODES) {
                String body = "{\"namespace\": \"" + SMALL + "\", \"query\": \"" + query + "\", \"limit\": 10,"
                        + " \"threshold\": 0, \"boost\": false, \"at\": \"" + AT + "\"" + mode + "}";
                Reply reply = api.post("/v1/recall", body);
                assertThat(reply.status()).as(reply.text()).isEqualTo(200);
                List<Hit> hits = new ArrayList<>();
                for (JsonNode result : reply.node("results").values()) {
                    hits.add(new Hit(
                            result.get("id").getStringValue(),
                            result.get("score").getDoubleValue()));
                }
                recalls.put(body, hits);
            }
        }
        return recalls;
    }

    /** Stores {@code contents} in {@code namespace}, an hour apart before {@link #AT}, in batches of 500. */
    private void store(String namespace, List<String> contents) {
        for (int from = 0; from < contents.size(); from += 500) {
            StringBuilder batch = new StringBuilder("{\"namespace\": \"" + namespace + "\", \"memories\": [");
            for (int i = from; i < Math.min(contents.size(), from + 500); i++) {
                batch.append(i == from ? "" : ",")
                        .append("{\"content\": ")
                        .append(json(contents.get(i)))
                        .append(", \"occurred_at\": \"")
                        .append(STORED.plus(i, ChronoUnit.HOURS))
                        .append("\", \"importance\": 1}");
            }
            Reply reply = api.post("/v1/memories/batch", batch.append("]}").toString());
            assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        }
    }

    private static String json(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private record Hit(String id, double score) {}
}
