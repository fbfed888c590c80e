package io.mnemograph.api.service;

import io.mnemograph.api.error.Conflict;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.model.NamespaceDeletion;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.MemoryRepository;
import io.mnemograph.pipeline.remember.BatchEmbedding;
import io.mnemograph.pipeline.remember.IdempotencyKeyReused;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.pipeline.remember.Remembered;
import io.mnemograph.pipeline.remember.UnknownMemory;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.List;

/**
 * Remembering, changing and forgetting memories, and forgetting a whole namespace, in a namespace already checked
 * against the caller: what {@code /v1/memories}, {@code DELETE /v1/namespaces/{namespace}} and the MCP tools that write
 * do. An id of another namespace is not found, as an unknown id is.
 */
@Singleton
public final class MemoryEditing {

    private final RememberPipeline remember;
    private final MemoryRepository memories;
    private final BatchEmbedding embeddings;
    private final Clock clock;
    private final TimeoutSettings timeouts;

    public MemoryEditing(
            RememberPipeline remember,
            MemoryRepository memories,
            BatchEmbedding embeddings,
            Clock clock,
            TimeoutSettings timeouts) {
        this.remember = remember;
        this.memories = memories;
        this.embeddings = embeddings;
        this.clock = clock;
        this.timeouts = timeouts;
    }

    /** Remembers {@code memories} in one transaction, all or none; an unknown supersedes names its item (404), a
     * reused idempotency key too (409). */
    public List<Remembered> rememberAll(List<NewMemory> memories) {
        try {
            return remember.rememberAll(memories);
        } catch (UnknownMemory e) {
            throw new NotFound("memories[" + e.position() + "]." + e.field(), e.id(), e.namespace());
        } catch (IdempotencyKeyReused e) {
            throw new Conflict("memories[" + e.position() + "].idempotency_key", e.getMessage());
        }
    }

    /**
     * Replaces the content (re-embedded, outside the transaction, within {@code request-seconds}; the decay clock
     * restarts) and/or the weight of the memory {@code id}, and answers it as updated, else a 404 naming {@code id};
     * at least one of them must be given (else a 400).
     */
    public StoredMemory update(String namespace, String id, String content, Double weight) {
        if (content == null && weight == null) {
            throw new InvalidInput("content", "a PATCH needs content or weight");
        }
        BatchEmbedding.Embedded embedded = content == null
                ? null
                : embeddings.embed(namespace, List.of(content), Deadline.after(timeouts.request()));
        return memories.update(namespace, id, content, embedded, weight, clock.instant())
                .orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /** Deletes the memory {@code id} of {@code namespace} (with its edges and orphaned entities), else a 404. */
    public void forget(String namespace, String id) {
        if (!memories.forget(namespace, id)) {
            throw new NotFound("id", id, namespace);
        }
    }

    /** Deletes everything in {@code namespace}, {@code batchSize} nodes per transaction; safe to run again. */
    public NamespaceDeletion forgetNamespace(String namespace, int batchSize) {
        return memories.deleteNamespace(namespace, batchSize);
    }
}
