package io.mnemograph.core;

import java.util.Collection;

/**
 * What the recall threshold keeps: every direct match is ranked, none is cut, and a memory reached only by
 * association is returned when its score is at least the threshold. So a recall that finds anything never answers
 * empty because its matches score low (a cue that shares meaning but no word with its memory), while spreading's
 * weak neighbours stay out.
 *
 * <p>Implementation notes: a result is kept when its score is above 0 (a zero factor removes it: weight 0, an
 * expired memory) and, when it was reached by association, at least {@code value}. The value is not bounded by 1,
 * because scores are not (see {@link ScoreComponents}). Decided by measurement on the three dev sets
 * (docs/decisions/0021-recall-as-clients-call-it.md); CMM's threshold cut every result below 0.3, which answered a
 * third of MADial-Bench's cues with nothing.
 *
 * @param value the lowest score of an associative result, finite and &gt;= 0
 */
public record Threshold(double value) {

    /** Validates that the value is finite and non-negative. */
    public Threshold {
        Checks.atLeast("threshold", value, 0.0);
    }

    /**
     * Returns whether a result with {@code score} is kept; {@code directMatch} is true for a memory among the direct
     * matches, also when spreading reached it more strongly from another one.
     */
    public boolean admits(boolean directMatch, double score) {
        return score > 0 && (directMatch || score >= value);
    }

    /**
     * The score a memory reached by spreading must reach to be among the first {@code limit} results: the threshold,
     * or once {@code limit} direct matches score above 0, the higher of the threshold and the {@code limit}-th best
     * of their scores.
     */
    public double entryScore(Collection<Double> seedScores, int limit) {
        double[] kept = seedScores.stream()
                .mapToDouble(Double::doubleValue)
                .filter(score -> score > 0)
                .sorted()
                .toArray();
        return kept.length < limit ? value : Math.max(value, kept[kept.length - limit]);
    }
}
