package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
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

    /**
     * A memory rises above one it ranked below only when it is newer and contradicts that one or a memory ranked above
     * it, directly or through a chain of updates: nothing the marks do not name is lifted.
     */
    @Test
    void order_randomMarks_liftOnlyWhatContradictsAMemoryRankedAtOrAbove() {
        Random random = new Random(48);
        for (int round = 0; round < 500; round++) {
            int size = 2 + random.nextInt(8);
            List<String> ranked = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                ranked.add("m" + i);
            }
            Collections.shuffle(ranked, random);
            Map<String, List<String>> newer = new HashMap<>();
            for (int i = 0; i < size; i++) {
                for (int j = i + 1; j < size; j++) {
                    if (random.nextInt(4) == 0) {
                        newer.computeIfAbsent("m" + i, k -> new ArrayList<>()).add("m" + j);
                    }
                }
            }

            List<String> order = NewerFirst.order(ranked, newer);

            assertThat(order).containsExactlyInAnyOrderElementsOf(ranked);
            for (String x : ranked) {
                Set<String> liftable = new HashSet<>();
                ranked.subList(0, ranked.indexOf(x) + 1).forEach(z -> liftable.addAll(reachable(z, newer)));
                for (String y : ranked) {
                    if (ranked.indexOf(x) < ranked.indexOf(y) && order.indexOf(y) < order.indexOf(x)) {
                        assertThat(liftable).as("%s -> %s", ranked, order).contains(y);
                    }
                }
            }
        }
    }

    /** The memories that contradict {@code id}, directly or through a chain of newer ones. */
    private static Set<String> reachable(String id, Map<String, List<String>> newer) {
        Set<String> seen = new HashSet<>();
        Deque<String> next = new ArrayDeque<>(newer.getOrDefault(id, List.of()));
        while (!next.isEmpty()) {
            String n = next.pop();
            if (seen.add(n)) {
                next.addAll(newer.getOrDefault(n, List.of()));
            }
        }
        return seen;
    }
}
