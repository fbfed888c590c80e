package io.mnemograph.pipeline;

import io.mnemograph.config.EmbeddingSettings;
import io.mnemograph.embedding.EmbeddingProvider;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Whether the embedding model embeds, as a background probe last found it: {@code /health} reads this and never
 * embeds itself, so health checks cost a paid provider nothing per request and answer at once when the provider
 * hangs (issue 46, finding 5).
 *
 * <p>Implementation notes: a probe embeds one short text, bounded by the provider's own timeout and retries (it runs
 * in the background, so its length delays no health check); {@link #current()} starts one on a virtual thread when
 * there is no result yet or the last is older than {@code mnemograph.embedding.health-ttl-seconds}, at most one at a
 * time, and returns the last result meanwhile. Before the first probe has answered, checks wait for it, all together
 * at most {@link #FIRST_PROBE_WAIT} from its start (the in-process model loads within that, so a service that just
 * started does not report DOWN for a model that is only loading), and report {@link Probe#pending()} after that. So
 * at most one embedding per TTL, whatever the rate of health checks. The ticker is injected (nanoseconds).
 */
@Singleton
public final class EmbeddingStatus {

    /** How long after the first probe started health checks wait for its answer. */
    static final Duration FIRST_PROBE_WAIT = Duration.ofSeconds(20);

    /** What a probe found: up or not, the dimension it got (0 when none), and why not (null when up). */
    public record Probe(boolean up, int dimension, String problem, long atNanos) {

        /** No probe has answered yet. */
        static Probe pending() {
            return new Probe(false, 0, "the first probe of the embedding model has not answered yet", 0);
        }
    }

    private final EmbeddingProvider embeddings;
    private final long ttlNanos;
    private final LongSupplier ticker;
    private final AtomicBoolean probing = new AtomicBoolean();
    private final CountDownLatch firstProbe = new CountDownLatch(1);
    private volatile long firstProbeStartNanos;
    private volatile Probe last;

    public EmbeddingStatus(EmbeddingProvider embeddings, EmbeddingSettings settings) {
        this(embeddings, Duration.ofSeconds(settings.healthTtlSeconds()), System::nanoTime);
    }

    /** A status whose probes count as fresh for {@code ttl} on {@code ticker}. */
    EmbeddingStatus(EmbeddingProvider embeddings, Duration ttl, LongSupplier ticker) {
        this.embeddings = embeddings;
        this.ttlNanos = ttl.toNanos();
        this.ticker = ticker;
    }

    /** The model's name, for health details. */
    public String model() {
        return embeddings.name();
    }

    /** The last probe's result, a new probe started in the background when it is stale. */
    public Probe current() {
        Probe known = last;
        if (known == null || ticker.getAsLong() - known.atNanos() >= ttlNanos) {
            refresh();
        }
        if (known == null) {
            long waitNanos = firstProbeStartNanos + FIRST_PROBE_WAIT.toNanos() - ticker.getAsLong();
            try {
                firstProbe.await(Math.max(0, waitNanos), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            known = last;
        }
        return known == null ? Probe.pending() : known;
    }

    /** Starts a probe unless one runs already. */
    public void refresh() {
        if (probing.compareAndSet(false, true)) {
            if (last == null && firstProbe.getCount() > 0 && firstProbeStartNanos == 0) {
                firstProbeStartNanos = ticker.getAsLong();
            }
            Thread.ofVirtual().name("embedding-probe").start(this::probe);
        }
    }

    private void probe() {
        try {
            last = probeNow();
        } finally {
            probing.set(false);
            firstProbe.countDown();
        }
    }

    private Probe probeNow() {
        try {
            int dimension = embeddings.embed("health check").length;
            return dimension == embeddings.dimension()
                    ? new Probe(true, dimension, null, ticker.getAsLong())
                    : new Probe(
                            false,
                            dimension,
                            "vectors of " + dimension + " entries, configured " + embeddings.dimension(),
                            ticker.getAsLong());
        } catch (RuntimeException e) {
            return new Probe(false, 0, e.getClass().getSimpleName() + ": " + e.getMessage(), ticker.getAsLong());
        }
    }
}
