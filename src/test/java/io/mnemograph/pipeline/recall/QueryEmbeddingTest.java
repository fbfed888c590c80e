package io.mnemograph.pipeline.recall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.embedding.EmbeddingFailure;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query embedding that runs beside the lexical seed: the vector, or the embedding's own exception. */
class QueryEmbeddingTest {

    private static EmbeddingProvider provider(List<float[]> result, RuntimeException failure) {
        return new EmbeddingProvider() {
            @Override
            public List<float[]> embedAll(List<String> texts) {
                if (failure != null) {
                    throw failure;
                }
                assertThat(texts).containsExactly("where is the dog?");
                return result;
            }

            @Override
            public int dimension() {
                return 2;
            }

            @Override
            public String name() {
                return "fake";
            }

            @Override
            public EmbeddingIdentity identity() {
                return new EmbeddingIdentity("fake", "fake", 2, "none");
            }
        };
    }

    @Test
    void await_givesTheVector_onEveryCall() {
        EmbeddingProvider provider = provider(List.of(new float[] {0.6f, 0.8f}), null);
        QueryEmbedding embedding = QueryEmbedding.start(() -> provider.embed("where is the dog?"));
        assertThat(embedding.await()).containsExactly(0.6f, 0.8f);
        assertThat(embedding.await()).containsExactly(0.6f, 0.8f); // a retried transaction asks again
    }

    @Test
    void await_rethrowsTheEmbeddingFailureItself() {
        EmbeddingFailure failure = new EmbeddingFailure("embedding service unreachable");
        EmbeddingProvider provider = provider(List.of(), failure);
        QueryEmbedding embedding = QueryEmbedding.start(() -> provider.embed("where is the dog?"));
        assertThatThrownBy(embedding::await).isSameAs(failure);
    }
}
