package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EvidenceNormaliserTest {

    private final EvidenceNormaliser normaliser =
            new EvidenceNormaliser("conv-x", Set.of("D1:1", "D1:2", "D8:6", "D9:17", "D11:26", "D30:5"));

    private Optional<Question> normalise(int category, String... evidence) {
        return normaliser.normalise(new RawQuestion("q?", category, List.of(evidence), "a"));
    }

    @Test
    void normalise_canonicalIds_keptUnchangedAndCounted() {
        assertThat(normalise(4, "D1:1", "D1:2"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D1:1", "D1:2"));

        assertThat(normaliser.report()).isEqualTo(new NormalisationReport(0, 0, 0, 0, 0, 0, 1, List.of()));
    }

    @Test
    void normalise_semicolonJoinedEntry_splitIntoIds() {
        assertThat(normalise(1, "D8:6; D9:17"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D8:6", "D9:17"));

        assertThat(normaliser.report().splitEntries()).isEqualTo(1);
        assertThat(normaliser.report().changes()).containsExactly("conv-x: split \"D8:6; D9:17\" into [D8:6, D9:17]");
    }

    @Test
    void normalise_spaceJoinedEntry_splitIntoIds() {
        assertThat(normalise(1, "D1:1 D8:6 D9:17"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D1:1", "D8:6", "D9:17"));

        assertThat(normaliser.report().splitEntries()).isEqualTo(1);
    }

    @Test
    void normalise_extraColonAfterD_repaired() {
        assertThat(normalise(2, "D:11:26")).get().extracting(Question::evidence).isEqualTo(List.of("D11:26"));

        assertThat(normaliser.report().repairedIds()).isEqualTo(1);
        assertThat(normaliser.report().changes()).containsExactly("conv-x: repaired \"D:11:26\" to D11:26");
    }

    @Test
    void normalise_leadingZero_repaired() {
        assertThat(normalise(2, "D30:05")).get().extracting(Question::evidence).isEqualTo(List.of("D30:5"));

        assertThat(normaliser.report().repairedIds()).isEqualTo(1);
    }

    @Test
    void normalise_idOfNoTurn_droppedAsDangling() {
        assertThat(normalise(4, "D1:1", "D10:19"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D1:1"));

        assertThat(normaliser.report().droppedDanglingIds()).isEqualTo(1);
        assertThat(normaliser.report().changes()).containsExactly("conv-x: dropped \"D10:19\" (no such turn)");
    }

    @Test
    void normalise_unparseableId_droppedAsDangling() {
        assertThat(normalise(4, "D", "D1:2"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D1:2"));

        assertThat(normaliser.report().droppedDanglingIds()).isEqualTo(1);
        assertThat(normaliser.report().changes()).containsExactly("conv-x: dropped \"D\" (not an id)");
    }

    @Test
    void normalise_repeatedId_keptOnce() {
        assertThat(normalise(2, "D1:1", "D1:1", "D1:2"))
                .get()
                .extracting(Question::evidence)
                .isEqualTo(List.of("D1:1", "D1:2"));

        assertThat(normaliser.report().duplicateIds()).isEqualTo(1);
    }

    @Test
    void normalise_noEvidenceLeft_skipsQuestion() {
        assertThat(normalise(3)).isEmpty();
        assertThat(normalise(1, "D7:7")).isEmpty();

        NormalisationReport report = normaliser.report();
        assertThat(report.skippedQuestions()).isEqualTo(2);
        assertThat(report.droppedDanglingIds()).isEqualTo(1);
        assertThat(report.keptQuestions()).isZero();
    }

    @Test
    void normalise_category5_excludedBeforeOtherRules() {
        assertThat(normaliser.normalise(new RawQuestion("q?", 5, List.of("D:11:26"), null)))
                .isEmpty();

        assertThat(normaliser.report()).isEqualTo(new NormalisationReport(0, 0, 0, 0, 0, 1, 0, List.of()));
    }
}
