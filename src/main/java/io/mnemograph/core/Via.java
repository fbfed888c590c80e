package io.mnemograph.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * How a recall reached a result: directly by vector search, or by spreading activation from a seed.
 *
 * <p>Implementation notes: the wire name ({@code direct}, {@code associative}) is the {@code via} field of a
 * recall result; parsing is case-insensitive and trims whitespace.
 */
public enum Via {

    /** A seed of the vector (or full-text) search. */
    DIRECT("direct"),

    /** Reached from a seed over ASSOCIATED edges or entity links. */
    ASSOCIATIVE("associative");

    private final String wireName;

    Via(String wireName) {
        this.wireName = wireName;
    }

    /** Returns the lower-case name used in the API. */
    public String wireName() {
        return wireName;
    }

    /** Returns the value named {@code name}; throws listing the valid names if there is none. */
    public static Via parse(String name) {
        Objects.requireNonNull(name, "name");
        String key = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(via -> via.wireName.equals(key))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown via '" + name + "'; valid values: "
                        + Arrays.stream(values()).map(Via::wireName).collect(Collectors.joining(", "))));
    }
}
