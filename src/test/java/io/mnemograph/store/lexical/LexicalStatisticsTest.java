package io.mnemograph.store.lexical;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.Bm25;
import io.mnemograph.core.QueryTerms;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.transfer.NamespaceExporter;
import io.mnemograph.transfer.NamespaceImporter;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;

/**
 * A namespace's BM25 statistics are read once per content version and kept meanwhile
 * ({@link LexicalStatistics}): every write that changes memories' content (remember, content edit, delete, import,
 * expiry) makes the next recall read them again, so the kept statistics always equal those read afresh; writes that
 * change no content (a recall's reinforcement, a weight edit, another namespace) keep them.
 */
@MnemographTest
class LexicalStatisticsTest extends ApiTest {

    private static final String NS = "lexical-stats";
    private static final String QUERY = "hiking with my sister in Lisbon";

    @Inject
    Neo4jConnection connection;

    @Inject
    CypherLibrary cypher;

    @Inject
    NamespaceExporter exporter;

    @Inject
    NamespaceImporter importer;

    private final LexicalStatistics kept = new LexicalStatistics();

    @Test
    void keptStatistics_areReadAgainAfterEveryContentChange_andEqualFreshOnes() throws Exception {
        String first = store("Maria went hiking in Lisbon with her sister.");
        store("Tom sails to Lisbon every summer.");
        store("Hiking boots for the trip to Porto.");
        assertThat(reads())
                .as("first recall")
                .containsExactly(
                        CypherQuery.RECALL_CONTENT_VERSION,
                        CypherQuery.RECALL_NAMESPACE_LEXICAL_STATISTICS,
                        CypherQuery.RECALL_TERM_FREQUENCIES);
        assertThat(reads()).as("same content, same terms").containsExactly(CypherQuery.RECALL_CONTENT_VERSION);

        Reply recall = api.post("/v1/recall", "{\"namespace\": \"" + NS + "\", \"query\": \"" + QUERY + "\"}");
        assertThat(recall.status()).as(recall.text()).isEqualTo(200);
        assertThat(reads()).as("after a reinforcing recall").containsExactly(CypherQuery.RECALL_CONTENT_VERSION);
        store("other", "Lisbon hiking with a sister, in another namespace.");
        assertThat(reads())
                .as("after a write to another namespace")
                .containsExactly(CypherQuery.RECALL_CONTENT_VERSION);
        Reply weight = api.patch("/v1/memories/" + first, "{\"namespace\": \"" + NS + "\", \"weight\": 0.5}");
        assertThat(weight.status()).as(weight.text()).isEqualTo(200);
        assertThat(reads()).as("after a weight edit").containsExactly(CypherQuery.RECALL_CONTENT_VERSION);

        store("Her sister lives in Lisbon now.");
        assertReadAgainAndFresh("after a remember");

        Reply content = api.patch(
                "/v1/memories/" + first,
                "{\"namespace\": \"" + NS + "\", \"content\": \"Maria went hiking in the Alps.\"}");
        assertThat(content.status()).as(content.text()).isEqualTo(200);
        assertReadAgainAndFresh("after a content edit");

        String moved = store("moving", "A hiking club in Lisbon meets on Sundays.");
        StringWriter export = new StringWriter();
        exporter.write("moving", true, export, counts -> {});
        assertThat(api.delete("/v1/memories/" + moved + "?namespace=moving").status())
                .isEqualTo(200);
        importer.run(new BufferedReader(new StringReader(export.toString())), NS, 100, summary -> {});
        assertReadAgainAndFresh("after an import");

        assertThat(api.delete("/v1/memories/" + first + "?namespace=" + NS).status())
                .isEqualTo(200);
        assertReadAgainAndFresh("after a delete");

        remember("{\"namespace\": \"" + NS + "\", \"content\": \"A sister's hiking trip, soon over.\","
                + " \"ttl_seconds\": 1}");
        assertReadAgainAndFresh("after a remember with a TTL");
        Reply sweep = api.post(
                "/v1/consolidate",
                "{\"namespace\": \"" + NS + "\", \"at\": \"" + Instant.now().plusSeconds(60) + "\"}");
        assertThat(sweep.status()).as(sweep.text()).isEqualTo(200);
        assertReadAgainAndFresh("after the sweep expired it");
    }

    private void assertReadAgainAndFresh(String after) {
        assertThat(reads()).as(after).contains(CypherQuery.RECALL_NAMESPACE_LEXICAL_STATISTICS);
        Bm25.Statistics fresh =
                scores(new LexicalStatistics(), new ArrayList<>()).statistics();
        assertThat(scores(kept, new ArrayList<>()).statistics()).as(after).isEqualTo(fresh);
    }

    /** The statements a recall of {@link #QUERY} runs for its statistics, with the kept ones. */
    private List<CypherQuery> reads() {
        List<CypherQuery> reads = new ArrayList<>();
        scores(kept, reads);
        return reads;
    }

    private LexicalScores scores(LexicalStatistics statistics, List<CypherQuery> reads) {
        try (Session session = connection.driver().session(connection.sessionConfig())) {
            LexicalQuery lexical = LexicalQuery.of(NS, QueryTerms.of(QUERY));
            return session.executeRead(tx -> statistics.scores(NS, lexical, (query, params) -> {
                reads.add(query);
                return tx.run(cypher.statement(query), params).list();
            }));
        }
    }

    private String store(String content) {
        return store(NS, content);
    }

    private String store(String namespace, String content) {
        return remember("{\"namespace\": \"" + namespace + "\", \"content\": \"" + content + "\"}");
    }
}
