package io.mnemograph.store.lexical;

import io.mnemograph.core.QueryTerms;
import io.mnemograph.store.namespace.NamespaceToken;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A recall's lexical query within one namespace: the query's content words ({@link QueryTerms}), the index terms they
 * analyze to, and the Lucene queries that find them among the namespace's memories only.
 *
 * @param token the namespace's {@link NamespaceToken}, which every query requires
 * @param terms the index term of each word that has one, in the query's order (two words of one stem give it twice,
 *              as they give Lucene two clauses)
 * @param words each distinct term's first word, which Lucene's query parser analyzes back to the term
 */
public record LexicalQuery(String token, List<String> terms, Map<String, String> words) {

    /** Copies the lists. */
    public LexicalQuery {
        terms = List.copyOf(terms);
        words = Collections.unmodifiableMap(new LinkedHashMap<>(words));
    }

    /**
     * The query of a recall's content {@code words} ({@link QueryTerms}) in {@code namespace}; {@link #isEmpty} when no
     * word is an index term.
     */
    public static LexicalQuery of(String namespace, List<String> contentWords) {
        List<String> terms = new ArrayList<>();
        Map<String, String> words = new LinkedHashMap<>();
        for (String word : contentWords) {
            for (String term : EnglishTerms.of(word)) {
                terms.add(term);
                words.putIfAbsent(term, word);
            }
        }
        return new LexicalQuery(NamespaceToken.of(namespace), terms, words);
    }

    /** True when no word is an index term (stop words only): nothing can match, and no query is run. */
    public boolean isEmpty() {
        return terms.isEmpty();
    }

    /** The seed's query: the namespace's token required, then any of the words (each once) in the content. */
    public String lucene() {
        return required() + " +" + EnglishTerms.FIELD + ":("
                + words.values().stream().distinct().collect(Collectors.joining(" ")) + ")";
    }

    /** The query that counts the namespace's memories holding {@code term}. */
    String holding(String term) {
        return required() + " +" + EnglishTerms.FIELD + ":" + words.get(term);
    }

    private String required() {
        return "+" + NamespaceToken.PROPERTY + ":" + token;
    }
}
