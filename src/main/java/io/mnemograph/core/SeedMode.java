package io.mnemograph.core;

import java.util.Locale;

/**
 * Where recall's seeds come from: the vector index, the BM25 full-text index, or both fused (design §4 step 2).
 * A seed's relevance is its cosine (vector), its BM25 score over the query's best (lexical), or
 * {@code (1 - w) x cosine + w x bm25 / best bm25} (hybrid, w = lexical weight); recall weighs each by the memory's
 * {@link LengthPrior}.
 */
public enum SeedMode {
    VECTOR,
    HYBRID,
    LEXICAL;

    /**
     * The seeds recall takes unless told, by name (a setting's default is a constant string): hybrid, chosen by
     * measurement (docs/decisions/0002-default-decay-and-hybrid-seeds.md).
     */
    public static final String DEFAULT = "hybrid";

    /** Parses {@code vector}, {@code hybrid} or {@code lexical}, any case. */
    public static SeedMode parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("expected vector, hybrid or lexical, got \"" + name + "\"");
        }
    }
}
