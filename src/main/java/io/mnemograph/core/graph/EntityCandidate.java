package io.mnemograph.core.graph;

/** A possible entity found at offset {@code start} of the normalised text, before de-duplication and caps. */
record EntityCandidate(int start, String name, EntityKind kind) {}
