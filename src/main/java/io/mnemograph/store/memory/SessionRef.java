package io.mnemograph.store.memory;

/** A session named by its id within its namespace. */
public record SessionRef(String namespace, String id) {}
