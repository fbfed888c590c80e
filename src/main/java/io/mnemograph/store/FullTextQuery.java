package io.mnemograph.store;

import io.mnemograph.core.QueryTerms;

/**
 * Turns free text into a safe Lucene query: its content words, plain and lower case ({@link QueryTerms}), so no
 * operator or syntax error is possible.
 */
final class FullTextQuery {

    private FullTextQuery() {
    }

    static String words(String text) {
        return QueryTerms.query(text);
    }
}
