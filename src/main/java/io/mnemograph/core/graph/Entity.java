package io.mnemograph.core.graph;

import java.util.Objects;

/**
 * A person, place, thing or term named in a memory: the {@code name} as written, its normalised {@code key}
 * (the identity of the {@code (:Entity)} node, see {@link EntityExtractor#key(String)}) and how it was found.
 */
public record Entity(String name, String key, EntityKind kind) {

    /** Validates that every field is present and the key is not blank. */
    public Entity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(kind, "kind");
        if (key.isBlank()) {
            throw new IllegalArgumentException("key must not be blank (name was \"" + name + "\")");
        }
    }

    /**
     * An entity named by the API caller; its key is computed by {@link EntityExtractor#key(String)} so it meets
     * the same entity found in text.
     *
     * @throws IllegalArgumentException if the name has no letter or digit, or is longer than
     *     {@link EntityExtractor#MAX_NAME_LENGTH} code points
     */
    public static Entity fromClient(String name) {
        Objects.requireNonNull(name, "name");
        String display = EntityExtractor.collapseWhitespace(name);
        if (display.codePointCount(0, display.length()) > EntityExtractor.MAX_NAME_LENGTH) {
            throw new IllegalArgumentException(
                    "entity name must be at most " + EntityExtractor.MAX_NAME_LENGTH + " characters");
        }
        String key = EntityExtractor.key(display);
        if (key.isEmpty()) {
            throw new IllegalArgumentException("entity name must contain a letter or digit: \"" + name + "\"");
        }
        return new Entity(display, key, EntityKind.CLIENT);
    }
}
