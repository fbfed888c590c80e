package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class NormalisationReportTest {

    @Test
    void sum_twoReports_addsCountsAndConcatenatesChanges() {
        NormalisationReport a = new NormalisationReport(1, 2, 3, 4, 5, 6, 7, List.of("a"));
        NormalisationReport b = new NormalisationReport(10, 20, 30, 40, 50, 60, 70, List.of("b"));

        assertThat(NormalisationReport.sum(List.of(a, b)))
                .isEqualTo(new NormalisationReport(11, 22, 33, 44, 55, 66, 77, List.of("a", "b")));
    }

    @Test
    void sum_noReports_isEmpty() {
        assertThat(NormalisationReport.sum(List.of())).isEqualTo(NormalisationReport.EMPTY);
    }
}
