package io.mnemograph.api;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

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
}
