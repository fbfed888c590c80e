package io.mnemograph.store.recall;

import io.mnemograph.model.StoredMemory;
import java.util.OptionalInt;

/**
 * A memory found by the full-text (BM25) seed, with its BM25 score; its similarity to the query is read afterwards
 * (the lexical seed runs while the query is being embedded).
 */
public record LexicalCandidate(StoredMemory memory, OptionalInt turnsSinceActivation, double bm25) {

    /** This memory as a seed candidate, with its BM25 score and its cosine similarity to the query in each channel. */
    public Candidate candidate(Similarity similarity) {
        return new Candidate(memory, similarity.primary(), turnsSinceActivation, similarity.channels(), bm25);
    }
}
