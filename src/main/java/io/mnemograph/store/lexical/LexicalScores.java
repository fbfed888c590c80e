package io.mnemograph.store.lexical;

import io.mnemograph.core.Bm25;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

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
 * index. What comes from the namespace alone ({@link NamespaceSample}) and each term's count are read once per
 * content version of the namespace ({@link LexicalStatistics}).
 */
public final class LexicalScores {

    /** Memories of the namespace whose lengths give the average length: exact up to this size. */
    public static final int SAMPLE = 1_000;

    /** The most memories counted per query term; a term held by more is estimated from the sample. */
    static final int FREQUENCY_CAP = 1_000;

    private final LexicalQuery query;
    private final long namespaceMemories;
    private final Bm25.Statistics statistics;

    private LexicalScores(LexicalQuery query, long namespaceMemories, Bm25.Statistics statistics) {
        this.query = query;
        this.namespaceMemories = namespaceMemories;
        this.statistics = statistics;
    }

    /**
     * The statistics of a namespace of which {@code namespace} holds what does not depend on the query, and
     * {@code counted} each query term's memories as the index counted them (up to {@value #FREQUENCY_CAP}).
     */
    static LexicalScores of(LexicalQuery query, NamespaceSample namespace, Map<String, Long> counted) {
        Map<String, Long> frequencies = new HashMap<>();
        counted.forEach((term, holding) -> {
            long frequency = namespace.whole() || holding < FREQUENCY_CAP
                    ? holding
                    : Math.max(
                            holding,
                            Math.round(namespace.sampleFrequency().getOrDefault(term, 0L) * namespace.share()));
            frequencies.put(term, Math.min(namespace.documents(), frequency));
        });
        return new LexicalScores(
                query,
                namespace.memories(),
                new Bm25.Statistics(namespace.documents(), namespace.averageLength(), frequencies));
    }

    /** The parameters of recall/namespace-lexical-statistics.cypher for {@code namespace}. */
    static Map<String, Object> namespaceParameters(String namespace) {
        return Map.of("namespace", namespace, "sample", SAMPLE);
    }

    /** The parameters of recall/term-frequencies.cypher for the terms of {@code query} not in {@code known}. */
    static Map<String, Object> termParameters(LexicalQuery query, Set<String> known) {
        return Map.of(
                "cap",
                FREQUENCY_CAP,
                "queries",
                query.words().keySet().stream()
                        .filter(t -> !known.contains(t))
                        .map(term -> Map.of("term", term, "query", query.holding(term)))
                        .toList());
    }

    /**
     * What a namespace's BM25 statistics take from the namespace alone, whatever the query: its memory count and its
     * sample's terms, read again only when its content changes ({@link LexicalStatistics}).
     *
     * @param memories        how many memories the namespace holds (hot and cold, as the index does)
     * @param sampled         how many of them the sample holds
     * @param documents       N: the namespace's memories holding at least one term (scaled from the sample)
     * @param averageLength   avgdl: the mean length in terms of the sample's memories that hold one
     * @param sampleFrequency for each term, how many of the sample's memories hold it
     */
    record NamespaceSample(
            long memories, int sampled, long documents, double averageLength, Map<String, Long> sampleFrequency) {

        /** Copies the map. */
        NamespaceSample {
            sampleFrequency = Map.copyOf(sampleFrequency);
        }

        /** Analyzes {@code sample}, the contents of the first {@value #SAMPLE} of a namespace's {@code memories}. */
        static NamespaceSample of(long memories, List<String> sample) {
            long holdingTerms = 0;
            long length = 0;
            Map<String, Long> inSample = new HashMap<>();
            for (String content : sample) {
                List<String> terms = EnglishTerms.of(content);
                if (!terms.isEmpty()) {
                    holdingTerms++;
                    length += terms.size();
                    new HashSet<>(terms).forEach(t -> inSample.merge(t, 1L, Long::sum));
                }
            }
            boolean whole = memories <= sample.size();
            double share = sample.isEmpty() ? 1 : (double) memories / sample.size();
            long documents = Math.max(1, whole ? holdingTerms : Math.round(holdingTerms * share));
            double averageLength = holdingTerms == 0 ? 1 : (double) length / holdingTerms;
            return new NamespaceSample(memories, sample.size(), documents, averageLength, inSample);
        }

        /** Reads it from a record of recall/namespace-lexical-statistics.cypher. */
        static NamespaceSample of(Record r) {
            return of(r.get("memories").asLong(), r.get("sample").asList(Value::asString));
        }

        /** True when the sample is the whole namespace: every statistic is then exact. */
        boolean whole() {
            return memories <= sampled;
        }

        /** How many of the namespace's memories each sampled one stands for. */
        double share() {
            return sampled == 0 ? 1 : (double) memories / sampled;
        }
    }

    /** The BM25 score of a memory of the namespace with this content; 0 when it holds no query term. */
    public double score(String content) {
        List<String> terms = EnglishTerms.of(content);
        return Bm25.score(query.terms(), EnglishTerms.frequencies(terms), terms.size(), statistics);
    }

    /** The query's attainable BM25 in the namespace ({@link Bm25#attainable}). */
    public double attainable() {
        return Bm25.attainable(query.terms(), statistics);
    }

    /** How many memories the namespace holds (hot and cold). */
    public long namespaceMemories() {
        return namespaceMemories;
    }

    /** The statistics the scores use. */
    Bm25.Statistics statistics() {
        return statistics;
    }
}
