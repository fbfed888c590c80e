package io.mnemograph.store.recall;

import java.util.List;

/**
 * What the lexical seed of a recall found: its candidates, best first, each with its BM25 score and no similarity yet, and the query's attainable BM25 in the
 * namespace ({@link io.mnemograph.core.Bm25#attainable}), which the seed relevance's evidence floor reads.
 */
public record LexicalSeed(List<Candidate> candidates, double attainable) {

    /** Nothing found, and nothing to find (the query has no index term). */
    public static final LexicalSeed NONE = new LexicalSeed(List.of(), 0);

    /** Copies the list. */
    public LexicalSeed {
        candidates = List.copyOf(candidates);
    }
}
