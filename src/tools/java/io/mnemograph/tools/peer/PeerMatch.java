package io.mnemograph.tools.peer;

/**
 * One search result of a peer.
 *
 * @param id    the id it was stored under
 * @param score the peer's own score (for LangChain4j: relevance {@code (cosine + 1) / 2}, in [0, 1])
 */
public record PeerMatch(String id, double score) {}
