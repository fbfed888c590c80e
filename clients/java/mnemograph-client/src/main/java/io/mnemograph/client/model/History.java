package io.mnemograph.client.model;

import java.util.List;

/** A page of the supersedes chain through a memory, oldest first, and its conflicts ({@code History}). */
public record History(String id, List<ChainLink> chain, List<Contradiction> conflicts, String nextCursor) {}
