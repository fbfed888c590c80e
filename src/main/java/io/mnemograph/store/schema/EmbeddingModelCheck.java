package io.mnemograph.store.schema;

import io.mnemograph.config.EmbeddingSettings;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a database's vectors and the configured embedding model in one vector space: the database records, per
 * channel, the identity of the model that made its vectors ({@code (:EmbeddingModel)}, docs/graph.md), and a start
 * with another model refuses, in one line that names the settings and the command that fixes it.
 *
 * <p>Implementation notes: the index dimension alone (store.schema.SchemaManager) lets another model of the same size
 * in (all-MiniLM-L6-v2 and bge-small-en-v1.5 are both 384), whose query vectors then rank the old memories at random.
 * A database without a record is either new (the configured model is recorded) or made before models were recorded:
 * nothing says which model made its vectors, so the configured one is adopted, with a warning. Today there is one
 * channel, {@link #CHANNEL}; a channel is a vector property with its indexes, so further models of a memory can each
 * have their own: the primary channel ({@link #CHANNEL}, {@code m.embedding}) and each further one
 * ({@link ChannelSchema}).
 */
final class EmbeddingModelCheck {

    /** The channel of the primary model: vectors in {@code m.embedding}, indexes {@code memory_embedding(_cold)}. */
    static final String CHANNEL = EmbeddingChannel.PRIMARY;

    /** The memory property that holds the primary channel's vectors. */
    static final String VECTOR_PROPERTY = "embedding";

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddingModelCheck.class);

    private EmbeddingModelCheck() {}

    /** The primary channel's recorded model ({@link #requireRecordedIsConfigured(Session, CypherLibrary, String, EmbeddingIdentity)}). */
    static Optional<RecordedEmbeddingModel> requireRecordedIsConfigured(
            Session session, CypherLibrary cypher, EmbeddingIdentity configured) {
        return requireRecordedIsConfigured(session, cypher, CHANNEL, configured);
    }

    /** A channel's recorded model, after refusing when it is not the configured one; empty when none is recorded. */
    static Optional<RecordedEmbeddingModel> requireRecordedIsConfigured(
            Session session, CypherLibrary cypher, String channel, EmbeddingIdentity configured) {
        Optional<RecordedEmbeddingModel> recorded = session
                .run(cypher.statement(CypherQuery.EMBEDDING_MODEL_RECORDED), Map.of("channel", channel))
                .list(row -> RecordedEmbeddingModel.of(channel, row))
                .stream()
                .findFirst();
        recorded.ifPresent(model -> requireSame(model, configured));
        return recorded;
    }

    /**
     * Records the configured model (after the schema statements, which create the channel's unique constraint);
     * refuses when another instance recorded another model meanwhile.
     */
    static void record(Session session, CypherLibrary cypher, EmbeddingIdentity configured, Clock clock) {
        record(session, cypher, CHANNEL, VECTOR_PROPERTY, true, configured, clock);
    }

    /**
     * Records a channel's model; {@code adoptable}: whether memories that exist already are taken to hold its vectors
     * (the primary channel's, from before models were recorded), not a further channel's, whose vectors a new channel
     * does not have until the re-embedding job writes them.
     */
    static void record(
            Session session,
            CypherLibrary cypher,
            String channel,
            String vectorProperty,
            boolean adoptable,
            EmbeddingIdentity configured,
            Clock clock) {
        RecordedEmbeddingModel recorded = RecordedEmbeddingModel.of(
                channel,
                session.run(
                                cypher.statement(CypherQuery.EMBEDDING_MODEL_RECORD),
                                Map.of(
                                        "channel", channel,
                                        "adoptable", adoptable,
                                        "provider", configured.provider(),
                                        "model", configured.model(),
                                        "dimension", configured.dimension(),
                                        "fingerprint", configured.fingerprint(),
                                        "vector_property", vectorProperty,
                                        "recorded_at",
                                                clock.instant()
                                                        .truncatedTo(ChronoUnit.SECONDS)
                                                        .atZone(ZoneOffset.UTC)))
                        .single());
        requireSame(recorded, configured);
        if (recorded.adopted()) {
            LOG.warn(
                    "This database holds memories from before embedding models were recorded: adopted the configured"
                            + " {} as the model of its vectors (channel {}). If another model made them, recall ranks"
                            + " them at random: see docs/operations.md, \"Changing the embedding model\"",
                    configured.describe(),
                    channel);
        } else {
            LOG.info("Recorded the embedding model of this database (channel {}): {}", channel, configured.describe());
        }
    }

    private static void requireSame(RecordedEmbeddingModel recorded, EmbeddingIdentity configured) {
        if (!recorded.identity().equals(configured)) {
            throw new StartupRefusal(refusal(recorded, configured));
        }
    }

    /** The one line that says which models differ and what fixes it. */
    static String refusal(RecordedEmbeddingModel recorded, EmbeddingIdentity configured) {
        EmbeddingIdentity made = recorded.identity();
        if (!recorded.channel().equals(CHANNEL)) {
            return "this database's vectors of the embedding channel " + recorded.channel() + " were made by "
                    + made.describe() + ", recorded " + recorded.recordedAt() + ", but " + EmbeddingSettings.PREFIX
                    + ".channels names " + recorded.channel() + " with " + configured.describe()
                    + ": their similarities would mean nothing. Run the version of mnemograph that made them; or start"
                    + " once without " + recorded.channel() + " in " + EmbeddingSettings.PREFIX + ".channels (which"
                    + " removes that channel's indexes and vectors, nothing else), then with it again, and fill it with"
                    + " bin/mnemograph reembed (docs/operations.md, \"Embedding channels\")";
        }
        boolean sameSettings = made.settings().equals(configured.settings());
        String start = sameSettings
                ? "Run the version of mnemograph that made them (its model files differ from this version's)"
                : "Start with " + made.settings();
        return "this database's vectors were made by " + made.describe() + ", recorded " + recorded.recordedAt()
                + " (channel " + recorded.channel() + "), but " + configured.settings() + " configures "
                + configured.describe() + ": their similarities would mean nothing. " + start
                + "; or, to move to the new model, export each namespace with the recorded model (bin/mnemograph"
                + " export --namespace NS --no-vectors --out NS.jsonl) and import the files with the new one into a new"
                + " data directory or database (bin/mnemograph import --in NS.jsonl), which embeds every memory again"
                + " (docs/operations.md, \"Changing the embedding model\")";
    }
}
