package io.mnemograph.store;

import java.util.Locale;

/** Turns free text into a safe Lucene query: plain lower-case words, so no operator or syntax error is possible. */
final class FullTextQuery {

    private FullTextQuery() {
    }

    static String words(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
