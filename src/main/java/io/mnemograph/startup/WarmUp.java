package io.mnemograph.startup;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Futures;
import io.mnemograph.core.scoring.RecallPolicy;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.pipeline.recall.RecallGate;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.recall.SpreadingStage;
import io.mnemograph.pipeline.remember.BatchEmbedding;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.NamespaceSweeps;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Readies a fresh service for its first request: loads the embedding model, then remembers two memories and recalls
 * them (with write-back and explanations) in a scratch namespace that it deletes again, so that the database has
 * planned the statements of remember and recall and the JVM has run their code once. Its own pipelines count in no
 * meter. A database that does not answer in {@value #ATTEMPTS} attempts, or an embedding model out of reach, is
 * skipped with a warning: the service still starts.
 */
@Singleton
public final class WarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(WarmUp.class);
    /** The scratch namespace's prefix; a random suffix keeps instances sharing a database apart. */
    static final String NAMESPACE_PREFIX = "mnemograph.warm-up:";

    private static final int DELETE_BATCH = 1000;
    /**
     * Tries at a database too slow to answer in time (a loaded host): what an attempt planned and compiled stays,
     * so a later one gets further.
     */
    private static final int ATTEMPTS = 3;
    /** Warm-up recalls run at a time, after the first. */
    static final int PARALLEL_RECALLS = 3;
    /**
     * Queries that share a word with the warm-up's memories and name an entity, share a word only, name an entity
     * only, and do neither.
     */
    private static final List<String> QUERIES = List.of(
            "What did Ada grow?",
            "what grew in the garden?",
            "Does Xavier play the xylophone?",
            "any xylophone quartets");

    private final EmbeddingChannels embeddings;
    private final NamespaceSweeps sweeps;
    private final RememberPipeline remember;
    private final RecallPipeline recall;

    public WarmUp(
            EmbeddingChannels embeddings,
            MemoryStore store,
            NamespaceSweeps sweeps,
            Clock clock,
            ScoringSettings scoring,
            GraphSettings graph,
            SpreadingStage spreader,
            RecallGate gate,
            BatchEmbedding batches,
            TimeoutSettings timeouts) {
        ServiceMetrics uncounted = new ServiceMetrics(null);
        this.embeddings = embeddings;
        this.sweeps = sweeps;
        this.remember = new RememberPipeline(batches, timeouts, store, clock, scoring, graph, uncounted);
        this.recall = new RecallPipeline(
                RecallPolicy.FULL, embeddings, store, spreader, scoring, graph, clock, gate, timeouts, uncounted);
    }

    /** Warms up and logs how long it took. */
    public void run() {
        long started = System.nanoTime();
        try {
            embeddings.primary().embed("warming up the embedding model");
            for (EmbeddingChannel channel : embeddings.further()) {
                channel.provider().embed("warming up the embedding model");
            }
        } catch (RuntimeException e) {
            LOG.warn(
                    "Warm-up skipped: the embedding model did not answer ({}); the first requests may be slow",
                    e.getMessage());
            return;
        }
        long embedded = System.nanoTime();
        RuntimeException failure = null;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            String namespace = NAMESPACE_PREFIX + UUID.randomUUID();
            try {
                rememberAndRecall(namespace);
                LOG.info(
                        "Warmed up in {} ms: embedding model {} ms, remembers and recalls as clients send them {} ms{}",
                        millis(started),
                        (embedded - started) / 1_000_000,
                        millis(embedded),
                        attempt == 1 ? "" : " (" + attempt + " attempts)");
                return;
            } catch (RuntimeException e) {
                failure = e;
            } finally {
                deleteQuietly(namespace);
            }
        }
        LOG.warn(
                "Warm-up gave up on the database after {} attempts ({}); the first requests may be slow",
                ATTEMPTS,
                failure.getMessage());
    }

    /**
     * What clients do first, with the options they send: a memory without a session and two in one, then recalls as
     * a client sending only its query (the default limit and hops, no threshold, boosting, no explain), in a session
     * and not, and with {@code explain}. Neo4j compiles a statement for each combination of parameter types it meets,
     * and an empty list is another type than a list of strings: so the queries cover whether a query shares a word
     * with a memory (the lexical seed's ids) and whether it names an entity, each with and without a session, and one
     * recall returns a single memory (no co-recalled pair to write back). Each kind of request a client makes is made
     * once here, or its first real one pays the compilation (seconds on a fresh JVM).
     *
     * <p>The first recall runs alone (it plans what every recall shares); the other {@value #PARALLEL_RECALLS} at a
     * time: each compiles statements of its own, and on two cores that other work keeps busy more threads get the
     * warm-up more of them (docs/benchmarks.md, "Start-up").
     */
    private void rememberAndRecall(String namespace) {
        String session = "warm-up";
        remember.remember(memory(namespace, null, "Ada keeps bees behind the greenhouse."));
        remember.remember(memory(namespace, session, "Ada planted tomatoes in the garden on Sunday."));
        remember.remember(memory(namespace, session, "The tomatoes Ada planted grew taller than the fence."));
        List<RecallRequest> recalls = new ArrayList<>();
        for (String inSession : Arrays.asList(null, session)) {
            for (String query : QUERIES) {
                recalls.add(clientRecall(namespace, query, RecallRequest.DEFAULT_LIMIT, inSession, false));
            }
        }
        recalls.add(clientRecall(namespace, QUERIES.getLast(), 1, null, false));
        recalls.add(clientRecall(namespace, QUERIES.getFirst(), RecallRequest.DEFAULT_LIMIT, null, true));
        recall.recall(recalls.getFirst());
        try (ExecutorService pool = Executors.newFixedThreadPool(PARALLEL_RECALLS)) {
            List<Future<?>> running = new ArrayList<>();
            for (RecallRequest request : recalls.subList(1, recalls.size())) {
                running.add(pool.submit(() -> recall.recall(request)));
            }
            for (Future<?> each : running) {
                Futures.result(each, "a warm-up recall");
            }
        }
    }

    private static RecallRequest clientRecall(
            String namespace, String query, int limit, String session, boolean explain) {
        return RecallRequest.in(namespace, query)
                .limit(limit)
                .session(session)
                .explain(explain)
                .boost(!explain)
                .build();
    }

    private void deleteQuietly(String namespace) {
        try {
            sweeps.deleteNamespace(namespace, DELETE_BATCH);
        } catch (RuntimeException e) {
            LOG.debug("warm-up namespace {} not deleted", namespace, e);
        }
    }

    /** A memory as a client sends it: content, maybe a session, every other field left to its default. */
    private static NewMemory memory(String namespace, String session, String content) {
        return NewMemory.in(namespace, content).session(session).build();
    }

    private static long millis(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }
}
