package io.mnemograph.store;

import io.mnemograph.core.Bm25;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * BM25 scores of the lexical seed's matches over the statistics of their own namespace, so that no other namespace's
 * memories change a score (docs/decisions/0014-namespace-local-lexical-scores.md).
 *
 * <p>Implementation notes: Lucene scores a hit with index-wide statistics (document count, each term's document
 * frequency, average length) even when the query requires the namespace's token, so the seed's scores are computed
 * again here with {@link Bm25}: the document count and the document frequencies are the namespace's, the average
 * length that of the namespace's first {@value #SAMPLE} memories in id order (all of them in a namespace no larger; a
 * uniform sample otherwise, the ids being random UUIDs), documents and terms analyzed as the index analyzes them
 * ({@link EnglishTerms}). A term held by {@value #FREQUENCY_CAP} or more of the namespace's memories is not counted
 * further: its frequency is estimated from the sample (never below the cap). In a namespace of at most {@value #SAMPLE}
 * memories every statistic is exact, and the scores are those Lucene would give were the namespace alone in the
 * index.
 */
final class LexicalScores {

    /** Memories of the namespace whose lengths give the average length: exact up to this size. */
    static final int SAMPLE = 1_000;

    /** The most memories counted per query term; a term held by more is estimated from the sample. */
    static final int FREQUENCY_CAP = 1_000;

    private final LexicalQuery query;
    private final Bm25.Statistics statistics;

    private LexicalScores(LexicalQuery query, Bm25.Statistics statistics) {
        this.query = query;
        this.statistics = statistics;
    }

    /** Reads the namespace's statistics for {@code query} from {@code r} (recall/lexical-statistics.cypher). */
    static LexicalScores of(LexicalQuery query, Record r) {
        Map<String, Long> counted = new HashMap<>();
        r.get("frequencies").values().forEach(f -> counted.put(f.get("term").asString(), f.get("memories").asLong()));
        return of(query, r.get("memories").asLong(), r.get("sample").asList(Value::asString), counted);
    }

    /**
     * The statistics of a namespace of {@code memories} memories, of which {@code sample} are the contents of the first
     * {@value #SAMPLE}, and {@code counted} each query term's memories as the index counted them (up to
     * {@value #FREQUENCY_CAP}).
     */
    static LexicalScores of(LexicalQuery query, long memories, List<String> sample, Map<String, Long> counted) {
        long holdingTerms = 0;
        long length = 0;
        Map<String, Long> inSample = new HashMap<>();
        for (String content : sample) {
            List<String> terms = EnglishTerms.of(content);
            if (!terms.isEmpty()) {
                holdingTerms++;
                length += terms.size();
                Set<String> distinct = new HashSet<>(terms);
                query.words().keySet().stream().filter(distinct::contains).forEach(t -> inSample.merge(t, 1L, Long::sum));
            }
        }
        boolean whole = memories <= sample.size();
        double share = sample.isEmpty() ? 1 : (double) memories / sample.size();
        long documents = Math.max(1, whole ? holdingTerms : Math.round(holdingTerms * share));
        double averageLength = holdingTerms == 0 ? 1 : (double) length / holdingTerms;
        Map<String, Long> frequencies = new HashMap<>();
        counted.forEach((term, holding) -> {
            long frequency = whole || holding < FREQUENCY_CAP ? holding
                    : Math.max(holding, Math.round(inSample.getOrDefault(term, 0L) * share));
            frequencies.put(term, Math.min(documents, frequency));
        });
        return new LexicalScores(query, new Bm25.Statistics(documents, averageLength, frequencies));
    }

    /** The statement's parameters for {@code query} in {@code namespace}. */
    static Map<String, Object> parameters(String namespace, LexicalQuery query) {
        return Map.of("namespace", namespace, "sample", SAMPLE, "cap", FREQUENCY_CAP,
                "queries", query.words().keySet().stream()
                        .map(term -> Map.of("term", term, "query", query.holding(term))).toList());
    }

    /** The BM25 score of a memory of the namespace with this content; 0 when it holds no query term. */
    double score(String content) {
        List<String> terms = EnglishTerms.of(content);
        return Bm25.score(query.terms(), EnglishTerms.frequencies(terms), terms.size(), statistics);
    }

    /** The statistics the scores use. */
    Bm25.Statistics statistics() {
        return statistics;
    }
}
