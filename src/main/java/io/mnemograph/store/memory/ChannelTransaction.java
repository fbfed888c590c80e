package io.mnemograph.store.memory;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.model.ChannelCoverage;
import io.mnemograph.store.cypher.ChannelQuery;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Values;

/**
 * The re-embedding job's operations on a further embedding channel inside one transaction: find memories without the
 * channel's vector, write the vectors made for them, count how far the channel reaches. They read or set the
 * channel's property only.
 */
public final class ChannelTransaction {

    private final TransactionContext tx;

    public ChannelTransaction(TransactionContext tx) {
        this.tx = tx;
    }

    /** Up to {@code limit} memories (every namespace and tier) without {@code channel}'s vector, after id {@code after}. */
    public List<MemoryText> missing(EmbeddingChannel channel, String after, int limit) {
        return tx.run(ChannelQuery.MISSING.statement(channel), Map.of("after", after, "limit", limit)).list().stream()
                .map(r -> new MemoryText(
                        r.get("id").asString(),
                        r.get("namespace").asString(),
                        r.get("content").asString()))
                .toList();
    }

    /** Writes {@code vectors} where the memory still has no vector of {@code channel}; returns how many it wrote. */
    public int fill(EmbeddingChannel channel, List<ChannelVector> vectors) {
        if (vectors.isEmpty()) {
            return 0;
        }
        List<Map<String, Object>> rows = vectors.stream()
                .map(v -> Map.<String, Object>of(
                        "id", v.id(), "namespace", v.namespace(), "vector", Values.value(v.vector())))
                .toList();
        return tx.run(ChannelQuery.FILL_VECTORS.statement(channel), Map.of("rows", rows))
                .single()
                .get("written")
                .asInt();
    }

    /** How many memories have {@code channel}'s vector and how many have none. */
    public ChannelCoverage coverage(EmbeddingChannel channel) {
        Record r = tx.run(ChannelQuery.COVERAGE.statement(channel)).single();
        return new ChannelCoverage(r.get("embedded").asLong(), r.get("missing").asLong());
    }
}
