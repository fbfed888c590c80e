package io.mnemograph.store.recall;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.model.RecallFilter;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;

/**
 * The lexical seed breaks ties by content, then id: which of equal BM25 matches take its last seats is the same in
 * every store, whatever the random ids the memories got and the order they were stored in.
 */
@MnemographTest
class FullTextSeedTiesTest extends ApiTest {

    private static final List<String> WORDS = List.of("foxtrot", "delta", "alpha", "echo", "charlie", "bravo");

    @Inject
    Neo4jConnection connection;

    @Inject
    CypherLibrary cypher;

    @Test
    void equalMatchesTakeTheLastSeatsByContent_inEveryStore() {
        for (String ns : List.of("ties-forward", "ties-backward")) {
            List<String> words = ns.endsWith("forward") ? WORDS : WORDS.reversed();
            words.forEach(word -> store(ns, "ferry " + word));
            store(ns, "ferry ferry");
            assertThat(seed(ns, 3))
                    .as("the best (two mentions), then of six equal matches the first two by content, in " + ns)
                    .containsExactly("ferry ferry", "ferry alpha", "ferry bravo");
        }
    }

    private void store(String namespace, String content) {
        remember("{\"namespace\": \"" + namespace + "\", \"content\": \"" + content + "\"}");
    }

    private List<String> seed(String namespace, int candidates) {
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            return session.executeRead(tx -> new RecallTransaction(tx, cypher, new LexicalStatistics())
                            .fullTextSeed(
                                    namespace,
                                    null,
                                    null,
                                    List.of("ferry"),
                                    candidates,
                                    Instant.now().plusSeconds(60),
                                    false,
                                    RecallFilter.NONE)
                            .candidates()
                            .stream()
                            .map(c -> c.memory().content())
                            .toList());
        }
    }
}
