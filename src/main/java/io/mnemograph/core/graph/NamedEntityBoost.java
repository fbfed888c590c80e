package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Raises the relevance of a candidate memory that mentions an entity the query names:
 * {@code relevance' = relevance x (1 + beta x (1 - relevance))}; other candidates keep theirs.
 *
 * <p>Implementation notes: the query's named entities are the first step of a walk query -> entity -> memory, the
 * seeding that HippoRAG (B. J. Gutierrez et al., "HippoRAG: Neurobiologically Inspired Long-Term Memory for Large
 * Language Models", NeurIPS 2024) gives personalized PageRank. Here it takes one step and only among the seed
 * candidates, so even a hub entity (a speaker named in half the namespace, which spreading skips) costs nothing
 * to follow. The factor shrinks as relevance nears 1, so the result stays in [0, 1] for {@code beta} in [0, 1],
 * 0 stays 0 (a mention alone never makes a memory relevant) and the order among candidates that name the entity,
 * and among those that do not, is kept. Measured in docs/decisions/0017-named-entity-boost.md. Stateless and
 * thread-safe.
 */
public final class NamedEntityBoost {

    private final double beta;

    /**
     * @param beta the boost at relevance 0, [0, 1]; the service's default, 0.5, is
     *             {@code mnemograph.graph.named-entity-boost} (config.GraphSettings); 0 turns it off
     */
    public NamedEntityBoost(double beta) {
        Checks.inRange("beta", beta, 0.0, 1.0);
        this.beta = beta;
    }

    /**
     * The boosted relevance of a candidate with {@code relevance} in [0, 1] that mentions a named entity; a relevance
     * at or below 0 (a vector seed's negative cosine) is kept.
     */
    public double boosted(double relevance) {
        return relevance <= 0 ? relevance : relevance * (1 + beta * (1 - relevance));
    }

    /**
     * Each candidate's relevance, boosted for those that mention an entity the query names.
     *
     * @param relevance memory id -> relevance of every candidate, at most 1
     * @param naming    the candidates that mention an entity the query names (other ids are ignored)
     * @return memory id -> relevance after the boost, for the same ids in the same order
     */
    public Map<String, Double> apply(Map<String, Double> relevance, Set<String> naming) {
        Objects.requireNonNull(relevance, "relevance");
        Objects.requireNonNull(naming, "naming");
        Map<String, Double> out = new LinkedHashMap<>();
        relevance.forEach((id, r) -> out.put(id, naming.contains(id) ? boosted(r) : r));
        return out;
    }
}
