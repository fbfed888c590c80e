package io.mnemograph.core;

import java.time.Duration;

/**
 * How much an ASSOCIATED edge has faded since its two memories were last recalled together (Cognitive Memory).
 *
 * <p>Implementation notes: {@code factor = e^(-days / tau)} with time constant tau = 90 days, so an edge keeps
 * 72% of its effect after a month, 37% after 90 days, 13% after 180. The effective edge weight used by spreading
 * activation is {@code weight x factor}; co-recall resets {@code last_co_retrieval} and so the clock. The factor
 * is in (0, 1], 1 at zero elapsed time, non-increasing; negative elapsed time counts as zero. The sweep applies it
 * inside {@code cypher/lifecycle/decay-associations.cypher} with this record's time constant; this class is that
 * statement's reference model, and {@code CypherFormulasTest} checks the two agree.
 *
 * <p>References: [1] Cognitive Memory: association decay {@code e^(-days/90)}.
 *
 * @param timeConstantDays tau in days, &gt; 0 (90)
 */
public record AssociationDecay(double timeConstantDays) {

    /** Cognitive Memory: edges fade with a 90-day time constant. */
    public static final double TIME_CONSTANT_DAYS = 90.0;

    /** Validates that the time constant is positive. */
    public AssociationDecay {
        Checks.positive("associationDecay.timeConstantDays", timeConstantDays);
    }

    /** Returns Cognitive Memory's decay, tau = 90 days. */
    public static AssociationDecay defaults() {
        return new AssociationDecay(TIME_CONSTANT_DAYS);
    }

    /** Returns the factor {@code sinceLastCoRetrieval} after the edge was last strengthened. */
    public double factor(Duration sinceLastCoRetrieval) {
        return Math.exp(-Days.of(sinceLastCoRetrieval) / timeConstantDays);
    }
}
