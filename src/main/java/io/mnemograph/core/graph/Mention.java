package io.mnemograph.core.graph;

/** One {@code (:Memory)-[:MENTIONS]->(:Entity)} link, naming the entity by its normalised key. */
public record Mention(String memoryId, String entityKey) {

    /** Validates that both ends are named. */
    public Mention {
        GraphChecks.notBlank("memoryId", memoryId);
        GraphChecks.notBlank("entityKey", entityKey);
    }
}
