package io.mnemograph.store.recall;

import io.mnemograph.core.Cosine;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.cypher.ChannelQuery;
import io.mnemograph.store.memory.MemoryProjection;
import io.mnemograph.store.memory.StoredEmbedding;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Values;

/**
 * The seed of a further embedding channel (cypher/channel/seed.cypher): the nearest memories visible to a recall by
 * the channel's own vector indexes, with the visibility rules and filters of the primary seed.
 *
 * <p>Implementation notes: each index search reads {@value #DEPTH} times the candidates once, where the primary seed
 * asks again deeper when invisible memories took its places (store.recall.RecallTransaction): a further channel
 * adds candidates to those of the primary and lexical seeds, so a short list costs less there.
 */
public final class ChannelSeeds {

    /** How many nearest each index search reads per candidate wanted. */
    static final int DEPTH = 4;

    private ChannelSeeds() {}

    /**
     * A memory a further channel's seed found, with its cosine to the query in that channel (double precision).
     *
     * @param turnsSinceActivation as {@link Candidate#turnsSinceActivation()}
     */
    public record Found(StoredMemory memory, OptionalInt turnsSinceActivation, double cosine) {}

    /** The channel's {@code query.candidates()} nearest visible memories, best first. */
    static List<Found> search(TransactionContext tx, ChannelProbe probe, VectorSeedQuery query) {
        Map<String, Object> params = query.visibilityParameters();
        params.put("searched", query.candidates() * DEPTH);
        params.put("embedding", Values.value(probe.vector()));
        return tx.run(ChannelQuery.SEED.statement(probe.channel()), params)
                .list(r -> new Found(
                        MemoryProjection.read(r.get("memory")),
                        RecallTransaction.turns(r.get("turns_since_activation")),
                        Cosine.similarity(probe.vector(), StoredEmbedding.floats(r.get("embedding")))));
    }
}
