package io.mnemograph.api.http;

import io.mnemograph.api.error.NotFound;
import io.mnemograph.api.http.BrowseController.AssociationLinkView;
import io.mnemograph.api.http.BrowseController.EntityLinkView;
import io.mnemograph.api.http.BrowseController.LinksView;
import io.mnemograph.api.http.BrowseController.MemoryPage;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.Tier;
import io.mnemograph.model.MemoryLinks;
import io.mnemograph.model.MemoryListQuery;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.MemoryOperations;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * Browsing a namespace already checked against the caller: its memories page by page, every tier, oldest first, and
 * one memory's links. What {@code GET /v1/memories}, {@code GET /v1/memories/{id}/associations} and the MCP tools
 * {@code list_memories} and {@code memory_links} answer.
 */
@Singleton
public final class MemoryBrowser {

    private final MemoryOperations memories;
    private final MetadataCodec metadata;
    private final AssociationDecay decay;
    private final Clock clock;

    public MemoryBrowser(MemoryOperations memories, MetadataCodec metadata, LifecycleSettings lifecycle, Clock clock) {
        this.memories = memories;
        this.metadata = metadata;
        this.decay = lifecycle.associationDecay();
        this.clock = clock;
    }

    /**
     * One page of {@code namespace}'s memories matching the filters (each null for any; {@code tier} a tier's wire
     * name), after {@code cursor} (the previous page's {@code next_cursor}, null for the first page), and the cursor of
     * the next page (null on the last).
     */
    public MemoryPage page(
            String namespace,
            String tier,
            String kind,
            String sessionId,
            ZonedDateTime createdAfter,
            String cursor,
            int limit) {
        MemoryListQuery query = new MemoryListQuery(
                namespace,
                tier == null ? null : Tier.ofWireName(tier),
                kind,
                sessionId,
                createdAfter,
                ListCursor.parse(cursor),
                limit);
        List<StoredMemory> found = memories.list(query);
        List<StoredMemory> page = found.stream().limit(query.limit()).toList();
        String next =
                found.size() > query.limit() ? ListCursor.after(MemoryListQuery.Position.of(page.getLast())) : null;
        return new MemoryPage(
                namespace,
                page.stream()
                        .map(m -> MemoryView.of(m, metadata.decode(m.metadata())))
                        .toList(),
                next);
    }

    /** The memory's associations, strongest first, and the entities it mentions, at most {@code limit} of each. */
    public LinksView links(String namespace, String id, int limit) {
        MemoryLinks links = memories.links(namespace, id, limit).orElseThrow(() -> new NotFound("id", id, namespace));
        Instant now = clock.instant();
        return new LinksView(
                id,
                namespace,
                links.associations().stream()
                        .map(link -> AssociationLinkView.of(link, decay, now))
                        .toList(),
                links.associationCount(),
                links.entities().stream().map(EntityLinkView::of).toList(),
                links.entityCount());
    }
}
