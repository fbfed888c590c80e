package io.mnemograph.core.scoring;

import io.mnemograph.core.Checks;
import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.SeedMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The relevance of each seed candidate of a recall to its query, before contextual relevance and scoring
 * (docs/formulas.md, "Seed relevance"; decisions 0002, 0005, 0007, 0011, 0016).
 *
 * <p>Implementation notes: with {@code lexical = bm25 / best bm25} over the candidates (0 for a candidate the lexical
 * seed did not find) and, for hybrid seeds, {@code fused = bm25 / max(best bm25, floor x attainable)}
 * ({@code attainable} the query's attainable BM25, {@link io.mnemograph.core.Bm25#attainable}, and {@code floor} the
 * evidence floor; 0 gives the plain max-normalisation of decisions 0002-0015), the relevance is
 * {@code tier x prior x r}, where {@code r} is {@code cosine} for vector seeds, {@code lexical} for lexical seeds and
 * {@code (1 - w) x max(0, cosine) + w x fused} for hybrid seeds (a convex combination of the two normalised
 * relevances, E. A. Fox and J. A. Shaw, "Combination of multiple searches", TREC-2, 1994: CombSUM over max-normalised
 * scores, with a normaliser that is never below the query's attainable score), {@code prior} the length prior relative to the longest candidate
 * ({@link LengthPrior#relativeFactors}) and {@code tier} the cold-seed factor for a memory found in cold storage, 1
 * otherwise. Stateless and thread-safe.
 */
public final class SeedRelevance {

    private final SeedMode mode;
    private final double lexicalWeight;
    private final double coldFactor;
    private final LengthPrior lengthPrior;
    private final double evidenceFloor;

    /**
     * @param mode          which seeds the recall fuses
     * @param lexicalWeight {@code w}, the lexical share of a hybrid seed's relevance, in [0, 1]
     * @param coldFactor    the share of its relevance a cold candidate keeps, in [0, 1]
     * @param lengthPrior   the length prior
     * @param evidenceFloor the share of the query's attainable BM25 below which the best match's BM25 does not count
     *                      as full lexical evidence, in [0, 10]; 0 normalises by the best match alone
     */
    public SeedRelevance(
            SeedMode mode, double lexicalWeight, double coldFactor, LengthPrior lengthPrior, double evidenceFloor) {
        Checks.inRange("lexicalWeight", lexicalWeight, 0, 1);
        Checks.inRange("coldFactor", coldFactor, 0, 1);
        Checks.inRange("evidenceFloor", evidenceFloor, 0, 10);
        this.mode = mode;
        this.lexicalWeight = lexicalWeight;
        this.coldFactor = coldFactor;
        this.lengthPrior = lengthPrior;
        this.evidenceFloor = evidenceFloor;
    }

    /**
     * Each candidate's relevance, by id, in the candidates' order.
     *
     * @param attainable the query's attainable BM25 in the namespace ({@link io.mnemograph.core.Bm25#attainable}),
     *                   at least 0; 0 when the recall has no lexical half
     */
    public Map<String, Double> of(List<SeedEvidence> candidates, double attainable) {
        Checks.atLeast("attainable", attainable, 0);
        double best = candidates.stream()
                .filter(c -> c.bm25() != null)
                .mapToDouble(SeedEvidence::bm25)
                .max()
                .orElse(0);
        double fused = Math.max(best, evidenceFloor * attainable);
        Map<String, String> contents = new LinkedHashMap<>();
        candidates.forEach(c -> contents.put(c.id(), c.content()));
        Map<String, Double> prior = lengthPrior.relativeFactors(contents);
        Map<String, Double> relevance = new LinkedHashMap<>();
        for (SeedEvidence c : candidates) {
            double tier = c.cold() ? coldFactor : 1.0;
            relevance.put(
                    c.id(),
                    tier
                            * Objects.requireNonNull(prior.get(c.id()), c.id())
                            * switch (mode) {
                                case VECTOR -> c.cosine();
                                case LEXICAL -> share(c.bm25(), best);
                                case HYBRID ->
                                    (1 - lexicalWeight) * Math.max(0, c.cosine())
                                            + lexicalWeight * share(c.bm25(), fused);
                            });
        }
        return relevance;
    }

    /** {@code bm25 / norm}, 0 for a candidate the lexical seed did not find. */
    private static double share(Double bm25, double norm) {
        return bm25 == null || norm <= 0 ? 0 : bm25 / norm;
    }
}
