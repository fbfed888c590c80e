package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;

/**
 * The lexical (BM25) half of the seeds runs on Lucene's English analyzer: word forms meet through the Porter
 * stemmer, and a query of stop words alone is a valid recall that simply has no lexical seeds. The evidence floor is
 * off here, so that the one lexical match's normalised BM25 is exactly 1; {@link EvidenceFloorTest} covers the floor.
 */
@MnemographTest
@Property(name = "mnemograph.scoring.lexical-evidence-floor", value = "0")
class LexicalSeedTest extends ApiTest {

    @Inject
    EmbeddingProvider embeddings;

    @Inject
    ScoringSettings scoring;

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

        List<String> found = ids(api.post(
                "/v1/recall",
                "{\"query\": \"winning game\", \"seeds\": \"lexical\","
                        + " \"hops\": 0, \"threshold\": 0, \"boost\": false}"));

        assertThat(found).as("'game' meets 'games' through the stemmer").containsExactly(games);
    }

    @Test
    void stopWordsOnly_giveNoLexicalSeeds_andNoError() {
        remember("{\"content\": \"The spare key is under the blue flowerpot\"}");

        assertThat(ids(api.post(
                        "/v1/recall",
                        "{\"query\": \"the of and\", \"seeds\": \"lexical\","
                                + " \"hops\": 0, \"threshold\": 0, \"boost\": false}")))
                .isEmpty();
        assertThat(ids(api.post(
                        "/v1/recall", "{\"query\": \"the of and\", \"hops\": 0, \"threshold\": 0, \"boost\": false}")))
                .as("the vector half still answers")
                .hasSize(1);
    }

    @Test
    void lexicalSeeds_findThisNamespacesMatch_whenOtherNamespacesHoldThousandsOfBetterOnes() {
        String mine = remember("{\"namespace\": \"lexical-own\", \"content\": \"We talked about the zebra at the zoo,"
                + " the lions, the weather, the long queue for tickets and the ice cream afterwards\"}");
        // 2,000 shorter texts saying "zebra" more often (higher BM25) in another namespace: far more than the
        // 15 x 20 = 300 hits a limit-5 recall searches first
        try (Session session = SharedNeo4j.driver().session()) {
            session.run(
                            "UNWIND range(1, 2000) AS i CREATE (:Memory:Hot {id: 'crowd-' + i, namespace: 'lexical-crowd',"
                                    + " content: 'zebra zebra zebra ' + i, scope: 'global', created_at: datetime(),"
                                    + " updated_at: datetime(), last_accessed_at: datetime(), access_count: 0, stability: 0.0,"
                                    + " importance: 1.0, weight: 1.0, strength: 1.0, session_ids: []})",
                            Map.of())
                    .consume();
        }

        List<String> found = ids(api.post(
                "/v1/recall",
                "{\"namespace\": \"lexical-own\", \"query\": \"zebra\","
                        + " \"seeds\": \"lexical\", \"hops\": 0, \"threshold\": 0, \"boost\": false}"));

        assertThat(found)
                .as("the search goes deeper until this namespace's match is among the hits")
                .containsExactly(mine);
    }

    @Test
    void hybridRelevance_ofASeedOnlyTheLexicalHalfFound_usesItsCosineToTheQuery() {
        String namespace = "lexical-only";
        String query = "gale force winds battered the harbour";
        // the longest memory, so that the length prior leaves its relevance whole
        String target = "Harbour is what we named the new puppy we adopted from the shelter across town last spring";
        List<String> nearer = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            nearer.add("Storm number " + i + ": a violent tempest with strong gusts lashed the coastline");
        }
        StringBuilder batch = new StringBuilder("{\"memories\": [");
        for (String content : nearer) {
            batch.append("{\"namespace\": \"")
                    .append(namespace)
                    .append("\", \"content\": \"")
                    .append(content)
                    .append("\"},");
        }
        batch.append("{\"namespace\": \"")
                .append(namespace)
                .append("\", \"content\": \"")
                .append(target)
                .append("\"}]}");
        assertThat(api.post("/v1/memories/batch", batch.toString()).status()).isEqualTo(201);
        float[] q = embeddings.embed(query);
        double targetCosine = Cosine.similarity(q, embeddings.embed(target));
        assertThat(nearer.stream()
                        .filter(c -> Cosine.similarity(q, embeddings.embed(c)) > targetCosine)
                        .count())
                .as("fixture: more memories are nearer the query than the target than a limit-5 recall's 15"
                        + " vector candidates")
                .isGreaterThan(15);

        JsonNode best = api.post(
                        "/v1/recall",
                        "{\"namespace\": \"" + namespace + "\", \"query\": \"" + query
                                + "\", \"seeds\": \"hybrid\", \"limit\": 5, \"hops\": 0, \"explain\": true,"
                                + " \"threshold\": 0, \"boost\": false}")
                .node("results")
                .get(0);

        double w = scoring.lexicalWeight();
        assertThat(best.get("content").getStringValue()).isEqualTo(target);
        assertThat(best.get("components").get("similarity").getDoubleValue())
                .as("(1 - w) x cosine + w x normalised BM25, the target being the only (so best) BM25 match")
                .isCloseTo((1 - w) * Math.max(0, targetCosine) + w, org.assertj.core.data.Offset.offset(1e-5));
    }
}
