package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** Contextual relevance on hand-built candidate sets, the expected numbers worked out by hand. */
class ContextualRelevanceTest {

    private static final Offset<Double> EXACT = offset(1e-12);

    private static Association temporal(String from, String to) {
        return new Association(from, to, 1.0, AssociationKind.TEMPORAL);
    }

    @Test
    void apply_shortAnswerAfterAStrongQuestion_takesAlphaOfTheQuestionsRelevance() {
        Map<String, Double> relevance = new LinkedHashMap<>();
        relevance.put("question", 0.8);
        relevance.put("answer", 0.2);
        relevance.put("unrelated", 0.3);

        Map<String, Double> result =
                new ContextualRelevance(0.15).apply(relevance, List.of(temporal("answer", "question")));

        // answer: 0.85 x 0.2 + 0.15 x 0.8 = 0.29; question: 0.85 x 0.8 + 0.15 x 0.2 = 0.71; unrelated: 0.85 x 0.3
        assertThat(result.get("answer")).isCloseTo(0.29, EXACT);
        assertThat(result.get("question")).isCloseTo(0.71, EXACT);
        assertThat(result.get("unrelated")).isCloseTo(0.255, EXACT);
        assertThat(result.keySet()).containsExactly("question", "answer", "unrelated");
    }

    @Test
    void apply_severalLinks_takesTheStrongestWeightedNeighbourNotTheSum() {
        Map<String, Double> relevance = Map.of("a", 0.5, "b", 0.9, "c", 0.6);
        List<Association> links = List.of(
                new Association("a", "b", 0.5, AssociationKind.SEMANTIC),
                new Association("c", "a", 1.0, AssociationKind.TEMPORAL));

        Map<String, Double> result = new ContextualRelevance(0.2).apply(relevance, links);

        // a's neighbours: b at 0.5 x 0.9 = 0.45, c at 1.0 x 0.6 = 0.6 -> 0.8 x 0.5 + 0.2 x 0.6
        assertThat(result.get("a")).isCloseTo(0.52, EXACT);
        assertThat(result.get("b")).isCloseTo(0.8 * 0.9 + 0.2 * 0.25, EXACT);
        assertThat(result.get("c")).isCloseTo(0.8 * 0.6 + 0.2 * 0.5, EXACT);
    }

    @Test
    void apply_linksToMemoriesOutsideTheCandidates_areIgnored() {
        Map<String, Double> result = new ContextualRelevance(0.5)
                .apply(Map.of("a", 0.4), List.of(temporal("a", "elsewhere"), temporal("a", "a")));

        assertThat(result.get("a")).isCloseTo(0.2, EXACT);
    }

    @Test
    void apply_weightZero_changesNothing_andWeightOne_isTheContextAlone() {
        Map<String, Double> relevance = Map.of("a", 0.4, "b", 0.7);
        List<Association> links = List.of(temporal("a", "b"));

        assertThat(new ContextualRelevance(0.0).apply(relevance, links)).isEqualTo(relevance);
        assertThat(new ContextualRelevance(1.0).apply(relevance, links)).isEqualTo(Map.of("a", 0.7, "b", 0.4));
    }

    @Test
    void apply_relevanceInUnitRange_staysInUnitRange() {
        Map<String, Double> result = new ContextualRelevance(0.3)
                .apply(Map.of("a", 1.0, "b", 1.0, "c", 0.0), List.of(temporal("a", "b"), temporal("b", "c")));

        assertThat(result.values()).allSatisfy(r -> assertThat(r).isBetween(0.0, 1.0));
        assertThat(result.get("a")).isCloseTo(1.0, EXACT);
    }

    @Test
    void constructor_weightOutOfRange_namesTheParameter() {
        assertThatThrownBy(() -> new ContextualRelevance(1.5)).hasMessageContaining("contextWeight");
        assertThatThrownBy(() -> new ContextualRelevance(-0.1)).hasMessageContaining("contextWeight");
    }
}
