package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A newer statement ranks directly above the older one it contradicts; everything else keeps its order. */
class NewerFirstTest {

    @Test
    void order_newerBelowOlder_isLiftedDirectlyAboveIt() {
        assertThat(NewerFirst.order(List.of("a", "old", "b", "c", "new"), Map.of("old", List.of("new"))))
                .containsExactly("a", "new", "old", "b", "c");
    }

    @Test
    void order_newerAlreadyAbove_changesNothing() {
        assertThat(NewerFirst.order(List.of("new", "a", "old"), Map.of("old", List.of("new"))))
                .containsExactly("new", "a", "old");
    }

    @Test
    void order_chainOfUpdates_ranksNewestFirst() {
        assertThat(NewerFirst.order(List.of("v1", "x", "v2", "v3"), Map.of("v1", List.of("v2"), "v2", List.of("v3"))))
                .containsExactly("v3", "v2", "v1", "x");
    }

    @Test
    void order_newerNotRanked_isIgnored() {
        assertThat(NewerFirst.order(List.of("a", "old"), Map.of("old", List.of("absent"))))
                .containsExactly("a", "old");
    }

    @Test
    void order_cycle_keepsEveryIdOnce() {
        assertThat(NewerFirst.order(List.of("a", "b"), Map.of("a", List.of("b"), "b", List.of("a"))))
                .containsExactlyInAnyOrder("a", "b")
                .hasSize(2);
    }
}
