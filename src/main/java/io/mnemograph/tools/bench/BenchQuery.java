package io.mnemograph.tools.bench;

import io.mnemograph.store.CypherFile;
import io.mnemograph.store.CypherLibrary;

/**
 * The bench's own Cypher statements, apart from the service's {@code CypherQuery}: bulk loading, counting, the bare
 * vector query recall is compared with, and spreading in one query. Each file is read when this enum is first used;
 * a missing or empty one fails then, naming it.
 */
public enum BenchQuery implements CypherFile {
    BULK_CREATE("bench/bulk-create.cypher"),
    BULK_ASSOCIATE("bench/bulk-associate.cypher"),
    BULK_MENTION("bench/bulk-mention.cypher"),
    COUNT("bench/count.cypher"),
    BARE_VECTOR_SEARCH("bench/bare-vector-search.cypher"),
    SPREAD_ONE_QUERY("bench/spread-one-query.cypher"),
    COOL_ALL("bench/cool-all.cypher");

    private final String file;
    private final String statement;

    BenchQuery(String file) {
        this.file = file;
        this.statement = CypherLibrary.load(this);
    }

    @Override
    public String file() {
        return file;
    }

    /** The statement text, ready for the driver. */
    public String statement() {
        return statement;
    }
}
