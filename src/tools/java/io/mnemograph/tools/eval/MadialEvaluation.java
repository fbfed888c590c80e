package io.mnemograph.tools.eval;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * Replays MADial-Bench into recall systems and scores cue -> memory recall: every memory is stored in namespace
 * {@value #NAMESPACE} at its date, then each dialogue's cue ({@link MadialDataset}) is asked once at
 * {@code askAt} for the largest cut-off ({@link Replay}); recall@k = |gold in the top k| / |gold|, the same
 * evidence recall as LoCoMo's, overall and per user.
 */
public final class MadialEvaluation {

    /** The namespace the memories are stored in. */
    public static final String NAMESPACE = "madial";

    /** When the cues are asked by default: 2024-06-01, after all but four of the memories' dates. */
    public static final Instant DEFAULT_ASK_AT = Instant.parse("2024-06-01T00:00:00Z");

    /** The cut-offs reported by default. */
    public static final List<Integer> DEFAULT_KS = List.of(1, 3, 5, 10);

    private final MadialDataset dataset;
    private final String name;
    private final List<Integer> ks;
    private final Instant askAt;
    private final Clock clock;
    private CorpusSweeps sweeps = CorpusSweeps.none();

    /**
     * An evaluation of {@code dataset}, named {@code name} in the report (the dialogue file), at cut-offs {@code ks}
     * (distinct, positive), asking at {@code askAt}, stamping the report with {@code clock}.
     */
    public MadialEvaluation(MadialDataset dataset, String name, List<Integer> ks, Instant askAt, Clock clock) {
        this.dataset = Objects.requireNonNull(dataset, "dataset");
        this.name = Objects.requireNonNull(name, "name");
        this.ks = Replay.cutOffs(ks);
        this.askAt = Objects.requireNonNull(askAt, "askAt");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Runs {@code sweeper} (namespace, as of) over the memories once, as of {@code askAt}, before the first system
     * recalled as in service asks ({@link CorpusSweeps}).
     */
    public MadialEvaluation sweepingAsInService(BiConsumer<String, Instant> sweeper) {
        this.sweeps = new CorpusSweeps(SweepBeforeAsking.NONE, sweeper, clock);
        return this;
    }

    /** Runs every system over the dataset and returns the scores. */
    public EvaluationReport run(List<? extends RecallSystem> systems) {
        String startedAt = clock.instant().toString();
        long start = System.nanoTime();
        Corpus corpus = new Corpus(name, NAMESPACE, dataset.memories(), dataset.questions(), askAt);
        List<SystemReport> reports =
                new Replay(Benchmark.MADIAL.title(), ks, sweeps::beforeAsking).run(systems, List.of(corpus));
        return new EvaluationReport(
                Benchmark.MADIAL,
                startedAt,
                name,
                List.of(name),
                ks,
                corpus.questions().size(),
                NormalisationReport.EMPTY,
                reports,
                (System.nanoTime() - start) / 1_000_000);
    }
}
