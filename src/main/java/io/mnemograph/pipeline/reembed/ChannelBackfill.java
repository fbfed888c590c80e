package io.mnemograph.pipeline.reembed;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.model.ChannelCoverage;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.memory.ChannelVector;
import io.mnemograph.store.memory.MemoryText;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One step of the re-embedding job, for the CLI command ({@code bin/mnemograph reembed}) and the online job
 * ({@link ReembedJob}) alike: reads the next memories without a further channel's vector (in id order, after the last
 * batch's), embeds their content with the channel's model outside any transaction, and writes the vectors in one
 * write transaction, only where a memory still has none (a content update meanwhile wrote its own). It sets the
 * channel's property only: content, ids, edges, stability and history never change. A killed job loses at most the
 * batch it was embedding; the next run asks again for what is missing.
 */
@Singleton
public final class ChannelBackfill {

    private final MemoryStore store;

    public ChannelBackfill(MemoryStore store) {
        this.store = store;
    }

    /**
     * One batch's outcome.
     *
     * @param read    memories found without the vector (0: the channel is complete after {@code after})
     * @param written vectors written (fewer than {@code read} when a memory was updated or deleted meanwhile)
     * @param lastId  the last memory read, where the next batch starts (null when none was read)
     */
    public record Batch(int read, int written, String lastId) {

        /** Whether no memory after the previous batch lacks the vector. */
        public boolean done() {
            return read == 0;
        }
    }

    /**
     * Fills the next batch of up to {@code size} memories after id {@code after} ("" at the start), their vectors
     * made by {@code embed} (the channel's model, in whatever lane the caller chooses).
     *
     * @throws io.mnemograph.model.DiskFull below the disk floor, before anything is written
     */
    public Batch next(EmbeddingChannel channel, String after, int size, Function<List<String>, List<float[]>> embed) {
        List<MemoryText> memories = store.read(tx -> tx.channels().missing(channel, after, size));
        if (memories.isEmpty()) {
            return new Batch(0, 0, null);
        }
        List<float[]> vectors =
                embed.apply(memories.stream().map(MemoryText::content).toList());
        List<ChannelVector> rows = new ArrayList<>(memories.size());
        for (int i = 0; i < memories.size(); i++) {
            MemoryText m = memories.get(i);
            rows.add(new ChannelVector(m.id(), m.namespace(), vectors.get(i)));
        }
        int written = store.write(tx -> tx.channels().fill(channel, rows));
        return new Batch(memories.size(), written, memories.getLast().id());
    }

    /** How many memories have {@code channel}'s vector and how many have none, read now. */
    public ChannelCoverage coverage(EmbeddingChannel channel) {
        return store.read(tx -> tx.channels().coverage(channel));
    }
}
