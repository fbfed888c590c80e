package io.mnemograph.model;

import java.time.ZonedDateTime;
import java.util.List;

/**
 * A memory's links as stored: its associations (strongest first) and the entities it mentions (most mentioned
 * first), each list cut at the requested limit, with the full counts.
 */
public record MemoryLinks(
        List<Link> associations, long associationCount, List<MentionedEntity> entities, long entityCount) {

    /**
     * One ASSOCIATED edge and the memory at its other end.
     *
     * @param direction       {@code out} when the memory starts the edge, {@code in} when it ends there
     * @param lastCoRetrieval when the two were last recalled together (or linked), the start of the edge's decay
     */
    public record Link(
            String otherId,
            String otherContent,
            String otherTier,
            String direction,
            String kind,
            double weight,
            ZonedDateTime createdAt,
            ZonedDateTime lastCoRetrieval) {}

    /**
     * An entity the memory mentions.
     *
     * @param memories how many memories of the namespace mention it (its fan-out)
     */
    public record MentionedEntity(String key, String name, String kind, long memories) {}
}
