package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code rrf} baseline's fusion and the channel fusions': 1 / (60 + rank) summed over the lists. */
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

    @Test
    void fuse_threeLists_anItemInAllThreeBeatsOneFirstInTwo() {
        // m: 1/62 * 3 = 0.0484; f: 1/61 * 2 = 0.0328; g: 1/61 = 0.0164; n: 1/63 = 0.0159
        assertThat(RankFusionSystem.fuse(List.of(List.of("f", "m", "n"), List.of("f", "m"), List.of("g", "m")), 10))
                .containsExactly("m", "f", "g", "n");
    }
}
