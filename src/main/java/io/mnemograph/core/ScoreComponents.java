package io.mnemograph.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The factors of one recall result, whose product is its score; every result can show them to explain itself.
 *
 * <p>Implementation notes: the score is multiplicative (design section 4, step 4), so a zero in any factor removes
 * the result, and each factor can be read as "how much this aspect scales relevance". Ranges: similarity and
 * weight in [0, 1] (callers clamp a negative cosine at 0); every other factor is finite and non-negative. The
 * decay factor exceeds 1 under the Mnemex presets and priming is up to 1.3, so a score can exceed 1; only the
 * order of scores and the threshold matter.
 *
 * @param similarity  cosine similarity of query and memory, in [0, 1]
 * @param decay       the decay preset's factor, &gt;= 0
 * @param importance  importance level (0.5 to 2.0 by default), &gt;= 0
 * @param priming     session priming factor (1.0 to 1.3 by default), &gt;= 0
 * @param scopeWeight scope factor (0.8 or 1.0 by default), &gt;= 0
 * @param weight      user-set memory weight, in [0, 1] (0.1 once superseded)
 * @param activation  1.0 for a direct (seed) result, the spreading activation for an associative one, &gt;= 0
 * @param context     the lift from the session the result was formed in ({@link
 *                    io.mnemograph.core.graph.SessionContext}), &gt;= 1; 1.0 when the recall does not spread
 */
public record ScoreComponents(
        double similarity,
        double decay,
        double importance,
        double priming,
        double scopeWeight,
        double weight,
        double activation,
        double context) {

    /** The activation of a direct (seed) result. */
    public static final double DIRECT_ACTIVATION = 1.0;

    /** The factors of a result that no session lifts (context 1.0). */
    public ScoreComponents(
            double similarity,
            double decay,
            double importance,
            double priming,
            double scopeWeight,
            double weight,
            double activation) {
        this(similarity, decay, importance, priming, scopeWeight, weight, activation, 1.0);
    }

    /** Validates every factor's range. */
    public ScoreComponents {
        Checks.inRange("similarity", similarity, 0.0, 1.0);
        Checks.atLeast("decay", decay, 0.0);
        Checks.atLeast("importance", importance, 0.0);
        Checks.atLeast("priming", priming, 0.0);
        Checks.atLeast("scopeWeight", scopeWeight, 0.0);
        Checks.inRange("weight", weight, 0.0, 1.0);
        Checks.atLeast("activation", activation, 0.0);
        Checks.atLeast("context", context, 1.0);
    }

    /** Returns the components of a direct (seed) result, whose activation is 1.0. */
    public static ScoreComponents direct(
            double similarity, double decay, double importance, double priming, double scopeWeight, double weight) {
        return new ScoreComponents(similarity, decay, importance, priming, scopeWeight, weight, DIRECT_ACTIVATION);
    }

    /** The same factors, lifted by {@code factor} from the result's session. */
    public ScoreComponents inContext(double factor) {
        return new ScoreComponents(similarity, decay, importance, priming, scopeWeight, weight, activation, factor);
    }

    /**
     * The eight factors by the names explanations give them ({@code similarity}, {@code decay}, {@code importance},
     * {@code priming}, {@code scope_weight}, {@code weight}, {@code activation}, {@code session_context}), in that
     * order.
     */
    public Map<String, Double> named() {
        Map<String, Double> named = new LinkedHashMap<>();
        named.put("similarity", similarity);
        named.put("decay", decay);
        named.put("importance", importance);
        named.put("priming", priming);
        named.put("scope_weight", scopeWeight);
        named.put("weight", weight);
        named.put("activation", activation);
        named.put("session_context", context);
        return Collections.unmodifiableMap(named);
    }

    /** Returns the product of all eight factors. */
    public double score() {
        return similarity * decay * importance * priming * scopeWeight * weight * activation * context;
    }
}
