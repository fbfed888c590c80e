package io.mnemograph.pipeline;

import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.store.MemoryStore;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.util.UUID;

/** Remember: embed the content, then store the memory in one write transaction. */
@Singleton
public final class RememberPipeline {

    private final EmbeddingProvider embeddings;
    private final MemoryStore store;
    private final Clock clock;

    public RememberPipeline(EmbeddingProvider embeddings, MemoryStore store, Clock clock) {
        this.embeddings = embeddings;
        this.store = store;
        this.clock = clock;
    }

    public Remembered remember(NewMemory memory) {
        float[] embedding = embeddings.embed(memory.content());
        double importance = memory.importance() == null ? 1.0 : memory.importance();
        String id = UUID.randomUUID().toString();
        store.create(id, memory, importance, embedding, clock.instant());
        return new Remembered(id, importance);
    }
}
