package io.mnemograph.store.memory;

/** A memory's id, namespace and content: what the re-embedding job embeds (cypher/channel/missing.cypher). */
public record MemoryText(String id, String namespace, String content) {}
