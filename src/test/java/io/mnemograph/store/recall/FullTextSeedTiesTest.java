package io.mnemograph.store.recall;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.model.RecallFilter;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.lexical.LexicalQuery;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/**
 * The lexical seed's full-text read never cuts a tie in the index's own document order, which writes change: hits
 * past the first {@code searched} that score the same as the last of them are read too, so the recall's own cut
 * (BM25, then id) decides, and a boosting recall's writes cannot change which memory a later recall seeds.
 */
@MnemographTest
class FullTextSeedTiesTest extends ApiTest {

    private static final String NS = "fulltext-ties";
    private static final List<String> WORDS = List.of("alpha", "bravo", "charlie", "delta", "echo", "foxtrot");

    @Inject
    Neo4jConnection connection;

    @Inject
    CypherLibrary cypher;

    @Test
    void hitsThatTieTheLastOneRead_areReadToo_andAStrongerHitEndsTheTie() {
        WORDS.forEach(word -> store("ferry " + word));
        store("ferry ferry");

        assertThat(seed(1, 8).get("searched").asInt())
                .as("the one best hit (two mentions) stands alone: nothing ties it")
                .isEqualTo(1);
        Record tied = seed(2, 16);
        assertThat(tied.get("searched").asInt())
                .as("six hits of one mention tie at the second place: all are read")
                .isEqualTo(7);
        assertThat(tied.get("matches").asList(v -> v.get("content").asString()))
                .as("every hit read is visible")
                .hasSize(7)
                .contains("ferry ferry", "ferry alpha", "ferry foxtrot");
        assertThat(seed(2, 4).get("searched").asInt())
                .as("a tie longer than the reach is read up to the reach")
                .isEqualTo(4);
    }

    @Test
    void theSeedKeepsEveryMatchThatTiesItsLastCandidate() {
        String ns = NS + "-kept";
        WORDS.forEach(word -> remember("{\"namespace\": \"" + ns + "\", \"content\": \"ferry " + word + "\"}"));
        remember("{\"namespace\": \"" + ns + "\", \"content\": \"ferry ferry\"}");
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            List<String> kept = session.executeRead(tx -> new RecallTransaction(tx, cypher, new LexicalStatistics())
                            .fullTextSeed(
                                    ns,
                                    null,
                                    null,
                                    List.of("ferry"),
                                    2,
                                    Instant.now().plusSeconds(60),
                                    false,
                                    RecallFilter.NONE)
                            .candidates()
                            .stream()
                            .map(c -> c.memory().content())
                            .toList());
            assertThat(kept)
                    .as("two candidates asked; the second place is a six-way tie, so all six are kept")
                    .hasSize(7)
                    .startsWith("ferry ferry");
        }
    }

    private void store(String content) {
        remember("{\"namespace\": \"" + NS + "\", \"content\": \"" + content + "\"}");
    }

    /** The full-text seed's row for the query {@code ferry}, reading {@code searched} hits and ties up to {@code reach}. */
    private Record seed(int searched, int reach) {
        Map<String, Object> params = new HashMap<>(RecallFilter.NONE.parameters());
        params.put("namespace", NS);
        params.put("project", null);
        params.put("query", LexicalQuery.of(NS, List.of("ferry")).lucene());
        params.put("at", ZonedDateTime.now(ZoneOffset.UTC).plusMinutes(1));
        params.put("cold", true);
        params.put("searched", searched);
        params.put("reach", reach);
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            return session.executeRead(tx -> tx.run(cypher.statement(CypherQuery.RECALL_FULLTEXT_SEED), params)
                    .single());
        }
    }
}
