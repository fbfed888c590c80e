package io.mnemograph.store;

import io.mnemograph.core.Cosine;

import java.util.OptionalInt;

/**
 * A memory found by the full-text (BM25) seed, with its BM25 score and its stored embedding, so that its similarity
 * to the query can be taken once the query is embedded (the lexical seed runs while it is).
 */
public record LexicalCandidate(StoredMemory memory, float[] embedding, OptionalInt turnsSinceActivation,
                               double bm25) {

    /** This memory as a seed candidate, with its cosine similarity to {@code query}. */
    public Candidate candidate(float[] query) {
        return new Candidate(memory, Cosine.similarity(query, embedding), turnsSinceActivation);
    }
}
