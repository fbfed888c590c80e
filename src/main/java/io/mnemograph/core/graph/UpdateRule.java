package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import io.mnemograph.core.Nullable;
import io.mnemograph.core.QueryTerms;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a new memory updates an older one that the contradiction cosine misses: the two are about the same
 * thing (cosine at or above {@code similarity}, at least one content word or name in common, the same speaker when
 * both open with one, as in "Maya: ...") and the new one either gives another value of the same kind (a number,
 * date, time, weekday or month; or a name) or says that something changed ("moved", "switched", "no longer", "now",
 * "actually", ...).
 *
 * <p>Implementation notes: a cosine rule alone (mememory's 0.75) finds restatements, not changes: "Big news: we moved
 * to Bristol" is far from "I live in Leeds" in meaning (0.4 to 0.6 with MiniLM) while "My gym membership costs 35
 * pounds a month" and "The gym raised the membership to 42 pounds a month" differ in the one word that matters. The
 * rule looks for that word, in the spirit of slot-filling dialogue state tracking (a slot's value overwritten by a
 * later turn; M. Henderson et al., "The Second Dialog State Tracking Challenge", SIGDIAL 2014), without a model:
 * values are the tokens that hold a digit (thousands commas dropped), number words, weekdays, months, "noon" and
 * "midnight"; names are the words of the entities {@link EntityExtractor} finds, less values and the speaker.
 * What it detects and misses, measured on a knowledge-update fixture: docs/recall.md#contradictions. Stateless and
 * thread-safe.
 */
public final class UpdateRule {

    /**
     * The lowest cosine at which two memories count as about the same thing, set by measurement on the
     * knowledge-update fixture and the dev sets (docs/recall.md#contradictions).
     */
    public static final double DEFAULT_SIMILARITY = 0.5;

    private static final Pattern SPEAKER = Pattern.compile("^\\s*(\\p{Lu}[\\p{L}'.\\- ]{0,40}?):\\s");
    private static final Pattern TOKEN = Pattern.compile("\\p{L}[\\p{L}\\p{N}'\\-]*|\\p{N}[\\p{N},.:]*\\p{N}"
            + "(?:st|nd|rd|th|am|pm|k)?|\\p{N}(?:st|nd|rd|th|am|pm|k)?");
    private static final Set<String> VALUE_WORDS = Set.of(("one two three four five six seven eight nine ten eleven"
                    + " twelve twenty thirty forty fifty hundred thousand half noon midnight monday tuesday wednesday"
                    + " thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays"
                    + " january february march april may june july august september october november december")
            .split(" "));
    private static final Pattern CHANGE = Pattern.compile("\\b(?:now|no\\s+longer|any\\s?more|these\\s+days"
            + "|nowadays|instead|actually|switch(?:ed)?|chang(?:ed|es)|mov(?:ed|ing)|replac(?:ed|es)|sold|quit"
            + "|left|gave\\s+up|stopped|started|turned|pushed|postponed|rescheduled|raised|goes\\s+up|went\\s+up"
            + "|new|anymore|i\\s+was\\s+wrong|correction|scratch\\s+that)\\b");

    private final double similarity;
    private final EntityExtractor extractor = new EntityExtractor();

    /** @param similarity the lowest cosine that counts, [0, 1]; 1 turns the rule off */
    public UpdateRule(double similarity) {
        Checks.inRange("similarity", similarity, 0.0, 1.0);
        this.similarity = similarity;
    }

    /** Whether {@code newer}, at {@code cosine} to {@code older}, updates it. */
    public boolean updates(String newer, String older, double cosine) {
        return similarity < 1.0 && cosine >= similarity && changes(newer, older);
    }

    /**
     * Whether {@code newer} changes what {@code older} says, whatever their cosine: about the same thing (a content
     * word or name in common, the same speaker) with another value or name, or saying that something changed.
     */
    public boolean changes(String newer, String older) {
        Statement n = statement(newer);
        Statement o = statement(older);
        if (n.speaker() != null && o.speaker() != null && !n.speaker().equals(o.speaker())) {
            return false;
        }
        if (disjoint(n.words(), o.words())) {
            return false;
        }
        return changed(n.values(), o.values()) || changed(n.names(), o.names()) || n.saysChanged();
    }

    /** One memory as the rule reads it: its speaker (or null), content words, values, names, and a change cue. */
    private record Statement(
            @Nullable String speaker, Set<String> words, Set<String> values, Set<String> names, boolean saysChanged) {}

    private Statement statement(String content) {
        Matcher speaker = SPEAKER.matcher(content);
        String speakerName = speaker.find() ? speaker.group(1).strip().toLowerCase(Locale.ROOT) : null;
        String text = speakerName == null ? content : content.substring(speaker.end());
        String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        Set<String> values = new HashSet<>();
        Matcher token = TOKEN.matcher(lower);
        while (token.find()) {
            String t = token.group();
            if (t.chars().anyMatch(Character::isDigit)) {
                values.add(t.replace(",", ""));
            } else if (VALUE_WORDS.contains(t)) {
                values.add(t.endsWith("days") ? t.substring(0, t.length() - 1) : t);
            }
        }
        Set<String> names = new HashSet<>();
        for (Entity entity : extractor.extract(text)) {
            for (String word : entity.key().split("[^\\p{L}\\p{N}]+", -1)) {
                if (!word.isEmpty()
                        && !values.contains(word)
                        && !VALUE_WORDS.contains(word)
                        && !word.equals(speakerName)) {
                    names.add(word);
                }
            }
        }
        Set<String> words = new HashSet<>();
        List<String> terms = QueryTerms.of(text);
        for (String term : terms) {
            if (!values.contains(term)
                    && !VALUE_WORDS.contains(term)
                    && term.chars().noneMatch(Character::isDigit)
                    && !term.equals(speakerName)) {
                words.add(term);
            }
        }
        return new Statement(
                speakerName, words, values, names, CHANGE.matcher(lower).find());
    }

    /** A value of the newer memory that the older lacks, and one of the older's that the newer lacks. */
    private static boolean changed(Set<String> newer, Set<String> older) {
        return !older.containsAll(newer) && !newer.containsAll(older);
    }

    private static boolean disjoint(Set<String> a, Set<String> b) {
        return a.stream().noneMatch(b::contains);
    }
}
