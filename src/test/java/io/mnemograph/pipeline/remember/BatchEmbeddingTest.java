package io.mnemograph.pipeline.remember;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.config.TrafficSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.DeadlinePassed;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingIdentity;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.recall.Overloaded;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The chunks, lanes and per-namespace limit of batch embedding, with a deterministic embedder (pipeline logic only). */
class BatchEmbeddingTest {

    /** One entry per text: its length; calls are recorded, and a call of several texts can be held until released. */
    private static final class CountingEmbedder implements EmbeddingProvider {

        final List<Integer> callSizes = new CopyOnWriteArrayList<>();
        volatile CountDownLatch entered = new CountDownLatch(0);
        volatile CountDownLatch release = new CountDownLatch(0);
        final AtomicLong ticker;
        final long advancePerCall;

        CountingEmbedder(AtomicLong ticker, long advancePerCall) {
            this.ticker = ticker;
            this.advancePerCall = advancePerCall;
        }

        @Override
        public List<float[]> embedAll(List<String> texts) {
            callSizes.add(texts.size());
            if (texts.size() == 1) {
                return List.of(new float[] {texts.getFirst().length()});
            }
            entered.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ticker.addAndGet(advancePerCall);
            return texts.stream().map(t -> new float[] {t.length()}).toList();
        }

        @Override
        public int dimension() {
            return 1;
        }

        @Override
        public EmbeddingIdentity identity() {
            return new EmbeddingIdentity("fake", "counting", 1, "none");
        }

        @Override
        public String name() {
            return "counting";
        }
    }

    private final AtomicLong nanos = new AtomicLong();

    private static TrafficSettings traffic(int lanes, int perNamespace) {
        return new TrafficSettings(100, 200, 16, 250, 1, 50, lanes, perNamespace);
    }

    private static List<String> texts(int count, int chars) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add("x".repeat(chars));
        }
        return texts;
    }

    @Test
    void chunks_cutAtSixtyFourTextsOrThirtyTwoThousandCharacters_inOrder() {
        assertThat(BatchEmbedding.chunks(texts(130, 10))).extracting(List::size).containsExactly(64, 64, 2);
        assertThat(BatchEmbedding.chunks(texts(10, 9_500)))
                .extracting(List::size)
                .containsExactly(3, 3, 3, 1);
        assertThat(BatchEmbedding.chunks(texts(2, 40_000)))
                .as("a text longer than a chunk goes alone")
                .extracting(List::size)
                .containsExactly(1, 1);
        assertThat(BatchEmbedding.chunks(List.of())).isEmpty();
    }

    @Test
    void embed_aBatch_returnsEveryVectorInOrder_chunkByChunk() {
        CountingEmbedder model = new CountingEmbedder(nanos, 0);
        BatchEmbedding batches = new BatchEmbedding(EmbeddingChannels.only(model), traffic(1, 2));
        List<String> texts = new ArrayList<>(texts(5, 9_500));
        texts.add("short");
        List<float[]> vectors = batches.embed("ns", texts, Deadline.after(Duration.ofSeconds(60), nanos::get))
                .primary();
        assertThat(vectors).extracting(v -> (int) v[0]).containsExactly(9_500, 9_500, 9_500, 9_500, 9_500, 5);
        assertThat(model.callSizes).containsExactly(3, 3);
    }

    @Test
    void embed_pastTheDeadlineBetweenChunks_isAbandonedBeforeTheNextChunk() {
        CountingEmbedder model =
                new CountingEmbedder(nanos, Duration.ofSeconds(40).toNanos());
        BatchEmbedding batches = new BatchEmbedding(EmbeddingChannels.only(model), traffic(1, 2));
        Deadline deadline = Deadline.after(Duration.ofSeconds(60), nanos::get);
        assertThatThrownBy(() -> batches.embed("ns", texts(12, 9_500), deadline).primary())
                .isInstanceOf(DeadlinePassed.class)
                .hasMessageContaining("60 s");
        assertThat(model.callSizes)
                .as("two chunks of 40 s each, then the deadline")
                .hasSize(2);
    }

    @Test
    void embed_oneBatchTooManyForANamespace_isRefusedAtOnce_otherNamespacesAreNot() throws Exception {
        CountingEmbedder model = new CountingEmbedder(nanos, 0);
        model.entered = new CountDownLatch(1);
        model.release = new CountDownLatch(1);
        BatchEmbedding batches = new BatchEmbedding(EmbeddingChannels.only(model), traffic(2, 1));
        Deadline deadline = Deadline.after(Duration.ofSeconds(60));
        CompletableFuture<List<float[]>> first = CompletableFuture.supplyAsync(
                () -> batches.embed("busy", texts(2, 10), deadline).primary());
        assertThat(model.entered.await(30, TimeUnit.SECONDS)).isTrue();

        assertThatThrownBy(() -> batches.embed("busy", texts(2, 10), deadline).primary())
                .isInstanceOf(Overloaded.class)
                .hasMessageContaining("busy")
                .hasMessageContaining("max-batches-per-namespace");
        assertThat(batches.embed("busy", List.of("one text"), deadline).primary())
                .as("a single text takes no batch slot")
                .hasSize(1);
        model.release.countDown();
        assertThat(batches.embed("other", texts(2, 10), deadline).primary()).hasSize(2);
        assertThat(first.get(30, TimeUnit.SECONDS)).hasSize(2);
        assertThat(batches.embed("busy", texts(2, 10), deadline).primary())
                .as("the slot is free again once the first batch is embedded")
                .hasSize(2);
    }

    @Test
    void embed_waitingForABusyLane_endsAtTheDeadline() throws Exception {
        CountingEmbedder model = new CountingEmbedder(nanos, 0);
        model.entered = new CountDownLatch(1);
        model.release = new CountDownLatch(1);
        BatchEmbedding batches = new BatchEmbedding(EmbeddingChannels.only(model), traffic(1, 2));
        CompletableFuture<List<float[]>> holder = CompletableFuture.supplyAsync(
                () -> batches.embed("a", texts(2, 10), Deadline.after(Duration.ofSeconds(60)))
                        .primary());
        assertThat(model.entered.await(30, TimeUnit.SECONDS)).isTrue();
        try {
            assertThatThrownBy(() -> batches.embed("b", texts(2, 10), Deadline.after(Duration.ofMillis(200))))
                    .isInstanceOf(DeadlinePassed.class)
                    .hasMessageContaining("waiting to embed");
        } finally {
            model.release.countDown();
        }
        assertThat(holder.get(30, TimeUnit.SECONDS)).hasSize(2);
    }
}
