package io.mnemograph.store.lexical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.Bm25;
import io.mnemograph.core.QueryTerms;
import io.mnemograph.store.namespace.NamespaceToken;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.SmallFloat;
import org.junit.jupiter.api.Test;

/**
 * The namespace-local BM25 reproduces Lucene's own BM25 (the English analyzer, default similarity) when the
 * statistics are those of the whole index: same analysis, same formula, same stored lengths.
 */
class LexicalScoresTest {

    private static final List<String> DOCUMENTS = List.of(
            "Maria went hiking in Lisbon with her sister.",
            "Tom's sister is hiking the Camino from Porto to Santiago in May, then sailing home with friends who "
                    + "live on a boat in the harbour of Vigo, and hiking again in the autumn if his knees allow it, "
                    + "which his doctor doubts very much after the games he played last winter.",
            "The games were fun.",
            "Gaming and games: John won three basketball games in a row last week.",
            "We talked about the zebra at the zoo, the lions, the weather and the ice cream afterwards.",
            "the of and",
            "Hiking hiking hiking.",
            "Lisbon in the rain is still lovely; Lisbon in the sun is better.",
            "Aisha adopted a puppy named Biscuit in March and takes it hiking every weekend near Lisbon.");

    @Test
    void scores_equalLucenesBm25_withTheWholeIndexsStatistics() throws Exception {
        List<String> queries =
                List.of("Who went hiking in Lisbon?", "games gaming", "sister sailing harbour", "zebra", "hiking");
        try (ByteBuffersDirectory directory = new ByteBuffersDirectory()) {
            try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(new EnglishAnalyzer()))) {
                for (String content : DOCUMENTS) {
                    Document doc = new Document();
                    doc.add(new TextField(EnglishTerms.FIELD, content, Field.Store.NO));
                    writer.addDocument(doc);
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                IndexSearcher searcher = new IndexSearcher(reader);
                QueryParser parser = new QueryParser(EnglishTerms.FIELD, new EnglishAnalyzer());
                int compared = 0;
                for (String text : queries) {
                    LexicalQuery query = LexicalQuery.of("any", QueryTerms.of(text));
                    Bm25.Statistics statistics = statistics(query);
                    String lucene = String.join(
                            " ",
                            query.terms().stream()
                                    .map(t -> query.words().get(t))
                                    .toList());
                    for (ScoreDoc hit : searcher.search(parser.parse(lucene), DOCUMENTS.size()).scoreDocs) {
                        List<String> terms = EnglishTerms.of(DOCUMENTS.get(hit.doc));
                        double ours =
                                Bm25.score(query.terms(), EnglishTerms.frequencies(terms), terms.size(), statistics);
                        assertThat(ours)
                                .as(text + " / " + DOCUMENTS.get(hit.doc))
                                .isCloseTo(hit.score, within(1e-5 * hit.score));
                        compared++;
                    }
                }
                assertThat(compared).isGreaterThanOrEqualTo(15);
            }
        }
    }

    @Test
    void storedLength_isLucenesNormRoundTrip() {
        for (int length = 0; length < 100_000; length++) {
            assertThat(Bm25.storedLength(length))
                    .as("length %d", length)
                    .isEqualTo(SmallFloat.byte4ToInt(SmallFloat.intToByte4(length)));
        }
    }

    @Test
    void lexicalQuery_requiresTheNamespaceToken_andKeepsEachStemOnce() {
        LexicalQuery query = LexicalQuery.of("tenant-a", QueryTerms.of("Who played the games, gaming all night?"));
        assertThat(query.terms()).containsExactly("plai", "game", "game", "night");
        assertThat(query.lucene())
                .isEqualTo("+namespace_token:" + NamespaceToken.of("tenant-a") + " +content:(played games night)");
        assertThat(query.holding("game")).endsWith(" +content:games");
        assertThat(LexicalQuery.of("tenant-a", QueryTerms.of("the of and")).isEmpty())
                .isTrue();
    }

    @Test
    void namespaceToken_isOneIndexTerm_andDiffersForNamespacesTheAnalyzerWouldMerge() {
        for (String namespace : List.of("a-b", "a b", "A.B", "default", "")) {
            assertThat(EnglishTerms.of(NamespaceToken.of(namespace))).containsExactly(NamespaceToken.of(namespace));
        }
        assertThat(new HashSet<>(List.of(
                        NamespaceToken.of("a-b"),
                        NamespaceToken.of("a b"),
                        NamespaceToken.of("A.B"),
                        NamespaceToken.of("a.b"))))
                .hasSize(4);
    }

    @Test
    void statistics_ofALargeNamespace_scaleItsSample_andEstimateOnlyTheTermsCountedToTheCap() {
        LexicalQuery query = LexicalQuery.of("big", QueryTerms.of("hiking lisbon zebra"));
        // 4 of the namespace's 10,000 memories sampled (one without terms); hiking counted to the cap
        List<String> sample =
                List.of("Maria went hiking.", "Hiking in Lisbon, hiking home.", "the of and", "Tom likes hiking.");
        Bm25.Statistics statistics = LexicalScores.of(
                        query,
                        LexicalScores.NamespaceSample.of(10_000, sample),
                        Map.of("hike", (long) LexicalScores.FREQUENCY_CAP, "lisbon", 12L, "zebra", 0L))
                .statistics();
        assertThat(statistics.documents()).isEqualTo(7_500); // 3 of 4 hold terms
        assertThat(statistics.averageLength()).isCloseTo((3 + 4 + 3) / 3.0, within(1e-12));
        assertThat(statistics.documentFrequency())
                .containsEntry("hike", 7_500L) // 3 of 4 x 10,000, at most N
                .containsEntry("lisbon", 12L)
                .containsEntry("zebra", 0L);
    }

    @Test
    void statistics_ofANamespaceNoLargerThanTheSample_areExact() {
        LexicalQuery query = LexicalQuery.of("small", QueryTerms.of("hiking"));
        List<String> sample = List.of("Maria went hiking.", "the of and", "Tom sails.");
        Bm25.Statistics statistics = LexicalScores.of(
                        query, LexicalScores.NamespaceSample.of(3, sample), Map.of("hike", 1L))
                .statistics();
        assertThat(statistics.documents()).isEqualTo(2);
        assertThat(statistics.averageLength()).isCloseTo((3 + 2) / 2.0, within(1e-12));
        assertThat(statistics.documentFrequency()).containsEntry("hike", 1L);
    }

    /** The whole index's statistics, by the rules of LexicalScores for a namespace no larger than its sample. */
    private static Bm25.Statistics statistics(LexicalQuery query) {
        long documents = 0;
        long length = 0;
        Map<String, Long> frequencies = new HashMap<>();
        for (String content : DOCUMENTS) {
            List<String> terms = EnglishTerms.of(content);
            if (!terms.isEmpty()) {
                documents++;
                length += terms.size();
                new HashSet<>(terms).forEach(t -> frequencies.merge(t, 1L, Long::sum));
            }
        }
        Map<String, Long> queried = new HashMap<>();
        new ArrayList<>(query.words().keySet()).forEach(t -> queried.put(t, frequencies.getOrDefault(t, 0L)));
        return new Bm25.Statistics(documents, (double) length / documents, queried);
    }
}
