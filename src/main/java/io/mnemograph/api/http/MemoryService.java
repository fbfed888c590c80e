package io.mnemograph.api.http;

import io.mnemograph.api.error.Conflict;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.api.http.AssociationController.AssociationRemoval;
import io.mnemograph.api.http.AssociationController.AssociationView;
import io.mnemograph.api.http.MemoryController.HistoryView;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.MemoryOperations;
import io.mnemograph.pipeline.remember.BatchEmbedding;
import io.mnemograph.pipeline.remember.IdempotencyKeyReused;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.pipeline.remember.Remembered;
import io.mnemograph.pipeline.remember.UnknownMemory;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reading, forgetting, linking single memories and their history, in a namespace already checked against the
 * caller: what the HTTP controllers and the MCP tools both do. An id of another namespace is not found, as an
 * unknown id is.
 */
@Singleton
public final class MemoryService {

    /** Weight of an association that names none. */
    public static final double DEFAULT_ASSOCIATION_WEIGHT = 0.5;

    private final MemoryOperations memories;
    private final MetadataCodec metadata;
    private final BatchEmbedding embeddings;
    private final RememberPipeline remember;
    private final Clock clock;
    private final TimeoutSettings timeouts;

    public MemoryService(
            MemoryOperations memories,
            MetadataCodec metadata,
            BatchEmbedding embeddings,
            RememberPipeline remember,
            Clock clock,
            TimeoutSettings timeouts) {
        this.memories = memories;
        this.remember = remember;
        this.metadata = metadata;
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
     * restarts) and/or the weight of the
     * memory {@code id}, else a 404 naming {@code id}; at least one of them must be given (else a 400).
     */
    public MemoryView update(String namespace, String id, String content, Double weight) {
        if (content == null && weight == null) {
            throw new InvalidInput("content", "a PATCH needs content or weight");
        }
        BatchEmbedding.Embedded embedded = content == null
                ? null
                : embeddings.embed(namespace, List.of(content), Deadline.after(timeouts.request()));
        var updated = memories.update(namespace, id, content, embedded, weight, clock.instant())
                .orElseThrow(() -> new NotFound("id", id, namespace));
        return MemoryView.of(updated, metadata.decode(updated.metadata()));
    }

    /** Removes the association of {@code kind} from {@code source} to {@code target}, else a 404 naming target. */
    public AssociationRemoval removeAssociation(String namespace, String source, String target, String kind) {
        if (!memories.removeAssociation(namespace, source, target, kind)) {
            throw NotFound.association(source, target, kind, namespace);
        }
        return new AssociationRemoval(namespace, source, target, kind, true);
    }

    /** The memory {@code id} of {@code namespace} with all its state, else a 404 naming {@code id}. */
    public MemoryView get(String namespace, String id) {
        return memories.get(namespace, id)
                .map(m -> MemoryView.of(m, metadata.decode(m.metadata())))
                .orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /** Deletes the memory {@code id} of {@code namespace} (with its edges and orphaned entities), else a 404. */
    public Map<String, Object> forget(String namespace, String id) {
        if (!memories.forget(namespace, id)) {
            throw new NotFound("id", id, namespace);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", id);
        answer.put("deleted", true);
        return answer;
    }

    /** One page of the supersedes chain through the memory {@code id}, else a 404. */
    public HistoryView history(String namespace, String id, HistoryPage page) {
        return memories.history(namespace, id, page.skip(), page.limit())
                .map(history -> HistoryView.of(id, history, metadata, page))
                .orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /**
     * Links {@code source} and {@code target} of {@code namespace} explicitly with {@code weight} in [0, 1]; a 400
     * when they are the same memory, a 404 naming the end that does not exist.
     */
    public AssociationView associate(String namespace, String source, String target, double weight) {
        if (source.equals(target)) {
            throw new InvalidInput("target", "must differ from source: a memory cannot be associated with itself");
        }
        memories.associate(namespace, source, target, weight, clock.instant()).ifPresent(missing -> {
            throw new NotFound(missing, missing.equals("source") ? source : target, namespace);
        });
        return new AssociationView(namespace, source, target, weight, "explicit");
    }
}
