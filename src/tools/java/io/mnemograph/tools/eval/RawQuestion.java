package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.List;

/**
 * A question as it stands in the file, before evidence normalisation.
 *
 * @param text the question
 * @param category 1 to 5
 * @param evidence the raw evidence entries, possibly malformed
 * @param answer the answer as text, or {@code null} when absent (category 5 has none)
 * @param askedAt when it was asked ({@code asked_at}, RealMem), or {@code null} when the file does not say
 */
record RawQuestion(String text, int category, List<String> evidence, String answer, Instant askedAt) {

    /** A question whose file does not say when it was asked. */
    RawQuestion(String text, int category, List<String> evidence, String answer) {
        this(text, category, evidence, answer, null);
    }
}
