package io.mnemograph.pipeline.remember;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.core.graph.UpdateRule;
import io.mnemograph.embedding.InProcessModel;
import io.mnemograph.embedding.OnnxEmbeddingProvider;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The contradiction rule remember applies ({@link UpdateRule} at its default), with the real model's cosines,
 * over labelled statement pairs ({@code src/test/resources/eval/contradictions.json}: true changes, compatible
 * statements about the same person or thing, restatements) and the knowledge-update fixture's changes: its
 * precision and recall. Figures before and after the rule of decision 0027: docs/evaluation.md.
 */
class ContradictionFixtureTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The rule at its default cosine, mnemograph.graph.update-similarity. */
    private static final UpdateRule RULE = new UpdateRule(UpdateRule.DEFAULT_SIMILARITY);

    /** An older memory, a newer one, and whether the newer contradicts it. */
    private record Pair(String label, String older, String newer) {

        boolean contradiction() {
            return label.equals("contradiction");
        }
    }

    /** What the rule marked, against the labels. */
    private record Counts(int truePositives, int falsePositives, int falseNegatives, int pairs) {

        double precision() {
            return truePositives + falsePositives == 0
                    ? 1.0
                    : (double) truePositives / (truePositives + falsePositives);
        }

        double recall() {
            return truePositives + falseNegatives == 0
                    ? 1.0
                    : (double) truePositives / (truePositives + falseNegatives);
        }

        @Override
        public String toString() {
            return String.format(
                    "%d pairs: precision %.3f (%d of %d marks), recall %.3f (%d of %d changes)",
                    pairs,
                    precision(),
                    truePositives,
                    truePositives + falsePositives,
                    recall(),
                    truePositives,
                    truePositives + falseNegatives);
        }
    }

    private static JsonNode read(String resource) throws IOException {
        try (InputStream in = ContradictionFixtureTest.class.getResourceAsStream(resource)) {
            return JSON.readTree(in);
        }
    }

    private static List<Pair> labelled() throws IOException {
        List<Pair> pairs = new ArrayList<>();
        read("/eval/contradictions.json")
                .path("pairs")
                .forEach(p -> pairs.add(new Pair(
                        p.path("label").asText(),
                        p.path("older").asText(),
                        p.path("newer").asText())));
        return pairs;
    }

    /** Each change of the knowledge-update fixture: every version against the one before it. */
    private static List<Pair> knowledgeUpdates() throws IOException {
        List<Pair> pairs = new ArrayList<>();
        for (JsonNode user : read("/eval/knowledge-updates.json").path("users")) {
            for (JsonNode update : user.path("updates")) {
                List<String> versions = new ArrayList<>();
                update.path("stale").forEach(v -> versions.add(v.asText()));
                versions.add(update.path("current").asText());
                for (int i = 0; i + 1 < versions.size(); i++) {
                    pairs.add(new Pair("contradiction", versions.get(i), versions.get(i + 1)));
                }
            }
        }
        return pairs;
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot;
    }

    private static Counts measure(String name, List<Pair> pairs, OnnxEmbeddingProvider model) {
        List<String> texts = new ArrayList<>();
        pairs.forEach(p -> {
            texts.add(p.older());
            texts.add(p.newer());
        });
        List<float[]> vectors = model.embedAll(texts);
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (int i = 0; i < pairs.size(); i++) {
            Pair pair = pairs.get(i);
            double similarity = cosine(vectors.get(2 * i), vectors.get(2 * i + 1));
            boolean marked = RULE.updates(pair.newer(), pair.older(), similarity);
            tp += marked && pair.contradiction() ? 1 : 0;
            fp += marked && !pair.contradiction() ? 1 : 0;
            fn += !marked && pair.contradiction() ? 1 : 0;
            if (marked != pair.contradiction() && !name.equals("both")) {
                System.out.printf(
                        "contradiction fixture %s: %s at cosine %.3f (%s): \"%s\" -> \"%s\"%n",
                        name, marked ? "false mark" : "missed", similarity, pair.label(), pair.older(), pair.newer());
            }
        }
        Counts counts = new Counts(tp, fp, fn, pairs.size());
        System.out.println("contradiction fixture " + name + ": " + counts);
        return counts;
    }

    @Test
    void contradicts_labelledPairs_marksTrueChangesAndRarelyAnythingElse() throws IOException {
        OnnxEmbeddingProvider model = new OnnxEmbeddingProvider(InProcessModel.MINILM, 1);
        List<Pair> labelled = labelled();
        List<Pair> updates = knowledgeUpdates();
        List<Pair> all = new ArrayList<>(labelled);
        all.addAll(updates);

        Counts fixture = measure("pairs", labelled, model);
        Counts knowledge = measure("knowledge updates", updates, model);
        Counts both = measure("both", all, model);

        // before decision 0027 (a cosine above 0.75, or a shared word and any changed value): precision 0.431 and
        // 0.580, recall 1.000 and 1.000
        assertThat(labelled).hasSizeGreaterThanOrEqualTo(80);
        assertThat(fixture.precision()).isGreaterThanOrEqualTo(0.85);
        assertThat(both.precision()).isGreaterThanOrEqualTo(0.9);
        assertThat(both.recall()).isGreaterThanOrEqualTo(0.9);
        assertThat(knowledge.recall()).isEqualTo(1.0);
    }
}
