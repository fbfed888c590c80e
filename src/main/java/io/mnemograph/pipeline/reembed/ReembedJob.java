package io.mnemograph.pipeline.reembed;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import io.mnemograph.config.ReembedSettings;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.DatabaseUnavailable;
import io.mnemograph.model.DiskFull;
import io.mnemograph.pipeline.remember.BatchEmbedding;
import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running service's online re-embedding job: once the service has started, one background thread fills each further channel's
 * missing vectors ({@link ChannelBackfill}) in batches of {@code mnemograph.embedding.reembed.batch}, each batch
 * embedded in one of the batch embedding lanes in turn with client batches ({@link BatchEmbedding}) and paced to at
 * most {@code mnemograph.embedding.reembed.per-second} memories a second, so that recall keeps its latency budget.
 * Below the disk floor, or while the database is out of reach, it waits and tries again; it ends once every channel
 * is complete (new memories get every channel's vector as they are stored) or when the service stops. Off with
 * {@code per-second=0} (and in the CLI commands, which open the database themselves).
 */
@Context
public final class ReembedJob {

    /** The pause before a batch is tried again after the disk floor or the database refused it. */
    static final Duration RETRY_PAUSE = Duration.ofSeconds(30);

    private static final Logger LOG = LoggerFactory.getLogger(ReembedJob.class);

    private final EmbeddingChannels channels;
    private final ChannelBackfill backfill;
    private final BatchEmbedding lanes;
    private final ReembedSettings settings;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Object pause = new Object();
    private volatile boolean stopping;
    private volatile Thread worker;

    public ReembedJob(
            EmbeddingChannels channels, ChannelBackfill backfill, BatchEmbedding lanes, ReembedSettings settings) {
        this.channels = channels;
        this.backfill = backfill;
        this.lanes = lanes;
        this.settings = settings;
    }

    /** Starts the worker once the context has started (the schema applied, every channel's model checked). */
    @EventListener
    void start(StartupEvent event) {
        if (settings.online() && channels.fuses() && worker == null) {
            worker = Thread.ofPlatform().daemon().name("mnemograph-reembed").start(this::run);
        } else {
            finished.countDown();
        }
    }

    /** Waits up to {@code timeout} for the job to end; true when it has (at once when it has nothing to do). */
    public boolean awaitFinished(Duration timeout) throws InterruptedException {
        return finished.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void run() {
        try {
            for (EmbeddingChannel channel : channels.further()) {
                fill(channel);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            LOG.error("The online re-embedding job failed; bin/mnemograph reembed fills the channels when stopped", e);
        } finally {
            finished.countDown();
        }
    }

    private void fill(EmbeddingChannel channel) throws InterruptedException {
        long nanosPerMemory = 1_000_000_000L / settings.perSecond();
        long started = System.nanoTime();
        long next = started;
        long written = 0;
        String after = "";
        boolean announced = false;
        while (!stopping) {
            waitUntil(next);
            ChannelBackfill.Batch batch;
            try {
                batch = backfill.next(channel, after, settings.batch(), texts -> embedInLane(channel, texts));
            } catch (DiskFull | DatabaseUnavailable e) {
                LOG.warn(
                        "Online re-embedding of channel {} paused: {}; retrying in {}",
                        channel.name(),
                        e.getMessage(),
                        RETRY_PAUSE);
                next = System.nanoTime() + RETRY_PAUSE.toNanos();
                continue;
            }
            if (batch.done()) {
                break;
            }
            if (!announced) {
                announced = true;
                LOG.info(
                        "Online re-embedding of channel {} started: memories without its vector get one, at most {}"
                                + " a second",
                        channel.name(),
                        settings.perSecond());
            }
            written += batch.written();
            after = batch.lastId();
            next = System.nanoTime() + batch.read() * nanosPerMemory;
        }
        if (announced && !stopping) {
            double seconds = (System.nanoTime() - started) / 1e9;
            LOG.info(
                    "Online re-embedding of channel {} done: {} memories in {} s ({} memories/s)",
                    channel.name(),
                    written,
                    Math.round(seconds),
                    Math.round(written / Math.max(seconds, 1e-3)));
        }
    }

    private List<float[]> embedInLane(EmbeddingChannel channel, List<String> texts) {
        try {
            return lanes.inBackgroundLane(() -> channel.provider().embedAll(texts));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for an embedding lane", e);
        }
    }

    /** Sleeps until {@code nanoTime} reaches {@code next}, or the service stops. */
    private void waitUntil(long next) throws InterruptedException {
        synchronized (pause) {
            long left;
            while (!stopping && (left = next - System.nanoTime()) > 0) {
                TimeUnit.NANOSECONDS.timedWait(pause, left);
            }
        }
    }

    /** Stops the job after the batch it is on (each batch's write commits whole or not at all). */
    @PreDestroy
    void stop() throws InterruptedException {
        stopping = true;
        synchronized (pause) {
            pause.notifyAll();
        }
        if (worker != null) {
            worker.join(Duration.ofMinutes(1));
        }
    }
}
