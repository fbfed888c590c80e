package io.mnemograph.tools.eval;

import io.mnemograph.config.ClockFactory;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * When a replay runs the lifecycle sweep over a corpus. With {@code --sweep} (a {@link SweepBeforeAsking} other than
 * {@code NONE}) every system needs it, once per namespace, before the first question, as of the instant the mode
 * gives. Otherwise only a system recalled as in service ({@link RecallSystem#inService()}) needs it, on the
 * replayed timeline as the service's hourly sweep would run it: before a question, as of the instant the question
 * is asked, unless the namespace was swept less than an hour of replayed time before (the corpora whose questions
 * are all asked at one instant are swept once). The sweep only moves forward: a later in-service system whose
 * questions are earlier meets the namespace as the last sweep left it.
 */
final class CorpusSweeps {

    /** How often the service sweeps ({@code mnemograph.lifecycle.sweep-interval}'s default). */
    static final Duration SERVICE_INTERVAL = Duration.ofHours(1);

    private final SweepBeforeAsking mode;
    private final BiConsumer<String, Instant> sweeper;
    private final Clock clock;
    private final Map<String, Instant> sweptAsOf = new HashMap<>();

    /** Sweeps with {@code sweeper} (namespace, as of); {@code clock} is the wall clock of {@link SweepBeforeAsking#NOW}. */
    CorpusSweeps(SweepBeforeAsking mode, BiConsumer<String, Instant> sweeper, Clock clock) {
        this.mode = Objects.requireNonNull(mode, "mode");
        this.sweeper = Objects.requireNonNull(sweeper, "sweeper");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Sweeps nothing, for a replay of read-only systems only; an in-service system then fails the run. */
    static CorpusSweeps none() {
        return new CorpusSweeps(
                SweepBeforeAsking.NONE,
                (namespace, at) -> {
                    throw new IllegalStateException(
                            "a system recalled as in service needs the lifecycle sweep, and this "
                                    + "replay was given none");
                },
                ClockFactory.system());
    }

    /** Sweeps {@code corpus} before {@code system} asks a question of it at {@code at}, if the rules above say so. */
    void beforeAsking(RecallSystem system, Corpus corpus, Instant at) {
        Instant last = sweptAsOf.get(corpus.namespace());
        if (mode != SweepBeforeAsking.NONE) {
            if (last == null) {
                sweep(corpus, mode.asOf(corpus.askAt(), clock.instant()));
            }
        } else if (system.inService() && (last == null || !at.isBefore(last.plus(SERVICE_INTERVAL)))) {
            sweep(corpus, at);
        }
    }

    private void sweep(Corpus corpus, Instant asOf) {
        sweeper.accept(corpus.namespace(), asOf);
        sweptAsOf.put(corpus.namespace(), asOf);
    }
}
