package io.mnemograph.store.cypher;

import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;

/** Runs the library's statements in one transaction. */
public record TransactionStatements(TransactionContext tx, CypherLibrary cypher) {

    /** The records of {@code query} run with {@code params}, read whole. */
    public List<Record> run(CypherQuery query, Map<String, Object> params) {
        return tx.run(cypher.statement(query), params).list();
    }
}
