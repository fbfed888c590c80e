package io.mnemograph.store;

import io.mnemograph.core.graph.Entity;
import io.mnemograph.model.NewMemory;

import java.util.List;

/** A new memory ready to be written: its id, the request, its importance, embedding, entities and edges. */
public record MemoryToStore(String id, NewMemory memory, double importance, float[] embedding,
                            List<Entity> entities, NewEdges edges) {
}
