package io.mnemograph.tools.soak;

import io.mnemograph.tools.bench.Latency;
import io.mnemograph.tools.bench.SentenceGenerator;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives {@code clients} concurrent clients of remember and boosting recall against a running service for a given
 * time, then reads back every memory it stored and compares its {@code access_count} with the acknowledged boosts.
 */
public final class SoakRun {

    private static final int POOL = 4_096;

    private final Options options;
    private final BoostLedger ledger = new BoostLedger();
    private final ConcurrentLinkedQueue<Long> rememberNanos = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Long> recallNanos = new ConcurrentLinkedQueue<>();
    private final AtomicLong rememberErrors = new AtomicLong();
    private final AtomicLong recallErrors = new AtomicLong();
    private final ConcurrentLinkedQueue<String> errorSamples = new ConcurrentLinkedQueue<>();
    private final List<String> statements;
    private final List<String> questions;

    /**
     * What to run.
     *
     * @param urls        base URLs of the service's instances (one or more sharing a database); client {@code c}
     *                    drives instance {@code c mod n}, the audit reads through the first
     * @param key         bearer key, or null
     * @param namespace   namespace the soak writes into (fresh per run, so counts start from nothing)
     * @param clients     concurrent clients, at least 1
     * @param duration    how long to drive load
     * @param recallShare fraction of operations that are recalls, in [0, 1]
     * @param limit       results per recall
     * @param seed        seed of the generated sentences and the operation mix
     * @param timeout     how long one request may take before it counts as an error
     * @param pause       how long each client waits after an answer before its next request (an agent's own turn);
     *                    zero drives the service as fast as it answers
     */
    public record Options(
            List<URI> urls,
            String key,
            String namespace,
            int clients,
            Duration duration,
            double recallShare,
            int limit,
            long seed,
            Duration timeout,
            Duration pause) {
        public Options {
            urls = List.copyOf(urls);
            if (urls.isEmpty()) {
                throw new IllegalArgumentException("at least one url is needed");
            }
            if (clients < 1) {
                throw new IllegalArgumentException("clients must be at least 1, was " + clients);
            }
            if (duration.isNegative() || duration.isZero()) {
                throw new IllegalArgumentException("duration must be positive, was " + duration);
            }
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("timeout must be positive, was " + timeout);
            }
            if (pause.isNegative()) {
                throw new IllegalArgumentException("pause must not be negative, was " + pause);
            }
            if (recallShare < 0 || recallShare > 1) {
                throw new IllegalArgumentException("recall-share must be in [0, 1], was " + recallShare);
            }
        }

        /** Options for one instance at {@code url}, with the client's default request timeout. */
        public Options(
                URI url,
                String key,
                String namespace,
                int clients,
                Duration duration,
                double recallShare,
                int limit,
                long seed) {
            this(
                    List.of(url),
                    key,
                    namespace,
                    clients,
                    duration,
                    recallShare,
                    limit,
                    seed,
                    SoakClient.DEFAULT_TIMEOUT,
                    Duration.ZERO);
        }
    }

    public SoakRun(Options options) {
        this.options = options;
        SentenceGenerator sentences = new SentenceGenerator(options.seed());
        this.statements = sentences.statements(POOL);
        this.questions = sentences.questions(POOL);
    }

    /** Runs the load, then the audit; blocks for about the duration plus the read-back. */
    public SoakReport run() throws InterruptedException, IOException {
        ExecutorService pool = Executors.newFixedThreadPool(options.clients());
        long start = System.nanoTime();
        long deadline = start + options.duration().toNanos();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int c = 0; c < options.clients(); c++) {
                Random random = new Random(options.seed() * 31 + c);
                URI instance = options.urls().get(c % options.urls().size());
                running.add(pool.submit(() -> drive(instance, random, deadline)));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a soak client failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        BoostLedger.Audit audit = ledger.audit(storedCounts());
        return new SoakReport(
                options.clients(),
                seconds,
                rememberNanos.size(),
                recallNanos.size(),
                rememberErrors.get(),
                recallErrors.get(),
                latency(rememberNanos),
                latency(recallNanos),
                audit,
                List.copyOf(errorSamples));
    }

    private Void drive(URI instance, Random random, long deadline) throws InterruptedException {
        SoakClient client = new SoakClient(instance, options.key(), options.namespace(), options.timeout());
        while (System.nanoTime() < deadline) {
            boolean recall = random.nextDouble() < options.recallShare();
            long t0 = System.nanoTime();
            try {
                if (recall) {
                    List<String> ids = client.recall(questions.get(random.nextInt(POOL)), options.limit());
                    recallNanos.add(System.nanoTime() - t0);
                    ids.forEach(ledger::recalled);
                } else {
                    ledger.remembered(client.remember(statements.get(random.nextInt(POOL))));
                    rememberNanos.add(System.nanoTime() - t0);
                }
            } catch (IOException e) {
                (recall ? recallErrors : rememberErrors).incrementAndGet();
                if (errorSamples.size() < 10) {
                    errorSamples.add((recall ? "recall: " : "remember: ") + e.getMessage());
                }
            }
            Thread.sleep(options.pause().toMillis());
        }
        return null;
    }

    private Map<String, Long> storedCounts() throws IOException, InterruptedException {
        SoakClient client =
                new SoakClient(options.urls().getFirst(), options.key(), options.namespace(), options.timeout());
        Map<String, Long> stored = new HashMap<>();
        for (String id : ledger.expected().keySet()) {
            long count = client.accessCount(id);
            if (count >= 0) {
                stored.put(id, count);
            }
        }
        return stored;
    }

    private static Latency latency(ConcurrentLinkedQueue<Long> nanos) {
        return nanos.isEmpty()
                ? null
                : Latency.ofNanos(nanos.stream().mapToLong(Long::longValue).toArray());
    }
}
