package io.mnemograph.tools.eval;

import java.util.List;
import java.util.Objects;

/**
 * The result of one evaluation run: the conversations replayed, each system's scores and timing, and what
 * evidence normalisation changed in those conversations.
 *
 * @param benchmark the evaluation set
 * @param startedAt when the run started, ISO-8601 UTC
 * @param selection the selection's name ({@code dev}, {@code holdout}, {@code all}, or the ids)
 * @param sampleIds the conversations replayed, in order (for MADial-Bench, the dialogue file's name)
 * @param ks the cut-offs, ascending
 * @param questions how many questions each system was asked
 * @param normalisation what evidence normalisation changed in the replayed conversations (LoCoMo;
 *                      {@link NormalisationReport#EMPTY} for a set whose evidence needs none)
 * @param systems one report per system, in the order they were given
 * @param totalMillis wall-clock time of the whole run
 */
public record EvaluationReport(
        Benchmark benchmark,
        String startedAt,
        String selection,
        List<String> sampleIds,
        List<Integer> ks,
        int questions,
        NormalisationReport normalisation,
        List<SystemReport> systems,
        long totalMillis) {

    /** Validates the benchmark and copies the lists. */
    public EvaluationReport {
        Objects.requireNonNull(benchmark, "benchmark");
        sampleIds = List.copyOf(sampleIds);
        ks = List.copyOf(ks);
        systems = List.copyOf(systems);
    }
}
