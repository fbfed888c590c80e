package io.mnemograph.core;

import java.time.Instant;

/**
 * When the lifecycle's forgetting clock of a memory starts: never before the memory reached this service.
 *
 * <p>Implementation notes: the seeds start every clock at the memory's creation (Mnemex: {@code created_at} and
 * {@code last_used}; Cognitive Memory: the time of storage), which for them is the moment it was stored. Here a
 * memory may be remembered with an {@code occurred_at} years in the past (an imported history), and counting its
 * disuse from then sent a whole imported conversation to cold storage at the first sweep
 * (docs/decisions/0011-forgetting-clock-starts-on-arrival.md). So the sweep reads a memory's creation and last use as
 * no earlier than its arrival ({@code stored_at}): disuse is counted from the moment the memory could first have
 * been used here. {@code occurred_at} keeps its meaning for recall ({@code at}, time-aware decay).
 *
 * <p>When the sweep runs as of an instant before the memory arrived (a replay of the past), the memory is read as
 * if it had arrived at its {@code occurred_at}: the timeline is unchanged.
 */
public final class ForgettingClock {

    private ForgettingClock() {}

    /**
     * The timeline the lifecycle rules judge as of {@code at}: creation and last use moved up to {@code storedAt}
     * when the memory arrived at or before {@code at}; otherwise (or with no recorded arrival) {@code timeline}.
     *
     * @param storedAt when the memory reached this service, or null when unknown (data stored before it was kept)
     */
    public static MemoryTimeline fromArrival(MemoryTimeline timeline, Instant storedAt, Instant at) {
        if (storedAt == null || storedAt.isAfter(at)) {
            return timeline;
        }
        Instant created = later(timeline.createdAt(), storedAt);
        Instant lastUse = later(timeline.lastAccessedAt(), storedAt);
        if (created.equals(timeline.createdAt()) && lastUse.equals(timeline.lastAccessedAt())) {
            return timeline;
        }
        return new MemoryTimeline(
                created,
                timeline.updatedAt(),
                lastUse,
                timeline.accessCount(),
                timeline.stability(),
                timeline.strength(),
                timeline.core());
    }

    private static Instant later(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }
}
