package io.mnemograph.store.memory;

/** A memory named by its id within its namespace. */
public record MemoryRef(String namespace, String id) {}
