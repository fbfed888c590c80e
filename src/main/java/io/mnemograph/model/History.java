package io.mnemograph.model;

import java.util.List;

/** A memory's belief evolution: the whole supersedes chain through it, and the conflicts recorded on it. */
public record History(List<Link> chain, List<Contradiction> conflicts) {

    /** One memory of the chain with its direct neighbours in it. */
    public record Link(StoredMemory memory, List<String> supersedes, List<String> supersededBy) {}
}
