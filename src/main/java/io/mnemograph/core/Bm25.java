package io.mnemograph.core;

import java.util.List;
import java.util.Map;

/**
 * Okapi BM25 as Lucene's {@code BM25Similarity} computes it, from statistics the caller chooses: recall passes the
 * namespace's own, so that one tenant's words never change another's scores.
 *
 * <p>Implementation notes: the score of a document {@code d} for the query terms {@code q1..qn} (a term named twice
 * counts twice, as Lucene's Boolean query of one clause per query word does) is
 * {@code sum idf(qi) x f / (f + k1 x (1 - b + b x |d| / avgdl))}, with {@code f} the term's frequency in {@code d},
 * {@code |d|} its length in terms after analysis and {@code idf(q) = ln(1 + (N - n(q) + 0.5) / (n(q) + 0.5))} over
 * {@code N} documents of which {@code n(q)} hold {@code q} (S. Robertson and H. Zaragoza, "The Probabilistic
 * Relevance Framework: BM25 and Beyond", Foundations and Trends in IR 3(4), 2009, eq. 3.15 and §3.4; the {@code +1}
 * inside the logarithm keeps idf positive for terms in more than half the documents, as Lucene 10's
 * {@code BM25Similarity.idf} does; Lucene drops the constant {@code (k1 + 1)} factor of the numerator, which changes
 * no order). Lucene stores {@code |d|} lossily in one byte ({@code SmallFloat.intToByte4}: exact below
 * {@value #EXACT_LENGTHS} terms, then four significant bits), and so does {@link #storedLength}, so that with the
 * statistics of a whole index this reproduces Lucene's score (to float rounding: Lucene computes in float).
 * {@code k1} 1.2 and {@code b} 0.75 are Lucene's defaults, which the full-text index uses. Stateless and thread-safe.
 */
public final class Bm25 {

    /** Term-frequency saturation: Lucene's default and Robertson and Zaragoza's usual 1.2. */
    public static final double K1 = 1.2;

    /** Length normalisation: Lucene's default and Robertson and Zaragoza's usual 0.75. */
    public static final double B = 0.75;

    /** Lengths below this many terms are stored exactly by Lucene ({@code SmallFloat.NUM_FREE_VALUES}). */
    static final int EXACT_LENGTHS = 24;

    private Bm25() {}

    /**
     * The collection statistics BM25 reads.
     *
     * @param documents         N, the documents that hold at least one term, at least 1
     * @param averageLength     avgdl, their mean length in terms, positive
     * @param documentFrequency n(q) of each query term, at least 1 for a term some scored document holds
     */
    public record Statistics(long documents, double averageLength, Map<String, Long> documentFrequency) {

        /** Checks the ranges. */
        public Statistics {
            Checks.atLeast("documents", documents, 1);
            Checks.positive("averageLength", averageLength);
            documentFrequency = Map.copyOf(documentFrequency);
        }
    }

    /** {@code ln(1 + (N - n + 0.5) / (n + 0.5))}: positive, falling as {@code n} rises; {@code n} is clamped to [0, N]. */
    public static double idf(long documents, long documentFrequency) {
        long n = Math.max(0, Math.min(documents, documentFrequency));
        return Math.log(1 + (documents - n + 0.5) / (n + 0.5));
    }

    /** One term's saturated, length-normalised frequency {@code f / (f + k1 (1 - b + b |d| / avgdl))}, in [0, 1). */
    public static double termWeight(int frequency, int length, double averageLength) {
        if (frequency <= 0) {
            return 0;
        }
        double norm = K1 * (1 - B + B * storedLength(length) / averageLength);
        return frequency / (frequency + norm);
    }

    /**
     * The BM25 score of a document for {@code queryTerms} (analyzed as the document was; repeats count), given the
     * frequency of each term in the document and its length in terms; 0 when it holds none of them.
     */
    public static double score(
            List<String> queryTerms, Map<String, Integer> frequencies, int length, Statistics statistics) {
        double score = 0;
        for (String term : queryTerms) {
            int f = frequencies.getOrDefault(term, 0);
            if (f > 0) {
                long n = statistics.documentFrequency().getOrDefault(term, 1L);
                score += idf(statistics.documents(), n) * termWeight(f, length, statistics.averageLength());
            }
        }
        return score;
    }

    /**
     * The query's attainable score: what a memory of average length holding each query term once scores,
     * {@code sum over the query terms of idf(t) / (1 + k1)} (at {@code f = 1} and {@code |d| = avgdl} the term weight
     * is {@code 1 / (1 + k1)}). A term no memory holds counts with its full idf, {@code idf(N, 0)}. It tells a query
     * that most memories could match well from one of whose terms the best match holds a few (docs/decisions/0016).
     */
    public static double attainable(List<String> queryTerms, Statistics statistics) {
        double score = 0;
        for (String term : queryTerms) {
            score += idf(statistics.documents(), statistics.documentFrequency().getOrDefault(term, 0L)) / (1 + K1);
        }
        return score;
    }

    /**
     * A length as Lucene stores it in a document's norm and reads it back ({@code SmallFloat.byte4ToInt(
     * SmallFloat.intToByte4(length))}): exact below {@value #EXACT_LENGTHS}, then rounded down to four significant
     * bits of the excess.
     */
    public static int storedLength(int length) {
        if (length < EXACT_LENGTHS) {
            return Math.max(0, length);
        }
        long excess = (long) length - EXACT_LENGTHS;
        int bits = 64 - Long.numberOfLeadingZeros(excess);
        if (bits < 4) {
            return length;
        }
        int shift = bits - 4;
        return (int) (EXACT_LENGTHS + ((excess >>> shift) << shift));
    }
}
