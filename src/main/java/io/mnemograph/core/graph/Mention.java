package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;

/** One {@code (:Memory)-[:MENTIONS]->(:Entity)} link, naming the entity by its normalised key. */
public record Mention(String memoryId, String entityKey) {

    /** Validates that both ends are named. */
    public Mention {
        Checks.notBlank("memoryId", memoryId);
        Checks.notBlank("entityKey", entityKey);
    }
}
