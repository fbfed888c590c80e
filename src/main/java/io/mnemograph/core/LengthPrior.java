package io.mnemograph.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A memory's length prior: {@code min(1, words / 100)^gamma}, the factor by which recall weighs a seed's relevance
 * to the query, so that a memory of a few words ("Congrats, Nate!") no longer outranks the memory that says what
 * happened ("I won my second tournament last week") on the strength of the query words both contain.
 *
 * <p>Implementation notes: BM25's length normalisation and the cosine of a short text both favour short memories,
 * while the probability that a document is relevant grows with its length (A. Singhal, C. Buckley and M. Mitra,
 * "Pivoted document length normalization", SIGIR 1996). The usual correction in language-model retrieval is a
 * document prior that grows with length (W. Kraaij, T. Westerveld and D. Hiemstra, "The importance of prior
 * probabilities for entry page search", SIGIR 2002: {@code P(d)} proportional to the length), here damped by the
 * exponent {@code gamma} and bounded: a memory of {@value #FULL_WEIGHT_WORDS} words or more keeps its relevance, so
 * the factor stays in (0, 1] and relevance in [0, 1]. Recall uses it relative to its longest candidate
 * ({@link #relativeFactors}), so that short memories are not pushed under the threshold when nothing longer competes
 * with them. Words are runs of non-white-space. {@code gamma = 0} turns it
 * off. Measured on the LoCoMo dev conversations: docs/decisions/0007-query-terms-and-length-prior.md. Stateless and
 * thread-safe.
 */
public final class LengthPrior {

    /** Words from which a memory keeps its whole relevance (about a paragraph). */
    public static final int FULL_WEIGHT_WORDS = 100;

    private final double gamma;

    /** @param gamma the exponent, [0, 1]; 0 turns the prior off */
    public LengthPrior(double gamma) {
        this.gamma = Checks.inRange("gamma", gamma, 0, 1);
    }

    /** The factor for a memory with this content, in (0, 1]; 1 when the prior is off. */
    public double factor(String content) {
        if (gamma == 0) {
            return 1.0;
        }
        int words = Math.max(1, words(content));
        return Math.pow(Math.min(1.0, (double) words / FULL_WEIGHT_WORDS), gamma);
    }

    /**
     * The factors of a recall's candidates relative to the longest: {@code factor(m) / max factor}, in (0, 1], so that
     * the longest candidate keeps its relevance and a recall among short memories only loses nothing against the
     * threshold; the order is the prior's own.
     *
     * @param contents memory id -> content of every candidate
     * @return memory id -> relative factor, for the same ids in the same order
     */
    public Map<String, Double> relativeFactors(Map<String, String> contents) {
        Map<String, Double> factors = new LinkedHashMap<>();
        contents.forEach((id, content) -> factors.put(id, factor(content)));
        double longest =
                factors.values().stream().mapToDouble(Double::doubleValue).max().orElse(1.0);
        factors.replaceAll((id, f) -> f / longest);
        return factors;
    }

    /** Runs of non-white-space in {@code text}. */
    static int words(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) {
                words++;
            }
            inWord = !space;
        }
        return words;
    }
}
