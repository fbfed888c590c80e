package io.mnemograph.tools.eval;

import java.util.List;

/**
 * A question as it stands in the file, before evidence normalisation.
 *
 * @param text the question
 * @param category 1 to 5
 * @param evidence the raw evidence entries, possibly malformed
 * @param answer the answer as text, or {@code null} when absent (category 5 has none)
 */
record RawQuestion(String text, int category, List<String> evidence, String answer) {
}
