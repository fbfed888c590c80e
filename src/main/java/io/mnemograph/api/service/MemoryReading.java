package io.mnemograph.api.service;

import io.micronaut.core.annotation.Nullable;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.core.Tier;
import io.mnemograph.model.History;
import io.mnemograph.model.MemoryLinks;
import io.mnemograph.model.MemoryListQuery;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.MemoryRepository;
import jakarta.inject.Singleton;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * Reading memories in a namespace already checked against the caller: one memory with all its state, one page of its
 * history, its links, and the namespace's memories page by page, every tier, oldest first. What the {@code GET} routes
 * under {@code /v1/memories} and the MCP tools that read answer; an id of another namespace is not found, as an
 * unknown id is.
 */
@Singleton
public final class MemoryReading {

    /** Longest cursor of a listing's page accepted. */
    public static final int MAX_CURSOR_CHARS = 256;

    private final MemoryRepository memories;

    public MemoryReading(MemoryRepository memories) {
        this.memories = memories;
    }

    /** The memory {@code id} of {@code namespace} with all its state, else a 404 naming {@code id}. */
    public StoredMemory get(String namespace, String id) {
        return memories.get(namespace, id).orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /** The supersedes chain through the memory {@code id} from {@code skip}, up to {@code limit} links, else a 404. */
    public History history(String namespace, String id, int skip, int limit) {
        return memories.history(namespace, id, skip, limit).orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /** The memory's associations, strongest first, and the entities it mentions, at most {@code limit} of each. */
    public MemoryLinks links(String namespace, String id, int limit) {
        return memories.links(namespace, id, limit).orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /**
     * One page of {@code namespace}'s memories matching the filters (each null for any; {@code tier} a tier's wire
     * name), after {@code cursor} (the previous page's next cursor, null for the first page), and the cursor of the
     * next page (null on the last).
     */
    public Page page(
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
        return new Page(page, next);
    }

    /** One page of a listing, oldest first, and the cursor of the next page (null on the last). */
    public record Page(
            List<StoredMemory> memories, @Nullable String nextCursor) {}
}
