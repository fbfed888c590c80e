package io.mnemograph.store;

/** A memory found by the vector seed, with its cosine similarity to the query. */
public record Candidate(StoredMemory memory, double similarity) {
}
