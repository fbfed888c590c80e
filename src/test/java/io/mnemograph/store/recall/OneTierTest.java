package io.mnemograph.store.recall;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.Scope;
import io.mnemograph.model.StoredMemory;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Hot and cold memories compete for the same seed seats ({@link OneTier}): cooling a memory never adds a candidate
 * nor takes one away; a tie at the last seat goes by content; a recall's global and project memories keep their own
 * seats.
 */
class OneTierTest {

    private static final ZonedDateTime T = ZonedDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);

    @Test
    void hotAndColdShareTheSeats_bestFirst() {
        List<Candidate> seats = seats(
                List.of(hot("h1", 0.9), hot("h2", 0.5), hot("h3", 0.4)),
                List.of(cold("c1", 0.8), cold("c2", 0.7), cold("c3", 0.1)),
                3);
        assertThat(seats).extracting(c -> c.memory().id()).containsExactly("h1", "c1", "c2");
    }

    @Test
    void coolingChangesNoSeat() {
        List<Candidate> allHot =
                seats(List.of(hot("a", 0.9), hot("b", 0.8), hot("c", 0.7), hot("d", 0.6)), List.of(), 2);
        List<Candidate> someCold =
                seats(List.of(hot("a", 0.9), hot("d", 0.6)), List.of(cold("b", 0.8), cold("c", 0.7)), 2);
        assertThat(someCold).extracting(c -> c.memory().id()).containsExactlyElementsOf(ids(allHot));
    }

    @Test
    void aTieAtTheLastSeatGoesByContent_notByTier() {
        List<Candidate> seats =
                seats(List.of(hot("a", 0.9), hot("c", 0.6)), List.of(cold("b", 0.6), cold("d", 0.5)), 2);
        assertThat(seats).extracting(c -> c.memory().id()).containsExactly("a", "b");
    }

    @Test
    void globalAndProjectMemoriesKeepTheirOwnSeats() {
        List<Candidate> seats = seats(
                List.of(hot("g1", 0.9), hot("g2", 0.8), inProject("p1", 0.3)),
                List.of(cold("g3", 0.85), inProject("p2", 0.2)),
                2);
        assertThat(seats).extracting(c -> c.memory().id()).containsExactly("g1", "g3", "p1", "p2");
    }

    /** The seats for what the hot and the cold index searches found, in the order the statement returns them. */
    private static List<Candidate> seats(List<Candidate> hot, List<Candidate> cold, int seats) {
        return OneTier.nearest(Stream.concat(hot.stream(), cold.stream()).toList(), seats);
    }

    private static List<String> ids(List<Candidate> candidates) {
        return candidates.stream().map(c -> c.memory().id()).toList();
    }

    private static Candidate hot(String id, double similarity) {
        return candidate(id, "global", Set.of("Memory", "Hot"), similarity);
    }

    private static Candidate cold(String id, double similarity) {
        return candidate(id, "global", Set.of("Memory", "Cold"), similarity);
    }

    private static Candidate inProject(String id, double similarity) {
        return candidate(id, "project", Set.of("Memory", similarity > 0.25 ? "Hot" : "Cold"), similarity);
    }

    private static Candidate candidate(String id, String scope, Set<String> labels, double similarity) {
        StoredMemory memory = new StoredMemory(
                id,
                "ns",
                id,
                Scope.parse(scope),
                "global".equals(scope) ? null : "p",
                "fact",
                T,
                T,
                T,
                T,
                null,
                0,
                0,
                1,
                1,
                1,
                List.of(),
                null,
                labels);
        return new Candidate(memory, similarity, OptionalInt.empty());
    }
}
