package io.mnemograph.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.embedded.FreshInstance;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.Session;
import org.neo4j.driver.summary.Notification;

/**
 * On a new database, once the schema ran, no statement of the service names a label, relationship type or property
 * key the database has not met (schema/17-tokens.cypher): Neo4j would discard such a statement's cached plan the
 * first time a user's data brings the token, and compile it again in that user's request.
 */
class GraphTokensIT {

    @TempDir
    Path dataDir;

    /** A new database with Graph Data Science registered (its statements are EXPLAINed too), without the warm-up. */
    private Map<String, Object> settings() {
        Map<String, Object> settings = FreshInstance.settings(dataDir);
        settings.put("mnemograph.embedded.gds", true);
        settings.put("mnemograph.startup.warm-up", false);
        return settings;
    }

    @Test
    void explain_everyStatementOnANewDatabase_namesNoUnknownToken() {
        List<String> unknown = new ArrayList<>();
        try (ApplicationContext context = ApplicationContext.run(settings());
                Session session =
                        context.getBean(Neo4jConnection.class).driver().session()) {
            context.getBean(Neo4jConnection.class).awaitGds();
            assertThat(session.run("MATCH (n) WHERE NOT n:EmbeddingModel RETURN count(n) AS nodes")
                            .single()
                            .get("nodes")
                            .asLong())
                    .as("a new database (but for the record of its embedding model)")
                    .isZero();
            CypherLibrary cypher = context.getBean(CypherLibrary.class);
            for (CypherQuery query : CypherQuery.values()) {
                if (query.file().startsWith("schema/") || query.file().startsWith("migration/")) {
                    continue;
                }
                String explained = cypher.statement(query).replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN");
                for (Notification notification :
                        session.run(explained).consume().notifications()) {
                    if (notification.code().contains(".Unknown")) {
                        unknown.add(query.file() + ": " + notification.description());
                    }
                }
            }
        }
        assertThat(unknown)
                .as("tokens to add to cypher/schema/17-tokens.cypher")
                .isEmpty();
    }
}
