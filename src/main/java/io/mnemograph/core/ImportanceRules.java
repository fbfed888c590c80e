package io.mnemograph.core;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The keyword and pattern rules behind {@link ImportanceScorer}, on lower-cased text with straight apostrophes.
 *
 * <p>Implementation notes: a "clause start" is the start of the text, a sentence or clause mark
 * ({@code . ! ? ; : , ( -} or a newline), optionally followed by a softener ({@code please}, {@code also},
 * {@code just}, {@code and}, {@code but}, {@code so}). Imperatives are recognised only there, which is what separates
 * "Never use tabs" (instruction) from "I have never been to Paris" (not one): a subject before the adverb means a
 * statement. The rules and their known misses are listed in {@code docs/formulas.md}.
 */
final class ImportanceRules {

    /** What kind of content a rule recognises. */
    enum Kind {
        CORRECTION,
        INSTRUCTION,
        NOVEL
    }

    /** One named pattern. */
    record Rule(Kind kind, String label, Pattern pattern) {}

    /** Most words a message may have and still be only a pleasantry. */
    static final int MAX_ROUTINE_WORDS = 8;

    private static final String CLAUSE =
            "(?:^|[.!?;:,(\\n\\u2013\\u2014-])\\s*(?:(?:please|pls|also|just|and|but|so|then)\\s+)*";

    private static final String MONTHS = "january|february|march|april|june|july|august|september|october"
            + "|november|december|jan|feb|aug|sept|oct|nov|dec";

    private static final String WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

    static final List<Rule> RULES = List.of(
            rule(Kind.CORRECTION, "'actually' opens a clause", CLAUSE + "(?:no,?\\s+)?actually\\b"),
            rule(Kind.CORRECTION, "'... is actually ...'", "\\b(?:is|are|was|were|am|'m|'s|'re)\\s+actually\\b"),
            rule(
                    Kind.CORRECTION,
                    "admits an error",
                    "\\bi\\s+was\\s+(?:wrong|mistaken|incorrect)\\b|\\bi\\s+made\\s+a\\s+mistake\\b"
                            + "|\\bmy\\s+(?:mistake|bad)\\b|\\bi\\s+misspoke\\b|\\bi\\s+stand\\s+corrected\\b"
                            + "|\\bi\\s+meant\\b"),
            rule(Kind.CORRECTION, "'correction'", "\\bcorrection\\b|\\bto\\s+correct\\b|\\bcorrecting\\b"),
            rule(
                    Kind.CORRECTION,
                    "calls something wrong",
                    "\\b(?:that's|thats|that\\s+is|this\\s+is|it's|it\\s+is)\\s+"
                            + "(?:not\\s+(?:right|correct|true|accurate)|wrong|incorrect|outdated|false)\\b"),
            rule(
                    Kind.CORRECTION,
                    "'no, ...' answer",
                    "^\\s*no\\s*[,.!:;\\u2013\\u2014-]+\\s*(?!thanks?\\b|thank\\s+you\\b|problem\\b|worries\\b"
                            + "|way\\b|idea\\b|need\\b)[a-z']+\\s+[a-z']+"
                            + "|^\\s*no\\s+(?:it's|it\\s+is|it\\s+was|that's|that\\s+is|the\\s+[a-z]+\\s+is)\\b"),
            rule(
                    Kind.CORRECTION,
                    "'not X but Y'",
                    "\\bnot\\s+(?!only\\b)(?:[a-z0-9'-]+\\s+){0,4}?[a-z0-9'-]+\\s*,?\\s+but\\s+(?!also\\b|not\\b)"),
            rule(
                    Kind.CORRECTION,
                    "'isn't X, it's Y'",
                    "\\b(?:isn't|is\\s+not|wasn't|was\\s+not|aren't|are\\s+not)\\s+[^.;!?]{1,40}?[,;]\\s*"
                            + "(?:it's|it\\s+is|it\\s+was|they're|they\\s+are|that's)\\b"),
            rule(
                    Kind.CORRECTION,
                    "belief no longer holds",
                    "\\bno\\s+longer\\b|\\bnot\\s+anymore\\b"
                            + "|\\b(?:don't|doesn't|do\\s+not|does\\s+not)\\s+[a-z]+(?:\\s+[a-z]+)?\\s+anymore\\b"),
            rule(
                    Kind.CORRECTION,
                    "denies having said it",
                    "\\bi\\s+never\\s+said\\b|\\bi\\s+didn't\\s+say\\b|\\bthat's\\s+not\\s+what\\s+i\\s+(?:said|meant)\\b"),
            rule(
                    Kind.CORRECTION,
                    "retracts the last statement",
                    "\\bscratch\\s+that\\b|\\bignore\\s+(?:that|what\\s+i\\s+said)\\b|\\bdisregard\\s+(?:that|my)\\b"),
            rule(Kind.CORRECTION, "'changed to'", "\\b(?:changed|switched|rescheduled)\\s+(?:it\\s+)?(?:to|from)\\b"),
            rule(Kind.INSTRUCTION, "imperative 'always'/'never'", CLAUSE + "(?:always|never)\\s+(?!mind\\b)[a-z]"),
            rule(
                    Kind.INSTRUCTION,
                    "modal 'always'/'never'",
                    "\\b(?:should|must|shall|need\\s+to|have\\s+to)\\s+(?:always|never)\\b"),
            rule(
                    Kind.INSTRUCTION,
                    "imperative 'remember'",
                    CLAUSE + "remember\\b(?!\\s*\\?)(?!\\s+when\\b)(?!\\s+the\\s+time\\b)"
                            + "|\\b(?:you|u)\\s+(?:should|must|need\\s+to|have\\s+to)\\s+remember\\b"),
            rule(Kind.INSTRUCTION, "'don't forget'", "\\b(?:don't|dont|do\\s+not|never)\\s+forget\\b"),
            rule(Kind.INSTRUCTION, "'make sure'", "\\bmake\\s+sure\\b|\\bbe\\s+sure\\s+to\\b"),
            rule(
                    Kind.INSTRUCTION,
                    "standing order",
                    "\\bfrom\\s+now\\s+on\\b|\\bgoing\\s+forward\\b|\\bhenceforth\\b|\\bin\\s+(?:the\\s+)?future,"
                            + "|\\bkeep\\s+in\\s+mind\\b|\\bnote\\s+to\\s+self\\b"
                            + "|\\bi\\s+(?:want|need)\\s+you\\s+to\\b"),
            rule(
                    Kind.INSTRUCTION,
                    "'must'",
                    "\\bmust\\b(?!\\s+have\\b)(?!'ve\\b)"
                            + "(?!\\s+be\\s+(?:tired|joking|kidding|exhausted|busy|nice|fun|hard)\\b)"),
            rule(
                    Kind.INSTRUCTION,
                    "imperative 'don't'",
                    CLAUSE + "(?:don't|dont|do\\s+not)\\s+(?!worry\\b|mention\\b|know\\b|think\\b|care\\b"
                            + "|remember\\b|understand\\b|get\\b|have\\b|want\\b|like\\b|need\\b|see\\b"
                            + "|mind\\b)[a-z]"),
            rule(Kind.NOVEL, "contains a number", "\\d"),
            rule(
                    Kind.NOVEL,
                    "names a date",
                    "\\b(?:" + MONTHS + "|" + WEEKDAYS
                            + "|tomorrow|yesterday|tonight|next\\s+(?:week|month|year)|last\\s+(?:week|month|year))\\b"),
            rule(
                    Kind.NOVEL,
                    "states a preference",
                    "\\bi\\s+(?:(?:really|don't|do\\s+not|didn't|never|absolutely|kind\\s+of)\\s+)?"
                            + "(?:prefer(?:red)?|like[ds]?|love[ds]?|hate[ds]?|dislike[ds]?|enjoy(?:ed|s)?)\\b"
                            + "|\\bi'd\\s+rather\\b|\\bi\\s+would\\s+rather\\b|\\bi\\s+can't\\s+stand\\b"
                            + "|\\bmy\\s+(?:favou?rite|preferred)\\b|\\bpreference\\b"),
            rule(
                    Kind.NOVEL,
                    "records a decision",
                    "\\b(?:we|i|they|team)\\s+(?:have\\s+|'ve\\s+)?(?:decided|agreed|chose|chosen|settled|picked"
                            + "|opted)\\b|\\bdecision\\b|\\bgoing\\s+with\\b|\\bwe(?:'ll|\\s+will)\\s+use\\b"),
            rule(
                    Kind.NOVEL,
                    "names a commitment or event",
                    "\\b(?:deadline|appointment|meeting|birthday|anniversary|flight|interview|launch|budget"
                            + "|salary|address|password)\\b|\\bdue\\b(?!\\s+to\\b)"),
            rule(
                    Kind.NOVEL,
                    "personal fact",
                    "\\bmy\\s+name\\s+is\\b|\\bi\\s+am\\s+(?:a|an)\\b|\\bi'm\\s+(?:a|an)\\b"
                            + "|\\bi\\s+(?:work|live|lived|grew\\s+up|studied|moved)\\b|\\ballergic\\b"
                            + "|\\bmy\\s+(?:wife|husband|partner|son|daughter|kids?|children|mom|mother|dad|father"
                            + "|sister|brother|boss|dog|cat|manager|company)\\b"));

    /** Words a pure pleasantry may consist of (plus at most one capitalised name). */
    static final Set<String> PLEASANTRIES = Set.of(
            "hello",
            "hi",
            "hey",
            "hiya",
            "howdy",
            "yo",
            "greetings",
            "thanks",
            "thank",
            "thx",
            "ty",
            "cheers",
            "ok",
            "okay",
            "k",
            "kk",
            "sure",
            "yes",
            "yeah",
            "yep",
            "yup",
            "no",
            "nope",
            "nah",
            "bye",
            "goodbye",
            "good",
            "morning",
            "afternoon",
            "evening",
            "night",
            "see",
            "ya",
            "you",
            "later",
            "soon",
            "great",
            "cool",
            "nice",
            "awesome",
            "perfect",
            "fine",
            "alright",
            "right",
            "got",
            "it",
            "np",
            "welcome",
            "you're",
            "lol",
            "haha",
            "hmm",
            "sounds",
            "gotcha",
            "noted",
            "much",
            "so",
            "very",
            "a",
            "lot",
            "that's",
            "all",
            "for",
            "now",
            "have",
            "day",
            "weekend",
            "again",
            "too",
            "and",
            "sorry",
            "never",
            "mind",
            "please",
            "how",
            "are",
            "doing",
            "what's",
            "up",
            "problem",
            "worries",
            "job",
            "well",
            "done",
            "there",
            "everyone",
            "the",
            "oh",
            "ah",
            "wow",
            "bro",
            "mate",
            "dear",
            "take",
            "care");

    private ImportanceRules() {}

    private static Rule rule(Kind kind, String label, String regex) {
        return new Rule(kind, label, Pattern.compile(regex));
    }
}
