package io.mnemograph.api.http;

import io.mnemograph.api.http.BrowseController.AssociationLinkView;
import io.mnemograph.api.http.BrowseController.EntityLinkView;
import io.mnemograph.api.http.BrowseController.LinksView;
import io.mnemograph.api.http.BrowseController.MemoryPage;
import io.mnemograph.api.http.MemoryController.HistoryView;
import io.mnemograph.api.service.MemoryReading;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.model.History;
import io.mnemograph.model.MemoryLinks;
import io.mnemograph.model.StoredMemory;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns what the application services answer (memories, a history, a page of a listing, a memory's links) into the
 * views the routes and the MCP tools send: metadata decoded from its stored JSON, association weights decayed to now.
 */
@Singleton
public final class MemoryViews {

    private final MetadataCodec metadata;
    private final AssociationDecay decay;
    private final Clock clock;

    public MemoryViews(MetadataCodec metadata, LifecycleSettings lifecycle, Clock clock) {
        this.metadata = metadata;
        this.decay = lifecycle.associationDecay();
        this.clock = clock;
    }

    /** The memory with all its state, as {@code GET /v1/memories/{id}} shows it. */
    public MemoryView memory(StoredMemory memory) {
        return MemoryView.of(memory, metadata.decode(memory.metadata()));
    }

    /** The page {@code page} of the supersedes chain through the memory {@code id}, with the next page's cursor. */
    public HistoryView history(String id, History history, HistoryPage page) {
        return HistoryView.of(id, history, metadata, page);
    }

    /** One page of {@code namespace}'s memories, each as {@link #memory} shows it. */
    public MemoryPage page(String namespace, MemoryReading.Page page) {
        return new MemoryPage(
                namespace, page.memories().stream().map(this::memory).toList(), page.nextCursor());
    }

    /** The memory {@code id}'s associations, their weights decayed to now, and the entities it mentions. */
    public LinksView links(String id, String namespace, MemoryLinks links) {
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

    /** What forgetting the memory {@code id} answers. */
    public static Map<String, Object> forgotten(String id) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", id);
        answer.put("deleted", true);
        return answer;
    }
}
