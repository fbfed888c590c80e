package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Lifts the results of the conversations a recall's direct matches concentrate in:
 * {@code factor = 1 + lambda x mass(session) / max mass}, where a session's mass is the sum of the scores of the
 * direct matches formed in it.
 *
 * <p>Implementation notes: this is cluster-based retrieval with the session as the cluster (X. Liu and W. B. Croft,
 * "Cluster-based retrieval using language models", SIGIR 2004, score a document with its cluster's score), taken
 * multiplicatively and relative to the heaviest session, so that it orders and never admits: a memory whose session
 * holds no direct match keeps factor 1. A memory formed outside any session is a conversation of its own, with its own
 * score as its mass (capped at the heaviest), so in a namespace without sessions the factor grows with the score and
 * the order does not change. Masses are the direct matches' scores as matched, so the factors depend on the seeds and
 * each result's own score only, never on what spreading reached. A memory is lifted by at most {@code 1 + lambda}
 * ({@link #maxLift}). Measured on the three dev sets: docs/decisions/0026-session-context.md. Stateless and
 * thread-safe.
 */
public final class SessionContext {

    /**
     * One result of a recall: its memory, the session it was formed in (null for none), its score (a direct match's
     * score as matched, before spreading could raise it) and whether it is a direct match.
     */
    public record Result(String id, String session, double score, boolean direct) {

        /** Validates the id. */
        public Result {
            Objects.requireNonNull(id, "id");
        }
    }

    private final double lambda;

    /**
     * @param lambda the lift of the results of the session with the most mass, [0, 1]; the service's default, 0.5,
     *               is {@code mnemograph.graph.session-context} (config.GraphSettings); 0 turns it off
     */
    public SessionContext(double lambda) {
        Checks.inRange("lambda", lambda, 0.0, 1.0);
        this.lambda = lambda;
    }

    /** The most a result's score is multiplied by: {@code 1 + lambda}. */
    public double maxLift() {
        return 1 + lambda;
    }

    /**
     * Each result's factor, in [1, {@link #maxLift}].
     *
     * @param results every result of the recall, direct and associative, with scores &gt;= 0
     * @return memory id -> factor, for the same ids in the same order
     */
    public Map<String, Double> factors(Collection<Result> results) {
        Objects.requireNonNull(results, "results");
        Map<String, Double> sessionMass = sessionMasses(results);
        double most = heaviest(results, sessionMass);
        Map<String, Double> factors = new LinkedHashMap<>();
        for (Result result : results) {
            double mass = result.session() == null ? result.score() : sessionMass.getOrDefault(result.session(), 0.0);
            factors.put(result.id(), most > 0 ? 1 + lambda * Math.min(1, mass / most) : 1.0);
        }
        return factors;
    }

    /**
     * The heaviest mass among the direct matches of {@code results}: the largest sum of the scores of the direct
     * matches formed in one session, a direct match formed outside any session weighing its own score; 0 for none.
     */
    public double heaviestMass(Collection<Result> results) {
        return heaviest(results, sessionMasses(results));
    }

    private static double heaviest(Collection<Result> results, Map<String, Double> sessionMass) {
        double most = 0;
        for (double mass : sessionMass.values()) {
            most = Math.max(most, mass);
        }
        for (Result result : results) {
            if (result.direct() && result.session() == null) {
                most = Math.max(most, result.score());
            }
        }
        return most;
    }

    /**
     * The least score a result formed outside any session needs to reach {@code lifted} once lifted: its lift grows
     * with its own score, so this is the root of {@code s x (1 + lambda x min(1, s / most)) = lifted}, taken as
     * {@code 2 x lifted / (1 + sqrt(1 + 4 x lambda x lifted / most))} (the quadratic's root in the form that stays
     * exact for a small lambda) below {@code most}, and {@code lifted / (1 + lambda)} above.
     *
     * @param most the heaviest mass of the recall ({@link #heaviestMass}), 0 when no direct match scores
     */
    public double unliftedWithoutSession(double lifted, double most) {
        if (most <= 0 || lambda == 0) {
            return lifted;
        }
        if (lifted >= most * maxLift()) {
            return lifted / maxLift();
        }
        return 2 * lifted / (1 + Math.sqrt(1 + 4 * lambda * lifted / most));
    }

    private static Map<String, Double> sessionMasses(Collection<Result> results) {
        Map<String, Double> sessionMass = new HashMap<>();
        for (Result result : results) {
            if (result.direct() && result.session() != null) {
                sessionMass.merge(result.session(), result.score(), Double::sum);
            }
        }
        return sessionMass;
    }
}
