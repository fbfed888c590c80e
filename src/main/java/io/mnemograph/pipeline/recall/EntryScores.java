package io.mnemograph.pipeline.recall;

import io.mnemograph.core.Threshold;
import io.mnemograph.core.graph.SessionContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The score a memory reached by spreading must reach, before its session-context lift, to be among a recall's first
 * {@code limit} results ({@link Threshold#entryScore}): the {@code limit}-th best lifted direct match divided by the
 * most the memory's own session can lift it.
 *
 * <p>Implementation notes: a direct match's lift depends on the direct matches alone ({@link SessionContext}), so
 * before spreading every memory's bound is known: a memory formed in a session that holds a direct match is lifted by
 * exactly that session's factor, one of any other session by none (factor 1), and one formed outside any session by
 * at most {@code maxLift}, its lift growing with its own score. Spreading passes through memories of every session, so
 * it prunes with the loosest entry score, the one for {@code maxLift}. Neither changes a result.
 */
final class EntryScores {

    private final Threshold threshold;
    private final int limit;
    private final double maxLift;
    private final List<Double> liftedDirectScores;
    private final Map<String, Double> sessionLift = new HashMap<>();
    private final Map<Double, Double> byLift = new HashMap<>();

    /**
     * @param liftedDirectMatches the direct matches, each already lifted by its session context
     * @param maxLift             the most any result is lifted ({@link SessionContext#maxLift}), 1 for no lift
     */
    EntryScores(Threshold threshold, int limit, double maxLift, List<RecallHit> liftedDirectMatches) {
        this.threshold = threshold;
        this.limit = limit;
        this.maxLift = maxLift;
        this.liftedDirectScores =
                liftedDirectMatches.stream().map(RecallHit::score).toList();
        for (RecallHit hit : liftedDirectMatches) {
            List<String> formedIn = hit.memory().sessionIds();
            if (!formedIn.isEmpty()) {
                sessionLift.put(formedIn.getFirst(), hit.components().context());
            }
        }
    }

    /** The entry score for a memory of any session: the one that prunes spreading. */
    double loosest() {
        return forLift(maxLift);
    }

    /** The entry score for a memory formed in {@code session} (null for none). */
    double forSession(String session) {
        return forLift(session == null ? maxLift : sessionLift.getOrDefault(session, 1.0));
    }

    private double forLift(double lift) {
        return byLift.computeIfAbsent(
                lift,
                l -> threshold.entryScore(
                        liftedDirectScores.stream().map(score -> score / l).toList(), limit));
    }
}
