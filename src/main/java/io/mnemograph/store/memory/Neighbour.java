package io.mnemograph.store.memory;

/** A visible memory near a new one: its id, content, scope and cosine similarity to the new memory, [-1, 1]. */
public record Neighbour(String id, String content, String scope, double similarity) {}
