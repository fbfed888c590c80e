package io.mnemograph.store.lexical;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The terms the full-text index makes of a text: Lucene's English analyzer with its defaults, which is what Neo4j's
 * {@code 'english'} full-text analyzer is ({@code new EnglishAnalyzer()}; cypher/schema/03-fulltext-index.cypher).
 *
 * <p>Implementation notes: standard tokenizer (Unicode word breaks), possessives removed, lower-cased, Lucene's 33
 * English stop words dropped, Porter-stemmed. Lucene comes with the embedded Neo4j, which the service jar always
 * holds, so this runs the same when the service talks to a remote Neo4j server. A document's length in BM25 is its
 * number of terms here. Thread-safe: the analyzer keeps one token stream per thread.
 */
final class EnglishTerms {

    private static final Analyzer ANALYZER = new EnglishAnalyzer();

    /** The full-text index's content field. */
    static final String FIELD = "content";

    private EnglishTerms() {}

    /** The terms of {@code text}, in order, repeats kept. */
    static List<String> of(String text) {
        List<String> terms = new ArrayList<>();
        try (TokenStream stream = ANALYZER.tokenStream(FIELD, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException("Analyzing a string cannot fail", e);
        }
        return terms;
    }

    /** How often each term occurs in {@code terms}. */
    static Map<String, Integer> frequencies(List<String> terms) {
        Map<String, Integer> frequencies = new HashMap<>();
        terms.forEach(t -> frequencies.merge(t, 1, Integer::sum));
        return frequencies;
    }
}
