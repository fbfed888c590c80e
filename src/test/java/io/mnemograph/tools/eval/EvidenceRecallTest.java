package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class EvidenceRecallTest {

    private static final List<String> EVIDENCE = List.of("D1:1", "D2:2", "D3:3", "D4:4");
    private static final List<String> RANKED = List.of("D2:2", "D9:9", "D3:3", "D2:2", "D8:8", "D1:1");

    @Test
    void fraction_someEvidenceInTopK_isShareFound() {
        assertThat(EvidenceRecall.fraction(EVIDENCE, RANKED, 1)).isEqualTo(0.25);
        assertThat(EvidenceRecall.fraction(EVIDENCE, RANKED, 5)).isEqualTo(0.5);
        assertThat(EvidenceRecall.fraction(EVIDENCE, RANKED, 20)).isEqualTo(0.75);
    }

    @Test
    void fraction_repeatedRankedId_countsOnce() {
        assertThat(EvidenceRecall.fraction(List.of("D2:2", "D5:5"), List.of("D2:2", "D2:2"), 2))
                .isEqualTo(0.5);
    }

    @Test
    void all_everyEvidenceInTopK_isOne() {
        assertThat(EvidenceRecall.all(List.of("D2:2", "D3:3"), RANKED, 3)).isEqualTo(1);
        assertThat(EvidenceRecall.all(List.of("D2:2", "D3:3"), RANKED, 2)).isZero();
    }

    @Test
    void any_oneEvidenceInTopK_isOne() {
        assertThat(EvidenceRecall.any(EVIDENCE, RANKED, 1)).isEqualTo(1);
        assertThat(EvidenceRecall.any(List.of("D4:4"), RANKED, 20)).isZero();
    }

    @Test
    void fraction_emptyRanking_isZero() {
        assertThat(EvidenceRecall.fraction(EVIDENCE, List.of(), 10)).isZero();
    }

    @Test
    void fraction_kBelowOne_throws() {
        assertThatThrownBy(() -> EvidenceRecall.fraction(EVIDENCE, RANKED, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
