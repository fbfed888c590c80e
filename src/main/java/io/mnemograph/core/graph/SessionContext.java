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
        Map<String, Double> sessionMass = new HashMap<>();
        double most = 0;
        for (Result result : results) {
            if (!result.direct()) {
                continue;
            }
            double mass = result.session() == null
                    ? result.score()
                    : sessionMass.merge(result.session(), result.score(), Double::sum);
            most = Math.max(most, mass);
        }
        Map<String, Double> factors = new LinkedHashMap<>();
        for (Result result : results) {
            double mass = result.session() == null ? result.score() : sessionMass.getOrDefault(result.session(), 0.0);
            factors.put(result.id(), most > 0 ? 1 + lambda * Math.min(1, mass / most) : 1.0);
        }
        return factors;
    }
}
