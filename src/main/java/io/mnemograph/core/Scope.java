package io.mnemograph.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Where a memory applies: to one project, or everywhere (mememory's scope hierarchy).
 *
 * <p>Implementation notes: the wire name ({@code project}, {@code global}) is the value of the {@code scope}
 * property in Neo4j and in the HTTP API; parsing is case-insensitive and trims whitespace.
 */
public enum Scope {

    /** The memory belongs to one project and is recalled with that project. */
    PROJECT("project"),

    /** The memory applies to every project. */
    GLOBAL("global");

    private final String wireName;

    Scope(String wireName) {
        this.wireName = wireName;
    }

    /** Returns the lower-case name used in the graph and the API. */
    public String wireName() {
        return wireName;
    }

    /** Returns the scope named {@code name}; throws listing the valid names if there is none. */
    public static Scope parse(String name) {
        Objects.requireNonNull(name, "name");
        String key = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(scope -> scope.wireName.equals(key))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown scope '" + name + "'; valid scopes: "
                        + Arrays.stream(values()).map(Scope::wireName).collect(Collectors.joining(", "))));
    }
}
