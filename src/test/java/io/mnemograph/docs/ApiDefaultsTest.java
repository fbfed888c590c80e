package io.mnemograph.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.api.http.AnalyticsController;
import io.mnemograph.api.http.BrowseController;
import io.mnemograph.api.http.HistoryPage;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.api.service.MemoryLinking;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.RecallRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The defaults and ranges docs/api.md states in its table of routes are the constants and settings the service
 * applies: each route's row holds each figure as the code defines it, so a changed default fails here until the
 * document says it too.
 */
class ApiDefaultsTest {

    /** Each route's row (by the start of its first cell) and the phrases of it that state a default or a range. */
    private static final Map<String, List<String>> FIGURES = figures();

    @Test
    void apiDoc_defaultsAndRanges_equalTheConstants() throws IOException {
        assertThat(mismatches(Files.readString(Path.of("docs/api.md")))).isEmpty();
    }

    @Test
    void mismatches_aChangedDefault_isReported() throws IOException {
        String doc = Files.readString(Path.of("docs/api.md"));
        String changed = doc.replace("`limit` (1..100, default 5)", "`limit` (1..100, default 6)");
        assertThat(changed).isNotEqualTo(doc);
        assertThat(mismatches(changed)).containsExactly("| `POST /v1/recall` | no \"`limit` (1..100, default 5)\"");
    }

    private static Map<String, List<String>> figures() {
        Map<String, List<String>> figures = new LinkedHashMap<>();
        figures.put(
                "| `POST /v1/memories` |",
                List.of(
                        "`weight` (" + RequestRules.MIN_WEIGHT_TEXT + ".." + RequestRules.MAX_WEIGHT_TEXT + ", default "
                                + NewMemory.DEFAULT_WEIGHT + ")",
                        "`strength` (0..2, default " + NewMemory.DEFAULT_STRENGTH + ")",
                        "nests at most " + RequestRules.MAX_METADATA_DEPTH + " levels"));
        figures.put(
                "| `POST /v1/memories/batch` |",
                List.of("`memories` (1.." + LimitSettings.DEFAULT_MAX_BATCH_SIZE + " objects"));
        figures.put(
                "| `GET /v1/memories?",
                List.of("`limit` 1.." + BrowseController.MAX_LIMIT + ", default " + BrowseController.DEFAULT_LIMIT));
        figures.put(
                "| `GET /v1/memories/{id}/associations?",
                List.of("`limit` (1.." + BrowseController.MAX_LINK_LIMIT + ", default "
                        + BrowseController.DEFAULT_LINK_LIMIT + ")"));
        figures.put(
                "| `GET /v1/memories/{id}/history?",
                List.of("`limit` (1.." + HistoryPage.MAX_LIMIT + ", default " + HistoryPage.DEFAULT_LIMIT + ")"));
        figures.put(
                "| `POST /v1/recall` |",
                List.of(
                        "`limit` (1.." + LimitSettings.DEFAULT_MAX_RECALL_LIMIT + ", default "
                                + RecallRequest.DEFAULT_LIMIT + ")",
                        "`hops` (0.." + RequestRules.MAX_HOPS + ", default " + RecallRequest.DEFAULT_HOPS + ";",
                        "`threshold` (default " + ScoringSettings.DEFAULT_THRESHOLD + ":",
                        "`boost` (default " + RecallRequest.DEFAULT_BOOST + ";",
                        "`spread_factor` (" + RequestRules.MIN_SPREAD_FACTOR + "..1)"));
        figures.put(
                "| `POST /v1/associations` |",
                List.of("`weight` (0..1, default " + MemoryLinking.DEFAULT_ASSOCIATION_WEIGHT + ")"));
        figures.put("| `DELETE /v1/associations?", List.of("(default `" + AssociationKind.EXPLICIT.graphName() + "`;"));
        figures.put(
                "| `GET /v1/analytics/summary?",
                List.of("`top` (1.." + AnalyticsController.MAX_TOP + ", default " + AnalyticsController.DEFAULT_TOP
                        + ")"));
        return figures;
    }

    /** Each figure the document's row does not state as the code defines it, or a row it lacks. */
    private static List<String> mismatches(String doc) {
        List<String> mismatches = new ArrayList<>();
        List<String> lines = doc.lines().toList();
        FIGURES.forEach((row, phrases) -> {
            List<String> rows =
                    lines.stream().filter(line -> line.startsWith(row)).toList();
            if (rows.size() != 1) {
                mismatches.add(row + " " + rows.size() + " rows");
                return;
            }
            for (String phrase : phrases) {
                if (!rows.getFirst().contains(phrase)) {
                    mismatches.add(row + " no \"" + phrase + "\"");
                }
            }
        });
        return mismatches;
    }
}
