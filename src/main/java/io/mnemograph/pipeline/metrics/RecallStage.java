package io.mnemograph.pipeline.metrics;

import java.util.Locale;

/** The stages of a recall that {@code mnemograph_recall_stage_seconds} times, each as its {@code stage} tag. */
public enum RecallStage {
    /** Embedding the query (on its own thread, while the lexical seed runs). */
    EMBEDDING,
    /** Vector and full-text seeds, with the wait for the query's embedding when it is not ready yet. */
    SEEDS,
    /** Spreading activation over associations and entities, and reading the memories it reached. */
    SPREADING,
    /** Scoring every candidate, the threshold and the ranking. */
    SCORING,
    /** The write-back: boosts, access bookkeeping, co-recall links (not run by a read-only recall). */
    WRITE_BACK;

    /** The tag value: {@code embedding}, {@code seeds}, {@code spreading}, {@code scoring}, {@code write_back}. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }
}
