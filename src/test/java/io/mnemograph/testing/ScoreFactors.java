package io.mnemograph.testing;

import java.util.List;

/** The names of a recall result's score factors in the API ({@code components} with {@code explain: true}). */
public final class ScoreFactors {

    /** Every factor, in the order the API gives them; their product is the result's score. */
    public static final List<String> NAMES = List.of(
            "similarity", "decay", "importance", "priming", "scope_weight", "weight", "activation", "session_context");

    private ScoreFactors() {}
}
