package io.mnemograph.tools.eval;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * Which LoCoMo conversations an evaluation replays: the dev set, the holdout set, all, or a list of sample ids.
 *
 * <p>Tuning looks at the dev set only; the holdout set decides (design overview, section 7).
 *
 * @param name {@code dev}, {@code holdout}, {@code all}, or the comma-joined ids of an explicit list
 * @param sampleIds the ids selected, in order; empty for {@code all}, which selects every conversation in the file
 */
public record ConversationSelection(String name, List<String> sampleIds) {

    /** The conversations tuning may look at. */
    public static final List<String> DEV_IDS = List.of("conv-26", "conv-30", "conv-41", "conv-42", "conv-43");

    /** The conversations that decide, never used for tuning. */
    public static final List<String> HOLDOUT_IDS = List.of("conv-44", "conv-47", "conv-48", "conv-49", "conv-50");

    /** Validates the name and copies the ids. */
    public ConversationSelection {
        Objects.requireNonNull(name, "name");
        sampleIds = List.copyOf(sampleIds);
    }

    /** The dev set: conv-26, conv-30, conv-41, conv-42, conv-43. */
    public static ConversationSelection dev() {
        return new ConversationSelection("dev", DEV_IDS);
    }

    /** The holdout set: conv-44, conv-47, conv-48, conv-49, conv-50. */
    public static ConversationSelection holdout() {
        return new ConversationSelection("holdout", HOLDOUT_IDS);
    }

    /** Every conversation in the file. */
    public static ConversationSelection all() {
        return new ConversationSelection("all", List.of());
    }

    /** The explicit list {@code sampleIds}, which must be non-empty and free of repeats. */
    public static ConversationSelection of(List<String> sampleIds) {
        if (sampleIds.isEmpty()) {
            throw new IllegalArgumentException("a conversation list needs at least one sample id");
        }
        if (new LinkedHashSet<>(sampleIds).size() != sampleIds.size()) {
            throw new IllegalArgumentException("conversation list repeats a sample id: " + sampleIds);
        }
        return new ConversationSelection(String.join(",", sampleIds), sampleIds);
    }

    /**
     * The selection named by {@code spec}: {@code dev}, {@code holdout}, {@code all}, or comma-separated sample ids
     * such as {@code conv-26,conv-30}.
     */
    public static ConversationSelection parse(String spec) {
        return switch (spec.strip()) {
            case "dev" -> dev();
            case "holdout" -> holdout();
            case "all" -> all();
            default ->
                of(Arrays.stream(spec.split(","))
                        .map(String::strip)
                        .filter(id -> !id.isEmpty())
                        .toList());
        };
    }

    /** True when this selection is every conversation in the file. */
    public boolean isAll() {
        return sampleIds.isEmpty();
    }
}
