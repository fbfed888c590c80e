package io.mnemograph.analytics;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import java.util.List;

/**
 * The headline figures of one namespace's memory graph: counts by tier and edge kind, the stability histogram, the
 * most central memories, the communities with their top entities, and suggested associations not yet linked.
 */
@Serdeable(naming = SnakeCaseStrategy.class)
public record AnalyticsSummary(
        String namespace,
        long memories,
        List<Tier> tiers,
        List<Edges> edges,
        List<StabilityBucket> stability,
        List<CentralMemory> central,
        List<Community> communities,
        List<SuggestedAssociation> suggestedAssociations) {

    /** Memories of one tier (hot, core, cold) and their stability. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Tier(
            String tier,
            long memories,
            double meanStability,
            double medianStability,
            double maxStability,
            long recalled) {}

    /** Edges of one type from the namespace's memories; associations also by kind. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Edges(String type, @Nullable String kind, long edges) {}

    /** Memories of one tier whose stability lies in [from, from + bucket width). */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record StabilityBucket(String tier, double from, long memories) {}

    /** A memory ranked by PageRank over the association graph. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record CentralMemory(String id, String content, double score, String tier, long associations) {}

    /** A Louvain community: how many memories, the entities they mention most, a few of its memory ids. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Community(long community, long memories, List<TopEntity> topEntities, List<String> exampleIds) {}

    /** An entity of a community and how many of the community's memories mention it. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record TopEntity(
            String key, String name, @Nullable String kind, long mentions) {}

    /** Two memories that mention the same entities (Jaccard similarity) but are not associated yet. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record SuggestedAssociation(String source, String target, double similarity, List<String> sharedEntities) {}
}
