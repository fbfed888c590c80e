package io.mnemograph.store;

/** A memory found by the full-text (BM25) seed, with its BM25 score. */
public record LexicalCandidate(Candidate candidate, double bm25) {
}
