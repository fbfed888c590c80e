package io.mnemograph.store.schema;

import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.namespace.NamespaceToken;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Replaces the full-text index over content alone ({@code memory_content_english}) with the one that also indexes
 * each memory's namespace token, once, at start-up (docs/decisions/0014-namespace-local-lexical-scores.md).
 *
 * <p>Every memory gets its {@link NamespaceToken}, then the old index is dropped; the schema statements build the new
 * one from every memory (store.schema.SchemaManager waits for it). Both indexes hold derived data only: no memory
 * changes but for its new token.
 */
final class LexicalIndexMigration {

    private static final Logger LOG = LoggerFactory.getLogger(LexicalIndexMigration.class);

    private LexicalIndexMigration() {}

    /** Migrates when the old index exists; returns whether it did (the new index is then built from scratch). */
    static boolean run(Session session, CypherLibrary cypher) {
        if (session.run(cypher.statement(CypherQuery.MIGRATION_ENGLISH_FULLTEXT_INDEX))
                .list()
                .isEmpty()) {
            return false;
        }
        LOG.warn("The full-text index memory_content_english predates the namespace token: giving every memory its "
                + "token, then building memory_content_namespaced (once; about a minute per 100k memories)");
        List<Map<String, Object>> namespaces = session.run(cypher.statement(CypherQuery.MIGRATION_UNTOKENED_NAMESPACES))
                .list(r -> Map.<String, Object>of(
                        "namespace",
                        r.get("namespace").asString(),
                        "token",
                        NamespaceToken.of(r.get("namespace").asString())));
        long tokened = session.run(
                        cypher.statement(CypherQuery.MIGRATION_NAMESPACE_TOKEN_BACKFILL),
                        Map.of("namespaces", namespaces))
                .single()
                .get("tokened")
                .asLong();
        session.run(cypher.statement(CypherQuery.MIGRATION_DROP_ENGLISH_FULLTEXT_INDEX))
                .consume();
        LOG.info(
                "Gave {} memories of {} namespaces their token; building the full-text index "
                        + "memory_content_namespaced",
                tokened,
                namespaces.size());
        return true;
    }
}
