package io.mnemograph.api;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The lexical (BM25) half of the seeds runs on Lucene's English analyzer: word forms meet through the Porter
 * stemmer, and a query of stop words alone is a valid recall that simply has no lexical seeds.
 */
@MnemographTest
class LexicalSeedTest extends ApiTest {

    private List<String> ids(Reply recall) {
        assertThat(recall.status()).as(recall.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : recall.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }

    @Test
    void lexicalSeeds_matchOtherFormsOfTheSameWord() {
        String games = remember("{\"content\": \"John won three basketball games in a row last week\"}");
        remember("{\"content\": \"Maria planted tomatoes and basil on her balcony\"}");
        remember("{\"content\": \"The quarterly report is due on Friday\"}");

        List<String> found = ids(api.post("/v1/recall", "{\"query\": \"winning game\", \"seeds\": \"lexical\","
                + " \"hops\": 0, \"threshold\": 0, \"boost\": false}"));

        assertThat(found).as("'game' meets 'games' through the stemmer").containsExactly(games);
    }

    @Test
    void stopWordsOnly_giveNoLexicalSeeds_andNoError() {
        remember("{\"content\": \"The spare key is under the blue flowerpot\"}");

        assertThat(ids(api.post("/v1/recall", "{\"query\": \"the of and\", \"seeds\": \"lexical\","
                + " \"hops\": 0, \"threshold\": 0, \"boost\": false}"))).isEmpty();
        assertThat(ids(api.post("/v1/recall", "{\"query\": \"the of and\", \"hops\": 0, \"threshold\": 0,"
                + " \"boost\": false}"))).as("the vector half still answers").hasSize(1);
    }

    @Test
    void lexicalSeeds_findThisNamespacesMatch_whenOtherNamespacesHoldThousandsOfBetterOnes() {
        String mine = remember("{\"namespace\": \"lexical-own\", \"content\": \"We talked about the zebra at the zoo,"
                + " the lions, the weather, the long queue for tickets and the ice cream afterwards\"}");
        // 2,000 shorter texts saying "zebra" more often (higher BM25) in another namespace: far more than the
        // 15 x 20 = 300 hits a limit-5 recall searches first
        try (Session session = SharedNeo4j.driver().session()) {
            session.run("UNWIND range(1, 2000) AS i CREATE (:Memory:Hot {id: 'crowd-' + i, namespace: 'lexical-crowd',"
                    + " content: 'zebra zebra zebra ' + i, scope: 'global', created_at: datetime(),"
                    + " updated_at: datetime(), last_accessed_at: datetime(), access_count: 0, stability: 0.0,"
                    + " importance: 1.0, weight: 1.0, strength: 1.0, session_ids: []})", Map.of()).consume();
        }

        List<String> found = ids(api.post("/v1/recall", "{\"namespace\": \"lexical-own\", \"query\": \"zebra\","
                + " \"seeds\": \"lexical\", \"hops\": 0, \"threshold\": 0, \"boost\": false}"));

        assertThat(found).as("the search goes deeper until this namespace's match is among the hits")
                .containsExactly(mine);
    }
}
