package io.mnemograph.tools.eval;

import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * When a replay runs the lifecycle sweep over a corpus: once per namespace, before the questions of the first system
 * that needs it. Every system needs it when {@code --sweep} asks for one (as of the instant {@link SweepBeforeAsking}
 * gives); a system recalled as in service ({@link RecallSystem#inService()}) needs it as of the instant its
 * questions are asked, the time the service's hourly sweep would last have run.
 */
final class CorpusSweeps {

    private final SweepBeforeAsking mode;
    private final BiConsumer<String, Instant> sweeper;
    private final Clock clock;
    private final Set<String> swept = new HashSet<>();

    /** Sweeps with {@code sweeper} (namespace, as of); {@code clock} is the wall clock of {@link SweepBeforeAsking#NOW}. */
    CorpusSweeps(SweepBeforeAsking mode, BiConsumer<String, Instant> sweeper, Clock clock) {
        this.mode = Objects.requireNonNull(mode, "mode");
        this.sweeper = Objects.requireNonNull(sweeper, "sweeper");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Sweeps nothing, for a replay of read-only systems only; an in-service system then fails the run. */
    static CorpusSweeps none() {
        return new CorpusSweeps(SweepBeforeAsking.NONE, (namespace, at) -> {
            throw new IllegalStateException("a system recalled as in service needs the lifecycle sweep, and this "
                    + "replay was given none");
        }, Clock.systemUTC());
    }

    /** Sweeps {@code corpus} before {@code system} asks its questions, if it needs it and it was not swept yet. */
    void beforeAsking(RecallSystem system, Corpus corpus) {
        if ((mode == SweepBeforeAsking.NONE && !system.inService()) || !swept.add(corpus.namespace())) {
            return;
        }
        sweeper.accept(corpus.namespace(), mode == SweepBeforeAsking.NONE ? corpus.askAt()
                : mode.asOf(corpus.askAt(), clock.instant()));
    }
}
