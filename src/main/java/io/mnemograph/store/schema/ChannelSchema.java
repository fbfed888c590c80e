package io.mnemograph.store.schema;

import io.mnemograph.config.VectorIndexSettings;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.store.cypher.ChannelQuery;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The schema of the further embedding channels ({@code mnemograph.embedding.channels}): each configured channel's
 * recorded model must be its configured one (else start-up refuses, as for the primary channel), and gets its two
 * vector indexes and, on first start, its record; a recorded channel no longer configured is removed cleanly: its
 * indexes dropped, its vectors removed, its record deleted (docs/operations.md, "Embedding channels").
 */
final class ChannelSchema {

    private static final Logger LOG = LoggerFactory.getLogger(ChannelSchema.class);

    private ChannelSchema() {}

    /** Refuses a configured channel whose recorded model is another (before any schema change). */
    static Set<String> requireRecordedAreConfigured(Session session, CypherLibrary cypher, EmbeddingChannels channels) {
        Set<String> recorded = session.run(cypher.statement(CypherQuery.EMBEDDING_MODEL_CHANNELS)).list().stream()
                .map(r -> r.get("channel").asString())
                .collect(Collectors.toSet());
        for (EmbeddingChannel channel : channels.further()) {
            EmbeddingModelCheck.requireRecordedIsConfigured(
                    session, cypher, channel.name(), channel.provider().identity());
        }
        return recorded;
    }

    /**
     * Creates each configured channel's indexes and records its model when new; removes recorded channels that are
     * no longer configured.
     */
    static void apply(
            Session session,
            CypherLibrary cypher,
            EmbeddingChannels channels,
            Set<String> recorded,
            VectorIndexSettings vectorIndex,
            Clock clock) {
        for (EmbeddingChannel channel : channels.further()) {
            Map<String, Object> parameters = Map.of(
                    "dimensions", channel.provider().dimension(),
                    "hnsw_m", vectorIndex.hnswM(),
                    "hnsw_ef_construction", vectorIndex.hnswEfConstruction());
            session.run(ChannelQuery.HOT_INDEX.statement(channel), parameters).consume();
            session.run(ChannelQuery.COLD_INDEX.statement(channel), parameters).consume();
            if (!recorded.contains(channel.name())) {
                EmbeddingModelCheck.record(
                        session,
                        cypher,
                        channel.name(),
                        channel.vectorProperty(),
                        false,
                        channel.provider().identity(),
                        clock);
            }
        }
        Set<String> configured =
                channels.further().stream().map(EmbeddingChannel::name).collect(Collectors.toSet());
        for (Record row : session.run(cypher.statement(CypherQuery.EMBEDDING_MODEL_CHANNELS))
                .list()) {
            String name = row.get("channel").asString();
            if (!name.equals(EmbeddingChannel.PRIMARY) && !configured.contains(name)) {
                forget(session, cypher, name, row.get("vector_property").asString());
            }
        }
    }

    private static void forget(Session session, CypherLibrary cypher, String name, String property) {
        String hotIndex = "memory_" + property;
        for (String index : new String[] {hotIndex, hotIndex + "_cold"}) {
            session.run(cypher.statement(CypherQuery.EMBEDDING_MODEL_DROP_INDEX), Map.of("index", index))
                    .consume();
        }
        long removed = session.run(
                        cypher.statement(CypherQuery.EMBEDDING_MODEL_FORGET),
                        Map.of("channel", name, "property", property))
                .single()
                .get("removed")
                .asLong();
        LOG.info(
                "The embedding channel {} is no longer configured (mnemograph.embedding.channels): dropped its vector"
                        + " indexes and removed its vectors from {} memories; content, ids and edges are unchanged",
                name,
                removed);
    }
}
