package io.mnemograph.store;

/** A session named by its id within its namespace. */
public record SessionRef(String namespace, String id) {
}
