package io.mnemograph.tools.bench;

import io.mnemograph.store.cypher.CypherFile;

/**
 * The bench's own Cypher statements, apart from the service's {@code CypherQuery}: bulk loading, counting, the bare
 * vector query recall is compared with, and spreading in one query. Each file is read when its statement is first used;
 * a missing or empty one fails then, naming it.
 */
public enum BenchQuery implements CypherFile {
    BULK_CREATE("tools/bench/bulk-create.cypher"),
    BULK_ASSOCIATE("tools/bench/bulk-associate.cypher"),
    BULK_MENTION("tools/bench/bulk-mention.cypher"),
    COUNT("tools/bench/count.cypher"),
    BARE_VECTOR_SEARCH("tools/bench/bare-vector-search.cypher"),
    SPREAD_ONE_QUERY("tools/bench/spread-one-query.cypher"),
    COOL_ALL("tools/bench/cool-all.cypher");

    private final String file;

    BenchQuery(String file) {
        this.file = file;
    }

    @Override
    public String file() {
        return file;
    }
}
