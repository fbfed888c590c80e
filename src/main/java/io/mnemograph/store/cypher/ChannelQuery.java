package io.mnemograph.store.cypher;

import io.mnemograph.embedding.EmbeddingChannel;

/**
 * The statements of a further embedding channel, under {@code cypher/channel/}. Those that name a channel's property
 * or index (a vector index's definition and its SEARCH clause take no parameter for either) are written for the bge
 * channel, so that they run as they are in Neo4j Browser, and {@link #statement(EmbeddingChannel)} puts the channel's
 * own names in place of {@value #EXAMPLE_PROPERTY}: {@link EmbeddingChannel} names are lower-case letters from the
 * settings, never text from a request, and every value still goes in as a parameter.
 */
public enum ChannelQuery implements CypherFile {
    HOT_INDEX("channel/hot-index.cypher"),
    COLD_INDEX("channel/cold-index.cypher"),
    SEED("channel/seed.cypher"),
    SET_VECTORS("channel/set-vectors.cypher"),
    MISSING("channel/missing.cypher"),
    FILL_VECTORS("channel/fill-vectors.cypher"),
    COVERAGE("channel/coverage.cypher");

    /** The property the files are written for; also inside their index names ({@code memory_embedding_bge}). */
    static final String EXAMPLE_PROPERTY = "embedding_bge";

    private final String file;

    ChannelQuery(String file) {
        this.file = file;
    }

    @Override
    public String file() {
        return file;
    }

    /** The statement with {@code channel}'s property and index names. */
    public String statement(EmbeddingChannel channel) {
        return statement().replace(EXAMPLE_PROPERTY, channel.vectorProperty());
    }
}
