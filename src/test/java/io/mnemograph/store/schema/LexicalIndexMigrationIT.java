package io.mnemograph.store.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.core.SeedMode;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.embedded.FreshInstance;
import io.mnemograph.store.namespace.NamespaceToken;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * A database from before the namespace token (its full-text index memory_content_english over content alone) is
 * migrated at start-up: every memory gets its token, the old index is dropped and memory_content_namespaced built.
 */
class LexicalIndexMigrationIT {

    @TempDir
    Path dataDir;

    /** The embedded database on {@code dataDir}, without Browser or GDS (not what this is about; a faster start). */
    private ApplicationContext start() {
        return ApplicationContext.run(FreshInstance.settings(dataDir));
    }

    @Test
    void fullTextIndexFromBeforeTheNamespaceToken_isReplaced_andEveryMemoryGetsItsToken() {
        try (ApplicationContext context = start()) {
            RememberPipeline remember = context.getBean(RememberPipeline.class);
            remember.remember(NewMemory.of("default", "The boiler service is booked for 3 March."));
            remember.remember(NewMemory.of("a-b", "The boiler in the cellar was replaced in May."));
            remember.remember(NewMemory.of("a b", "Nobody mentioned the boiler here, only the garden."));
            try (var session = context.getBean(Neo4jConnection.class).driver().session()) {
                session.run("DROP INDEX memory_content_namespaced").consume();
                session.run("CYPHER 25 CREATE FULLTEXT INDEX memory_content_english FOR (m:Memory) ON EACH "
                                + "[m.content] OPTIONS { indexConfig: { `fulltext.analyzer`: 'english' } }")
                        .consume();
                session.run("MATCH (m:Memory) REMOVE m.namespace_token").consume();
                session.run("CALL db.awaitIndexes(60)").consume();
            }
        }

        try (ApplicationContext restarted = start()) {
            try (var session = restarted.getBean(Neo4jConnection.class).driver().session()) {
                List<Record> indexes = session.run("SHOW FULLTEXT INDEXES YIELD name, properties, state "
                                + "RETURN name, properties, state")
                        .list();
                assertThat(indexes).hasSize(1);
                assertThat(indexes.getFirst().get("name").asString()).isEqualTo("memory_content_namespaced");
                assertThat(indexes.getFirst().get("properties").asList(Value::asString))
                        .containsExactly("content", NamespaceToken.PROPERTY);
                assertThat(indexes.getFirst().get("state").asString()).isEqualTo("ONLINE");
                List<Record> tokens = session.run(
                                "MATCH (m:Memory) RETURN m.namespace AS namespace, m.namespace_token AS token")
                        .list();
                assertThat(tokens)
                        .hasSize(3)
                        .allSatisfy(t -> assertThat(t.get("token").asString())
                                .isEqualTo(NamespaceToken.of(t.get("namespace").asString())));
            }
            RecallPipeline recall = restarted.getBean(RecallPipeline.class);
            assertThat(contents(recall, "default", "boiler service"))
                    .containsExactly("The boiler service is booked for 3 March.");
            assertThat(contents(recall, "a-b", "boiler"))
                    .containsExactly("The boiler in the cellar was replaced in May.");
            assertThat(contents(recall, "a b", "boiler"))
                    .containsExactly("Nobody mentioned the boiler here, only the garden.");
        }
    }

    /** The contents a lexical-only recall returns (no spreading, no boosts, no threshold). */
    private static List<String> contents(RecallPipeline recall, String namespace, String query) {
        return recall
                .recall(RecallRequest.in(namespace, query)
                        .limit(10)
                        .hops(0)
                        .threshold(0.0)
                        .boost(false)
                        .seeds(SeedMode.LEXICAL)
                        .build())
                .stream()
                .map(hit -> hit.memory().content())
                .toList();
    }
}
