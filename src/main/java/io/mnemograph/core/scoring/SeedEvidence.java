package io.mnemograph.core.scoring;

/**
 * What one seed candidate of a recall brings to its relevance ({@link SeedRelevance}).
 *
 * @param id      the memory's id
 * @param content its text, for the length prior
 * @param cosine  cosine of query and memory, in [-1, 1]
 * @param bm25    its namespace-local BM25 for the query when the lexical seed found it, else null
 * @param cold    whether it was found in cold storage
 */
public record SeedEvidence(String id, String content, double cosine, Double bm25, boolean cold) {}
