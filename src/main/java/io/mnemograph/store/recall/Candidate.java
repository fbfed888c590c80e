package io.mnemograph.store.recall;

import io.mnemograph.model.StoredMemory;
import java.util.OptionalInt;

/**
 * A seed candidate: a memory found by the vector seed or by the lexical seed ({@link LexicalCandidate#candidate}),
 * with its cosine similarity to the query and, when the recall names a session, how many recalls of that session ago
 * it was last active there.
 */
public record Candidate(StoredMemory memory, double similarity, OptionalInt turnsSinceActivation) {}
