package io.mnemograph.core;

import java.util.Arrays;
import java.util.List;

/**
 * Where a memory is stored: hot (in use), cold (forgotten by disuse; recall can still bring it back) or core (promoted
 * by use, and hot).
 *
 * <p>Implementation notes: the wire name ({@code hot}, {@code cold}, {@code core}) is the tier the HTTP API, the MCP
 * tools, the metrics and the export format show; in the graph a tier is a set of labels.
 */
public enum Tier {

    /** In the hot vector index, neither promoted nor forgotten. */
    HOT("hot"),

    /** Out of the hot vector index, forgotten by disuse. */
    COLD("cold"),

    /** Promoted by use; decays more slowly. */
    CORE("core");

    /** Every tier's wire name, in declaration order. */
    public static final List<String> WIRE_NAMES =
            Arrays.stream(values()).map(Tier::wireName).toList();

    private final String wireName;

    Tier(String wireName) {
        this.wireName = wireName;
    }

    /** Returns the lower-case name the API, the metrics and the export format use. */
    public String wireName() {
        return wireName;
    }

    /** Returns the tier whose wire name is exactly {@code name}; throws listing the wire names if there is none. */
    public static Tier ofWireName(String name) {
        return Arrays.stream(values())
                .filter(tier -> tier.wireName.equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no tier " + name + "; tiers: " + WIRE_NAMES));
    }
}
