package io.mnemograph.api.service;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.pipeline.MemoryRepository;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Linking two memories explicitly and removing a link, in a namespace already checked against the caller: what
 * {@code /v1/associations} and the MCP tools {@code associate} and {@code remove_association} do.
 */
@Singleton
public final class MemoryLinking {

    /** Weight of an association that names none. */
    public static final double DEFAULT_ASSOCIATION_WEIGHT = 0.5;

    private final MemoryRepository memories;
    private final Clock clock;

    public MemoryLinking(MemoryRepository memories, Clock clock) {
        this.memories = memories;
        this.clock = clock;
    }

    /**
     * Links {@code source} and {@code target} of {@code namespace} explicitly with {@code weight} in [0, 1]; a 400
     * when they are the same memory, a 404 naming the end that does not exist.
     */
    public void associate(String namespace, String source, String target, double weight) {
        if (source.equals(target)) {
            throw new InvalidInput("target", "must differ from source: a memory cannot be associated with itself");
        }
        memories.associate(namespace, source, target, weight, clock.instant()).ifPresent(missing -> {
            throw new NotFound(missing, missing.equals("source") ? source : target, namespace);
        });
    }

    /** Removes the association of {@code kind} from {@code source} to {@code target}, else a 404 naming target. */
    public void removeAssociation(String namespace, String source, String target, String kind) {
        if (!memories.removeAssociation(namespace, source, target, kind)) {
            throw NotFound.association(source, target, kind, namespace);
        }
    }
}
