package io.mnemograph.eval;

import java.util.List;

/**
 * The result of one evaluation run: the conversations replayed, each system's scores and timing, and what
 * evidence normalisation changed in those conversations.
 *
 * @param startedAt when the run started, ISO-8601 UTC
 * @param selection the selection's name ({@code dev}, {@code holdout}, {@code all}, or the ids)
 * @param sampleIds the conversations replayed, in order
 * @param ks the cut-offs, ascending
 * @param questions how many questions each system was asked
 * @param normalisation what evidence normalisation changed in the replayed conversations
 * @param systems one report per system, in the order they were given
 * @param totalMillis wall-clock time of the whole run
 */
public record EvaluationReport(String startedAt, String selection, List<String> sampleIds, List<Integer> ks,
                               int questions, NormalisationReport normalisation, List<SystemReport> systems,
                               long totalMillis) {

    /** Copies the lists. */
    public EvaluationReport {
        sampleIds = List.copyOf(sampleIds);
        ks = List.copyOf(ks);
        systems = List.copyOf(systems);
    }
}
