package io.mnemograph.store;

/** A memory named by its id within its namespace. */
public record MemoryRef(String namespace, String id) {
}
