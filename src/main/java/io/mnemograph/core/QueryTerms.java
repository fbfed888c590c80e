package io.mnemograph.core;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The content words of a recall query for the BM25 seed: the query's words, lower case, without stop words.
 *
 * <p>Implementation notes: the stop list is Snowball's English stop list (M. Porter,
 * snowball.tartarus.org/algorithms/english/stop.txt), with its contractions split at the apostrophe as the query
 * is ({@code "don't"} -> {@code don}, {@code t}). Lucene's English analyzer, which the full-text index uses, drops
 * only 33 stop words and keeps the question words ("what", "does", "how", "who", ...) and the pronouns: a
 * question would match, by those words alone, every short question and reply of a conversation, and BM25's length
 * normalisation ranks such short turns first (Manning, Raghavan and Schütze, "Introduction to Information
 * Retrieval", 2008, §2.2.2: stop words are dropped from queries because they carry little meaning). A query of
 * stop words only keeps all its words, so it still searches. Each word is kept once, and at most
 * {@link #MAX_TERMS} words are kept: Lucene refuses a query of more than 1,024 clauses ({@code
 * IndexSearcher.getMaxClauseCount()}), and a word repeated in the query adds nothing a user would want. Stateless and
 * thread-safe.
 */
public final class QueryTerms {

    private static final Set<String> STOP_WORDS = Set.of((""
                    + "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her "
                    + "hers herself it its itself they them their theirs themselves what which who whom this that these "
                    + "those am is are was were be been being have has had having do does did doing would should could "
                    + "ought a an the and but if or because as until while of at by for with about against between into "
                    + "through during before after above below to from up down in out on off over under again further "
                    + "then once here there when where why how all any both each few more most other some such no nor not "
                    + "only own same so than too very cannot "
                    // the contractions of the list (i'm, isn't, let's, ...) as the query splits them
                    + "m re s ve d ll t isn aren wasn weren hasn haven hadn doesn don didn won wouldn shan shouldn can "
                    + "couldn mustn let")
            .split(" "));

    /** The most words a query keeps (the first ones), half of Lucene's default clause limit of 1,024. */
    public static final int MAX_TERMS = 512;

    private QueryTerms() {}

    /**
     * The distinct words of {@code text} (letters and digits), lower case, in order of first use, stop words left
     * out unless all are, at most {@link #MAX_TERMS}.
     */
    public static List<String> of(String text) {
        List<String> words = Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(word -> !word.isEmpty())
                .distinct()
                .toList();
        List<String> content =
                words.stream().filter(word -> !STOP_WORDS.contains(word)).toList();
        return (content.isEmpty() ? words : content).stream().limit(MAX_TERMS).toList();
    }

    /**
     * {@link #of} joined by single spaces: a Lucene query of plain words (any of them may match), so no operator or
     * syntax error is possible whatever the user typed.
     */
    public static String query(String text) {
        return of(text).stream().collect(Collectors.joining(" "));
    }
}
