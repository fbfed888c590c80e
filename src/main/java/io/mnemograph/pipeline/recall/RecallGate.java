package io.mnemograph.pipeline.recall;

import io.mnemograph.config.TrafficSettings;
import jakarta.inject.Singleton;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Bounds the recalls running at once ({@code mnemograph.traffic.max-concurrent-recalls}): a recall that finds no
 * free slot within {@code recall-wait-millis} is refused with {@link Overloaded}, so an overload answers quickly
 * instead of queueing without end (each recall holds an embedding and a database transaction).
 */
@Singleton
public final class RecallGate {

    private final Semaphore slots;
    private final TrafficSettings settings;

    public RecallGate(TrafficSettings settings) {
        this.settings = settings;
        this.slots = new Semaphore(settings.maxConcurrentRecalls(), true);
    }

    /** Runs {@code recall} in a slot. */
    public <T> T run(Supplier<T> recall) {
        boolean admitted;
        try {
            admitted = slots.tryAcquire(settings.recallWaitMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Overloaded("interrupted while waiting for a recall slot");
        }
        if (!admitted) {
            throw new Overloaded(settings.maxConcurrentRecalls() + " recalls are running; try again shortly");
        }
        try {
            return recall.get();
        } finally {
            slots.release();
        }
    }
}
