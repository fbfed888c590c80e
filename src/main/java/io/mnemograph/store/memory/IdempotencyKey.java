package io.mnemograph.store.memory;

/** A client's idempotency key within its namespace. */
public record IdempotencyKey(String namespace, String key) {}
