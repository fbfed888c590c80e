package io.mnemograph.store.schema;

import io.mnemograph.embedding.EmbeddingIdentity;
import java.time.ZonedDateTime;
import org.neo4j.driver.Record;

/**
 * The {@code (:EmbeddingModel)} node of a channel: the model that made the channel's vectors, as the database recorded
 * it (docs/graph.md).
 *
 * @param channel    the channel: {@link EmbeddingModelCheck#CHANNEL} (the vectors in {@code m.embedding}, indexed by
 *                   {@code memory_embedding} and {@code memory_embedding_cold}) or a further channel's name
 * @param identity   the model
 * @param recordedAt when it was recorded: the first start of a version that records models on this database
 * @param adopted    true when memories existed then, so the model was adopted from the configuration, not known
 */
record RecordedEmbeddingModel(String channel, EmbeddingIdentity identity, ZonedDateTime recordedAt, boolean adopted) {

    static RecordedEmbeddingModel of(String channel, Record row) {
        return new RecordedEmbeddingModel(
                channel,
                new EmbeddingIdentity(
                        row.get("provider").asString(),
                        row.get("model").asString(),
                        row.get("dimension").asInt(),
                        row.get("fingerprint").asString()),
                row.get("recorded_at").asZonedDateTime(),
                row.get("adopted").asBoolean());
    }
}
