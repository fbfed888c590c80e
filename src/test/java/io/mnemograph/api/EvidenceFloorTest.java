package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.core.Cosine;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lexical evidence floor (docs/decisions/0016): a memory that shares one word of a long query is not taken for
 * the query's best lexical evidence, so it does not outrank a memory that means what the query means.
 */
@MnemographTest
class EvidenceFloorTest extends ApiTest {

    private static final String NAMESPACE = "evidence-floor";
    private static final String QUERY = "My grandmother taught me to bake bread in her old kitchen every Sunday";
    private static final String MEANS_IT = "Grandma showed me how to knead dough and make loaves when I was little";
    private static final String SHARES_A_WORD = "The tap above the kitchen sink is leaking again and needs a plumber";

    @Inject
    EmbeddingProvider embeddings;

    @Test
    void aMemorySharingOneWordOfALongQuery_doesNotOutrankOneThatMeansIt() {
        String meansIt = remember(body(MEANS_IT));
        String sharesAWord = remember(body(SHARES_A_WORD));
        float[] query = embeddings.embed(QUERY);
        double meansItCosine = Cosine.similarity(query, embeddings.embed(MEANS_IT));
        double sharesAWordCosine = Cosine.similarity(query, embeddings.embed(SHARES_A_WORD));
        List<String> lexicalOnly = ids("\"seeds\": \"lexical\"");
        assertThat(lexicalOnly)
                .as("fixture: only the sink memory holds a query word")
                .containsExactly(sharesAWord);
        assertThat(0.5 * sharesAWordCosine + 0.5)
                .as("fixture: with its BM25 normalised by the best match alone, the sink memory would come first")
                .isGreaterThan(0.5 * meansItCosine);

        List<String> hybrid = ids("\"seeds\": \"hybrid\"");

        assertThat(hybrid).containsExactly(meansIt, sharesAWord);
    }

    private static String body(String content) {
        return "{\"namespace\": \"" + NAMESPACE + "\", \"content\": \"" + content + "\"}";
    }

    private List<String> ids(String seeds) {
        ApiClient.Reply reply = api.post(
                "/v1/recall",
                "{\"namespace\": \"" + NAMESPACE + "\", \"query\": \"" + QUERY + "\", " + seeds
                        + ", \"hops\": 0, \"threshold\": 0, \"boost\": false}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.node("results").values()) {
            ids.add(result.get("id").getStringValue());
        }
        return ids;
    }
}
