package io.mnemograph.pipeline.recall;

import io.mnemograph.core.Threshold;
import io.mnemograph.core.graph.SessionContext;
import io.mnemograph.store.recall.Candidate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

/**
 * The score a memory reached by spreading must reach, before its session-context lift, to be among a recall's first
 * {@code limit} results ({@link Threshold#entryScore}): the {@code limit}-th best lifted direct match, brought back
 * through the most the memory's own session can lift it.
 *
 * <p>Implementation notes: a direct match's lift depends on the direct matches alone ({@link SessionContext}), so
 * before spreading every memory's bound is known: a memory formed in a session that holds a direct match is lifted by
 * exactly that session's factor, one of any other session by none (factor 1), and one formed outside any session by
 * a factor that grows with its own score ({@link SessionContext#unliftedWithoutSession}). Spreading passes through
 * memories of every kind, so it prunes with the loosest of these entry scores. In a namespace without sessions that
 * is the {@code limit}-th best direct match's own score, as without the lift, since the lift keeps the order of the
 * scores there. None of this changes a result.
 */
final class EntryScores {

    private final Threshold threshold;
    private final int limit;
    private final SessionContext sessions;
    private final double heaviestMass;
    private final List<Double> liftedDirectScores;
    private final Map<String, Double> sessionLift = new HashMap<>();
    private final Map<Double, Double> byLift = new HashMap<>();
    private Double withoutSession;

    /**
     * @param liftedDirectMatches the direct matches, each already lifted by its session context
     * @param heaviestMass        the heaviest mass of their sessions ({@link SessionContext#heaviestMass})
     */
    EntryScores(
            Threshold threshold,
            int limit,
            SessionContext sessions,
            double heaviestMass,
            List<Candidate> liftedDirectMatches) {
        this.threshold = threshold;
        this.limit = limit;
        this.sessions = sessions;
        this.heaviestMass = heaviestMass;
        this.liftedDirectScores =
                liftedDirectMatches.stream().map(Candidate::score).toList();
        for (Candidate hit : liftedDirectMatches) {
            List<String> formedIn = hit.memory().sessionIds();
            if (!formedIn.isEmpty()) {
                sessionLift.put(formedIn.getFirst(), hit.factors().context());
            }
        }
    }

    /** The entry score for a memory of any session or none: the one that prunes spreading. */
    double loosest() {
        double mostLifted = sessionLift.values().stream()
                .mapToDouble(Double::doubleValue)
                .max()
                .orElse(1.0);
        return Math.min(forLift(mostLifted), forSession(null));
    }

    /** The entry score for a memory formed in {@code session} (null for none). */
    double forSession(String session) {
        if (session != null) {
            return forLift(sessionLift.getOrDefault(session, 1.0));
        }
        if (withoutSession == null) {
            withoutSession = entryScore(lifted -> sessions.unliftedWithoutSession(lifted, heaviestMass));
        }
        return withoutSession;
    }

    private double forLift(double lift) {
        return byLift.computeIfAbsent(lift, l -> entryScore(lifted -> lifted / l));
    }

    /** The threshold's entry score over the lifted direct scores brought back by {@code unlift}, which keeps order. */
    private double entryScore(DoubleUnaryOperator unlift) {
        return threshold.entryScore(
                liftedDirectScores.stream().map(unlift::applyAsDouble).toList(), limit);
    }
}
