package io.mnemograph.pipeline.recall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.Scope;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Threshold;
import io.mnemograph.core.graph.SessionContext;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.recall.Candidate;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The entry score of a memory reached by spreading is the {@code limit}-th best lifted direct match divided by the
 * most the memory's own session can lift it: a memory that reaches it ranks among the first {@code limit} once lifted.
 */
class EntryScoresTest {

    private static final ZonedDateTime T = ZonedDateTime.parse("2026-01-01T00:00:00Z");

    private static Candidate lifted(String id, String session, double score, double lift) {
        StoredMemory memory = new StoredMemory(
                id,
                "ns",
                id,
                Scope.GLOBAL,
                null,
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
                session == null ? List.of() : List.of(session),
                null,
                Set.of());
        return new Candidate(memory, score, OptionalInt.empty())
                .withMatched(ScoreComponents.direct(score, 1, 1, 1, 1, 1))
                .withSessionContext(lift);
    }

    private static final SessionContext LIFT = new SessionContext(0.5);

    /**
     * Lambda 0.5. Session a (mass 0.9, the heaviest): 0.5 and 0.4 lifted by 1.5; b: 0.45 by 1.25 (0.5625); c: 0.36 by
     * 1.2 (0.432); without a session: 0.18 by 1.1 (0.198).
     */
    private static final List<Candidate> DIRECT = List.of(
            lifted("a1", "a", 0.5, 1.5),
            lifted("a2", "a", 0.4, 1.5),
            lifted("b1", "b", 0.45, 1.25),
            lifted("c1", "c", 0.36, 1.2),
            lifted("lone", null, 0.18, 1.1));

    @Test
    void entryScore_isTheLimitThBestLiftedMatch_dividedByTheLiftOfTheMemorysOwnSession() {
        EntryScores entry = new EntryScores(new Threshold(0), 3, LIFT, 0.9, DIRECT);

        // the 3rd best lifted direct match is b1's 0.5625
        assertThat(entry.forSession("a")).isCloseTo(0.5625 / 1.5, within(1e-12));
        assertThat(entry.forSession("b")).isCloseTo(0.5625 / 1.25, within(1e-12));
        assertThat(entry.forSession("c")).isCloseTo(0.5625 / 1.2, within(1e-12));
        assertThat(entry.forSession("no direct match"))
                .as("a session without a direct match lifts nothing")
                .isCloseTo(0.5625, within(1e-12));
        assertThat(entry.forSession(null))
                .as("without a session, 0.45 x (1 + 0.5 x 0.45 / 0.9) = 0.5625")
                .isCloseTo(0.45, within(1e-12));
        assertThat(entry.loosest()).as("session a's").isCloseTo(0.5625 / 1.5, within(1e-12));
    }

    @Test
    void entryScore_isNeverBelowTheThreshold_norAboveItWithFewerMatchesThanTheLimit() {
        EntryScores entry = new EntryScores(new Threshold(0.4), 3, LIFT, 0.9, DIRECT);
        assertThat(entry.forSession("a")).isEqualTo(0.4);
        assertThat(entry.forSession("b")).isCloseTo(0.45, within(1e-12));

        EntryScores few = new EntryScores(new Threshold(0.2), 6, LIFT, 0.9, DIRECT);
        assertThat(few.forSession("a")).isEqualTo(0.2);
        assertThat(few.forSession("no direct match")).isEqualTo(0.2);
    }

    @Test
    void noLift_everySessionHasTheEntryScoreOfTheThreshold() {
        List<Candidate> unlifted = DIRECT.stream()
                .map(hit -> lifted(
                        hit.memory().id(),
                        hit.memory().sessionIds().isEmpty()
                                ? null
                                : hit.memory().sessionIds().getFirst(),
                        hit.factors().similarity(),
                        1.0))
                .toList();
        EntryScores entry = new EntryScores(new Threshold(0), 2, new SessionContext(0), 0.9, unlifted);
        // unlifted: 0.5, 0.45, 0.4, 0.4, 0.1; the 2nd best is 0.45
        for (String session : new String[] {"a", "b", "c", "no direct match", null}) {
            assertThat(entry.forSession(session)).as(session).isCloseTo(0.45, within(1e-12));
        }
    }

    @Test
    void withoutSessions_theEntryScoreIsTheLimitThBestMatchsOwnScore_asWithoutTheLift() {
        // most 0.8: lifts 1.5, 1.375, 1.25, 1.125, so the lifted scores keep the order of the scores
        List<Candidate> sessionless = List.of(
                lifted("m1", null, 0.8, 1.5),
                lifted("m2", null, 0.6, 1.375),
                lifted("m3", null, 0.4, 1.25),
                lifted("m4", null, 0.2, 1.125));
        EntryScores entry = new EntryScores(new Threshold(0), 3, LIFT, 0.8, sessionless);

        assertThat(entry.forSession(null)).isCloseTo(0.4, within(1e-12));
        assertThat(entry.loosest()).isCloseTo(0.4, within(1e-12));
        assertThat(entry.forSession("some session")).isCloseTo(0.5, within(1e-12));
    }
}
