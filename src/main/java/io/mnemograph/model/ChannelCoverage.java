package io.mnemograph.model;

/**
 * How far a further embedding channel reaches: memories (every namespace and tier) with its vector, and without.
 *
 * @param embedded memories that have the channel's vector
 * @param missing  memories that have none yet (stored before the channel was added; the re-embedding job fills them)
 */
public record ChannelCoverage(long embedded, long missing) {}
