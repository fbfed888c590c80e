package io.mnemograph.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Scores how important a piece of content is when it is remembered without an explicit importance (CMM levels).
 *
 * <p>Implementation notes: the first level that applies wins, in this order:
 * <ol>
 *   <li>correction (2.0): "actually" opening a clause, "I was wrong", "correction:", "no, it's ...",
 *       "not X but Y", "no longer", ...</li>
 *   <li>instruction (2.0): imperative "always"/"never"/"remember"/"don't", "don't forget", "make sure",
 *       "from now on", deontic "must", ...</li>
 *   <li>routine (0.5): the whole message is at most 8 words of
 *       pleasantries ("hello", "thanks", "ok", "bye", "good morning"), plus at most one name</li>
 *   <li>novel (1.5): a number, a date, a capitalised name inside a sentence, a preference, a decision, a
 *       deadline or event, a personal fact</li>
 *   <li>normal (1.0): anything else</li>
 * </ol>
 * Matching is on lower-cased text with typographic apostrophes straightened, so case and punctuation do not
 * matter; only the proper-name rule reads the original capitalisation. Imperatives count only at the start of a
 * clause, which keeps statements with a subject ("I have never been to Paris", "we always deploy on Fridays") from
 * being read as instructions. The rules are heuristics for English; their known misses are listed in
 * {@code docs/formulas.md}.
 *
 * <p>References: [1] CMM importance levels: corrections and instructions 2.0, novel 1.5, normal 1.0, routine 0.5.
 */
public final class ImportanceScorer {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}']+");
    private static final Pattern CAPITALISED = Pattern.compile("\\b\\p{Lu}[\\p{L}'-]*");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?:;\"(\\n]\\s*$|^\\s*$");

    private final ImportanceLevels levels;

    /** Creates a scorer with the given levels. */
    public ImportanceScorer(ImportanceLevels levels) {
        this.levels = Objects.requireNonNull(levels, "levels");
    }

    /** Returns the importance of {@code content} with the reason it was given. */
    public Importance score(String content) {
        Objects.requireNonNull(content, "content");
        String text = content.replace('\u2019', '\'').replace('\u2018', '\'');
        String lower = text.toLowerCase(Locale.ROOT);
        Optional<ImportanceRules.Rule> rule = firstRule(lower, ImportanceRules.Kind.CORRECTION)
                .or(() -> firstRule(lower, ImportanceRules.Kind.INSTRUCTION));
        if (rule.isPresent()) {
            return importanceOf(rule.get());
        }
        if (isRoutine(text)) {
            return new Importance(levels.routine(), "routine: only pleasantries");
        }
        rule = firstRule(lower, ImportanceRules.Kind.NOVEL);
        if (rule.isPresent()) {
            return importanceOf(rule.get());
        }
        if (namesSomeone(text)) {
            return new Importance(levels.novel(), "novel: names a person, place or thing");
        }
        return new Importance(levels.normal(), "normal: no rule matched");
    }

    private Importance importanceOf(ImportanceRules.Rule rule) {
        double value = switch (rule.kind()) {
            case CORRECTION -> levels.correction();
            case INSTRUCTION -> levels.instruction();
            case NOVEL -> levels.novel();
        };
        return new Importance(value, rule.kind().name().toLowerCase(Locale.ROOT) + ": " + rule.label());
    }

    private static Optional<ImportanceRules.Rule> firstRule(String lower, ImportanceRules.Kind kind) {
        return ImportanceRules.RULES.stream()
                .filter(rule ->
                        rule.kind() == kind && rule.pattern().matcher(lower).find())
                .findFirst();
    }

    /** Pleasantry words only, at most one capitalised name among them, and short. */
    private static boolean isRoutine(String text) {
        String[] words = WORD.matcher(text).results().map(MatchResult::group).toArray(String[]::new);
        if (words.length > ImportanceRules.MAX_ROUTINE_WORDS) {
            return false;
        }
        long unknown = Arrays.stream(words)
                .filter(word -> !ImportanceRules.PLEASANTRIES.contains(word.toLowerCase(Locale.ROOT)))
                .count();
        boolean oneName = unknown == 1
                && words.length > 1
                && Arrays.stream(words)
                        .anyMatch(word -> !ImportanceRules.PLEASANTRIES.contains(word.toLowerCase(Locale.ROOT))
                                && Character.isUpperCase(word.charAt(0)));
        return unknown == 0 || oneName;
    }

    /** A capitalised word that does not open a sentence and is not the pronoun "I". */
    private static boolean namesSomeone(String text) {
        Matcher matcher = CAPITALISED.matcher(text);
        while (matcher.find()) {
            String word = matcher.group();
            boolean pronoun = word.equals("I") || word.startsWith("I'");
            boolean opensSentence =
                    SENTENCE_END.matcher(text.substring(0, matcher.start())).find();
            if (word.length() > 1 && !pronoun && !opensSentence) {
                return true;
            }
        }
        return false;
    }
}
