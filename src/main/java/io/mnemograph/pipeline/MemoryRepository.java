package io.mnemograph.pipeline;

import io.mnemograph.model.History;
import io.mnemograph.model.MemoryLinks;
import io.mnemograph.model.MemoryListQuery;
import io.mnemograph.model.NamespaceDeletion;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.remember.BatchEmbedding;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.NamespaceSweeps;
import io.mnemograph.store.memory.ChannelVector;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The memories' repository: each unit of work on single memories that is no pipeline of its own (read, update, forget,
 * link, history, listing) a transaction function run whole in one transaction of {@link MemoryStore}, and a
 * namespace's deletion by {@link NamespaceSweeps}; the application services ({@code api.service}) reach the store
 * only through it.
 */
@Singleton
public final class MemoryRepository {

    private final MemoryStore store;
    private final NamespaceSweeps sweeps;

    public MemoryRepository(MemoryStore store, NamespaceSweeps sweeps) {
        this.store = store;
        this.sweeps = sweeps;
    }

    /** The memory {@code id} of {@code namespace}, if it is there. */
    public Optional<StoredMemory> get(String namespace, String id) {
        return store.read(tx -> tx.get(namespace, id));
    }

    /**
     * Replaces the content (with its vectors in every channel, {@code embedded}, null with no new content) and/or the
     * weight of the memory {@code id} at {@code at}; the memory as updated, or empty when it is not in
     * {@code namespace} (or was deleted before this update took its turn).
     */
    public Optional<StoredMemory> update(
            String namespace, String id, String content, BatchEmbedding.Embedded embedded, Double weight, Instant at) {
        return Optional.ofNullable(store.write(tx -> {
            if (tx.get(namespace, id).isEmpty()) {
                return null;
            }
            tx.update(
                    namespace,
                    id,
                    content,
                    embedded == null ? null : embedded.primary().getFirst(),
                    weight,
                    at);
            if (embedded != null) {
                embedded.further()
                        .forEach((channel, vectors) -> tx.writeChannelVectors(
                                channel, List.of(new ChannelVector(id, namespace, vectors.getFirst()))));
            }
            // a deletion that committed while this update waited for the namespace's write lock leaves nothing
            return tx.get(namespace, id).orElse(null);
        }));
    }

    /** Removes the association of {@code kind} from {@code source} to {@code target}; false when there was none. */
    public boolean removeAssociation(String namespace, String source, String target, String kind) {
        return store.write(tx -> tx.browsing().removeAssociation(namespace, source, target, kind));
    }

    /** Deletes the memory {@code id} (with its edges and orphaned entities); false when it is not there. */
    public boolean forget(String namespace, String id) {
        return store.write(tx -> tx.delete(namespace, id));
    }

    /** One page of the supersedes chain through the memory {@code id}, or empty when it is not there. */
    public Optional<History> history(String namespace, String id, int skip, int limit) {
        return Optional.ofNullable(
                store.read(tx -> tx.get(namespace, id).isEmpty() ? null : tx.history(namespace, id, skip, limit)));
    }

    /**
     * Links {@code source} and {@code target} explicitly with {@code weight} at {@code at}; the end that does not
     * exist ({@code "source"} or {@code "target"}), or empty when both exist and the link was made.
     */
    public Optional<String> associate(String namespace, String source, String target, double weight, Instant at) {
        return Optional.ofNullable(store.write(tx -> {
            if (tx.get(namespace, source).isEmpty()) {
                return "source";
            }
            if (tx.get(namespace, target).isEmpty()) {
                return "target";
            }
            tx.associate(namespace, source, target, weight, at);
            return null;
        }));
    }

    /** The page of memories {@code query} asks for (one more than its limit, when there are more). */
    public List<StoredMemory> list(MemoryListQuery query) {
        return store.read(tx -> tx.browsing().list(query));
    }

    /** The memory's associations and entities, strongest first, or empty when it is not in {@code namespace}. */
    public Optional<MemoryLinks> links(String namespace, String id, int limit) {
        return store.read(tx -> tx.browsing().links(namespace, id, limit));
    }

    /** Deletes everything in {@code namespace}, {@code batchSize} nodes per transaction. */
    public NamespaceDeletion deleteNamespace(String namespace, int batchSize) {
        return sweeps.deleteNamespace(namespace, batchSize);
    }
}
