package io.mnemograph.model;

/** What deleting a namespace removed: nodes (memories, entities, sessions, lock) and edges. */
public record NamespaceDeletion(long nodesDeleted, long edgesDeleted) {}
