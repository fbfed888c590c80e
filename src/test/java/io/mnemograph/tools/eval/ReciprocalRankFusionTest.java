package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code rrf} baseline's fusion: 1 / (60 + rank) summed over both lists. */
class ReciprocalRankFusionTest {

    @Test
    void fuse_itemInBothListsWins_tiesByIdentifier_cutAtK() {
        // c: 1/63 + 1/61 = 0.0323; a: 1/61 = 0.0164; b and d: 1/62 = 0.0161 each, b first by id
        assertThat(BareSearchSystem.fuse(List.of("a", "b", "c"), List.of("c", "d"), 3))
                .containsExactly("c", "a", "b");
    }

    @Test
    void fuse_oneEmptyList_keepsTheOthersOrder() {
        assertThat(BareSearchSystem.fuse(List.of("x", "y"), List.of(), 10)).containsExactly("x", "y");
    }
}
