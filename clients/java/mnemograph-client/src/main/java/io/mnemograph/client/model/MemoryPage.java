package io.mnemograph.client.model;

import java.util.List;

/** A page of a namespace's memories, oldest first; nextCursor is null on the last ({@code MemoryPage}). */
public record MemoryPage(String namespace, List<Memory> memories, String nextCursor) {}
