package io.mnemograph.api;

import io.mnemograph.api.AssociationController.AssociationView;
import io.mnemograph.api.MemoryController.HistoryView;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.store.History;
import io.mnemograph.store.MemoryStore;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.util.LinkedHashMap;
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

    private final MemoryStore store;
    private final MetadataCodec metadata;
    private final Clock clock;

    public MemoryService(MemoryStore store, MetadataCodec metadata, Clock clock) {
        this.store = store;
        this.metadata = metadata;
        this.clock = clock;
    }

    /** The memory {@code id} of {@code namespace} with all its state, else a 404 naming {@code id}. */
    public MemoryView get(String namespace, String id) {
        return store.read(tx -> tx.get(namespace, id))
                .map(m -> MemoryView.of(m, metadata.decode(m.metadata())))
                .orElseThrow(() -> new NotFound("id", id, namespace));
    }

    /** Deletes the memory {@code id} of {@code namespace} (with its edges and orphaned entities), else a 404. */
    public Map<String, Object> forget(String namespace, String id) {
        if (!store.write(tx -> tx.delete(namespace, id))) {
            throw new NotFound("id", id, namespace);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", id);
        answer.put("deleted", true);
        return answer;
    }

    /** One page of the supersedes chain through the memory {@code id}, else a 404. */
    public HistoryView history(String namespace, String id, HistoryPage page) {
        History history = store.read(tx -> tx.get(namespace, id).isEmpty() ? null
                : tx.history(namespace, id, page.skip(), page.limit()));
        if (history == null) {
            throw new NotFound("id", id, namespace);
        }
        return HistoryView.of(id, history, metadata, page);
    }

    /**
     * Links {@code source} and {@code target} of {@code namespace} explicitly with {@code weight} in [0, 1]; a 400
     * when they are the same memory, a 404 naming the end that does not exist.
     */
    public AssociationView associate(String namespace, String source, String target, double weight) {
        if (source.equals(target)) {
            throw new InvalidInput("target", "must differ from source: a memory cannot be associated with itself");
        }
        store.write(tx -> {
            if (tx.get(namespace, source).isEmpty()) {
                throw new NotFound("source", source, namespace);
            }
            if (tx.get(namespace, target).isEmpty()) {
                throw new NotFound("target", target, namespace);
            }
            return tx.associate(namespace, source, target, weight, clock.instant());
        });
        return new AssociationView(namespace, source, target, weight, "explicit");
    }
}
