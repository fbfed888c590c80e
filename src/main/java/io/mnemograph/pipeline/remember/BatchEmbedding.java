package io.mnemograph.pipeline.remember;

import io.mnemograph.config.TrafficSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.DeadlinePassed;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.pipeline.recall.Overloaded;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Embeds the texts of remembers within their {@link Deadline}, so that a few large batches cannot take the embedding
 * model from everyone else (issue 46, finding 4): a batch is embedded in chunks of at most {@link #CHUNK_TEXTS} texts
 * and {@link #CHUNK_CHARS} characters, each chunk waits for one of {@code mnemograph.traffic.batch-embedding-lanes}
 * (a fair semaphore, first come first served, so concurrent batches take turns chunk by chunk), and a namespace may
 * have at most {@code max-batches-per-namespace} batches here at once: one more is refused at once
 * ({@link Overloaded}). A single text (one remember) takes no lane: it is as short as a chunk and should not queue
 * behind a batch. The deadline is checked before each chunk and bounds each wait for a lane. Each chunk is embedded by
 * every channel's model in its lane ({@link EmbeddingChannels}): the primary one, then each further one.
 */
@Singleton
public final class BatchEmbedding {

    /** Most texts sent to the embedding model in one call. */
    static final int CHUNK_TEXTS = 64;

    /**
     * Most characters in one call (besides a single longer text): about 8,000 MiniLM tokens, so that a chunk of long
     * texts holds a lane for a fraction of a second, not for 64 texts of up to 32,000 characters each.
     */
    static final int CHUNK_CHARS = 32_000;

    private final EmbeddingChannels embeddings;
    private final TrafficSettings traffic;
    private final Semaphore lanes;
    private final Map<String, Integer> batchesByNamespace = new ConcurrentHashMap<>();

    public BatchEmbedding(EmbeddingChannels embeddings, TrafficSettings traffic) {
        this.embeddings = embeddings;
        this.traffic = traffic;
        this.lanes = new Semaphore(traffic.batchEmbeddingLanes(), true);
    }

    /**
     * The vectors of a list of texts, in their order: the primary channel's and each further channel's.
     *
     * @param primary the primary model's vectors
     * @param further each further channel's vectors (empty without further channels)
     */
    public record Embedded(List<float[]> primary, Map<EmbeddingChannel, List<float[]>> further) {

        private static Embedded of(EmbeddingChannels channels, List<String> texts, Deadline deadline) {
            List<float[]> primary = channels.primary().embedAll(texts, deadline);
            Map<EmbeddingChannel, List<float[]>> further = new LinkedHashMap<>();
            for (EmbeddingChannel channel : channels.further()) {
                further.put(channel, channel.provider().embedAll(texts, deadline));
            }
            return new Embedded(primary, further);
        }

        private void addAll(Embedded chunk) {
            primary.addAll(chunk.primary);
            chunk.further.forEach((channel, vectors) ->
                    further.computeIfAbsent(channel, c -> new ArrayList<>()).addAll(vectors));
        }
    }

    /**
     * The vectors of {@code texts}, in order, for a remember in {@code namespace}, in every channel.
     *
     * @throws Overloaded when the namespace has {@code max-batches-per-namespace} batches embedding already
     * @throws DeadlinePassed when the deadline passes before the last chunk is embedded
     */
    public Embedded embed(String namespace, List<String> texts, Deadline deadline) {
        if (texts.size() == 1) {
            return Embedded.of(embeddings, texts, deadline);
        }
        enter(namespace);
        try {
            Embedded vectors = new Embedded(new ArrayList<>(texts.size()), new LinkedHashMap<>());
            for (List<String> chunk : chunks(texts)) {
                vectors.addAll(inLane(chunk, deadline));
            }
            return vectors;
        } finally {
            batchesByNamespace.computeIfPresent(namespace, (ns, n) -> n == 1 ? null : n - 1);
        }
    }

    private void enter(String namespace) {
        int limit = traffic.maxBatchesPerNamespace();
        boolean[] admitted = {false};
        batchesByNamespace.compute(namespace, (ns, n) -> {
            int running = n == null ? 0 : n;
            admitted[0] = running < limit;
            return admitted[0] ? running + 1 : running;
        });
        if (!admitted[0]) {
            throw new Overloaded(limit + " batches of namespace " + namespace + " are being embedded"
                    + " (mnemograph.traffic.max-batches-per-namespace); nothing of this one was stored; try again"
                    + " shortly");
        }
    }

    private Embedded inLane(List<String> chunk, Deadline deadline) {
        deadline.check("waiting to embed");
        try {
            if (!lanes.tryAcquire(deadline.remaining().toNanos(), TimeUnit.NANOSECONDS)) {
                throw new DeadlinePassed(deadline.budget(), "waiting to embed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeadlinePassed(deadline.budget(), "interrupted while waiting to embed");
        }
        try {
            return Embedded.of(embeddings, chunk, deadline);
        } finally {
            lanes.release();
        }
    }

    /**
     * Runs background embedding (the online re-embedding job, one chunk of at most {@link #CHUNK_TEXTS} texts) in one
     * of the lanes, in turn with the client batches' chunks: a client chunk waits at most for one such chunk.
     *
     * @throws InterruptedException when interrupted while waiting for a lane
     */
    public <T> T inBackgroundLane(Supplier<T> work) throws InterruptedException {
        lanes.acquire();
        try {
            return work.get();
        } finally {
            lanes.release();
        }
    }

    /** {@code texts} cut in order into chunks of at most {@link #CHUNK_TEXTS} texts and {@link #CHUNK_CHARS} chars. */
    static List<List<String>> chunks(List<String> texts) {
        List<List<String>> chunks = new ArrayList<>();
        int from = 0;
        while (from < texts.size()) {
            int to = from + 1;
            long chars = texts.get(from).length();
            while (to < texts.size()
                    && to - from < CHUNK_TEXTS
                    && chars + texts.get(to).length() <= CHUNK_CHARS) {
                chars += texts.get(to).length();
                to++;
            }
            chunks.add(texts.subList(from, to));
            from = to;
        }
        return chunks;
    }
}
