package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import io.mnemograph.core.graph.ContextualRelevance;
import io.mnemograph.core.graph.NamedEntityBoost;
import io.mnemograph.core.graph.SemanticLinkWeight;
import io.mnemograph.core.graph.SessionContext;
import io.mnemograph.core.graph.SpreadingParameters;
import io.mnemograph.core.graph.UpdateRule;
import java.time.Duration;

/**
 * How the associative graph grows at remember and how recall spreads over it (design §3–§4).
 *
 * @param semanticFloor      cosine at or above which a new memory links to a neighbour, [0, 1] (Cognitive Memory: 0.4;
 *                           {@link SemanticLinkWeight})
 * @param semanticMaxLinks   semantic links made per new memory, [0, 50] (default 5)
 * @param temporalWeight     weight of the temporal link to the memory a new one follows in time (the previous of its
 *                           session, or of the namespace's sessionless timeline), [0, 1] (default 1.0)
 * @param spreadFactor       activation kept per hop, (0, 1] (default 0.6, measured; CMM: 0.5)
 * @param maxNeighbours      neighbours followed per memory per hop, [1, 10000] (default 20)
 * @param maxFrontier        memories expanded per hop, [1, 10000] (default 200)
 * @param maxEntityFanOut    entities mentioned by more memories are hubs and not followed, [2, 100000] (default 64)
 * @param entityDamping      an entity hop weighs fanOut^-damping, [0, 2] (default 0.5)
 * @param minActivation      activation below which spreading stops, [0, 1) (default 0.01)
 * @param coRecallIncrement  weight added to the association of two memories recalled together, [0, 1] (0.1)
 * @param coRecallTop        the best results of a recall whose pairs are strengthened, [0, 20] (default 5)
 * @param contextWeight      share alpha of a seed candidate's relevance taken from its best-associated candidate
 *                           ({@link ContextualRelevance}), [0, 1]; 0 turns it off (default 0.15, measured:
 *                           docs/decisions/0005-contextual-relevance.md)
 * @param namedEntityBoost   boost beta of a seed candidate that mentions an entity the query names
 *                           ({@link NamedEntityBoost}), [0, 1]; 0 turns it off (default 0.5, measured:
 *                           docs/decisions/0017-named-entity-boost.md)
 * @param sessionlessWindowMinutes the longest gap, in minutes, between two memories stored without a session one after
 *                           the other that still links them temporally, [0, 10080]; 0 turns it off (default 30:
 *                           docs/decisions/0018-sessionless-timeline.md)
 * @param updateSimilarity   the lowest cosine at which remember records a new memory that changes what an older one
 *                           says as contradicting it ({@link UpdateRule}), [0, 1]; 1 turns it off (default 0.5:
 *                           docs/recall.md#contradictions)
 * @param sessionContext     lift lambda of the results of the session the recall's direct matches concentrate in
 *                           ({@link SessionContext}), [0, 1]; 0 turns it off (default 0.5, measured:
 *                           docs/decisions/0026-session-context.md)
 */
@ConfigurationProperties(GraphSettings.PREFIX)
public record GraphSettings(
        @Bindable(defaultValue = "" + SemanticLinkWeight.DEFAULT_FLOOR)
        double semanticFloor,

        @Bindable(defaultValue = "5") int semanticMaxLinks,
        @Bindable(defaultValue = "1.0") double temporalWeight,

        @Bindable(defaultValue = "" + SpreadingParameters.DEFAULT_SPREAD_FACTOR)
        double spreadFactor,

        @Bindable(defaultValue = "" + SpreadingParameters.DEFAULT_MAX_NEIGHBOURS_PER_NODE)
        int maxNeighbours,

        @Bindable(defaultValue = "" + SpreadingParameters.DEFAULT_MAX_FRONTIER)
        int maxFrontier,

        @Bindable(defaultValue = "64") int maxEntityFanOut,

        @Bindable(defaultValue = "" + SpreadingParameters.DEFAULT_ENTITY_DAMPING)
        double entityDamping,

        @Bindable(defaultValue = "" + SpreadingParameters.DEFAULT_MIN_ACTIVATION)
        double minActivation,

        @Bindable(defaultValue = "0.1") double coRecallIncrement,
        @Bindable(defaultValue = "5") int coRecallTop,
        @Bindable(defaultValue = "0.15") double contextWeight,
        @Bindable(defaultValue = "0.5") double namedEntityBoost,
        @Bindable(defaultValue = "30") int sessionlessWindowMinutes,

        @Bindable(defaultValue = "" + UpdateRule.DEFAULT_SIMILARITY)
        double updateSimilarity,

        @Bindable(defaultValue = "0.5") double sessionContext) {

    public static final String PREFIX = "mnemograph.graph";

    public GraphSettings {
        ConfigurationError.requireRange(PREFIX + ".semantic-floor", semanticFloor, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".semantic-max-links", semanticMaxLinks, 0, 50);
        ConfigurationError.requireRange(PREFIX + ".temporal-weight", temporalWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".spread-factor", spreadFactor, 1e-9, 1);
        ConfigurationError.requireRange(PREFIX + ".max-neighbours", maxNeighbours, 1, 10_000);
        ConfigurationError.requireRange(PREFIX + ".max-frontier", maxFrontier, 1, 10_000);
        ConfigurationError.requireRange(PREFIX + ".max-entity-fan-out", maxEntityFanOut, 2, 100_000);
        ConfigurationError.requireRange(PREFIX + ".entity-damping", entityDamping, 0, 2);
        ConfigurationError.requireRange(PREFIX + ".min-activation", minActivation, 0, 0.999);
        ConfigurationError.requireRange(PREFIX + ".co-recall-increment", coRecallIncrement, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".co-recall-top", coRecallTop, 0, 20);
        ConfigurationError.requireRange(PREFIX + ".context-weight", contextWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".named-entity-boost", namedEntityBoost, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".sessionless-window-minutes", sessionlessWindowMinutes, 0, 10_080);
        ConfigurationError.requireRange(PREFIX + ".update-similarity", updateSimilarity, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".session-context", sessionContext, 0, 1);
    }

    /** Which older memories a new one contradicts, with the configured similarity. */
    public UpdateRule updates() {
        return new UpdateRule(updateSimilarity);
    }

    /** Spreading parameters for a recall of {@code hops} hops with spread factor {@code factor}. */
    public SpreadingParameters spreading(int hops, double factor) {
        return new SpreadingParameters(hops, factor, maxNeighbours, maxFrontier, minActivation, entityDamping);
    }

    /** Contextual relevance of seed candidates with the configured context weight. */
    public ContextualRelevance contextualRelevance() {
        return new ContextualRelevance(contextWeight);
    }

    /** The boost of seed candidates that mention an entity the query names, with the configured beta. */
    public NamedEntityBoost namedEntities() {
        return new NamedEntityBoost(namedEntityBoost);
    }

    /** The lift of the results of the sessions a recall's direct matches concentrate in, with the configured lambda. */
    public SessionContext sessionContexts() {
        return new SessionContext(sessionContext);
    }

    /** The longest gap between two memories stored without a session that still links them temporally. */
    public Duration sessionlessWindow() {
        return Duration.ofMinutes(sessionlessWindowMinutes);
    }

    /** Which neighbours a new memory links to, and how heavily, with the configured floor. */
    public SemanticLinkWeight semanticLinks() {
        return new SemanticLinkWeight(semanticFloor);
    }
}
