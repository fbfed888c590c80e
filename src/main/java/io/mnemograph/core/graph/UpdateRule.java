package io.mnemograph.core.graph;

import io.mnemograph.core.Checks;
import io.mnemograph.core.Nullable;
import io.mnemograph.core.QueryTerms;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a new memory changes what an older one says: the same speaker (when both open with one, "Maya: ..."), at
 * or above {@code similarity} cosine, and either
 * <ol>
 *   <li>the same attribute, an <em>attribute word</em> in common (a content word that is not a name, a value, a unit
 *       or a filler: "flight", "manager", "membership"), and another value of the same kind (a weekday for a
 *       weekday, a time for a time, a number for a number), another name, or a word saying it changed ("now",
 *       "actually", "these days", "moved", ...); or
 *   <li>only a name in common, and the new memory says that thing was replaced ("sold", "left", "switched", "gave
 *       up", "no longer", "instead", "cancelled", "moved", "replaced", "turned", "broke up", ...).
 * </ol>
 *
 * <p>Implementation notes: a cosine rule alone (mememory's 0.75) finds restatements, not changes, and a shared name
 * with a changed value finds any two statements about one person: "Ravi now prefers aisle seats" against "Ravi is
 * flying to Tokyo on 3 March" share only "Ravi", and "Inês wants to take me to a fado house on the Saturday night"
 * against "Ten days. Inês lives in Alfama" have a weekday for a number of days. A change is a new value for the same
 * slot of the same subject, as in slot-filling dialogue state tracking (a slot's value overwritten by a later turn;
 * M. Henderson et al., "The Second Dialog State Tracking Challenge", SIGDIAL 2014): without a model, the slot is
 * the attribute word the two share, and its value a value of the same kind or a name. Words are compared by a light
 * suffix strip ("lives", "living" -> "liv"). What it detects and misses, measured on labelled pairs and the
 * knowledge-update fixture: docs/recall.md#contradictions, docs/decisions/0027-contradictions-by-attribute.md.
 * Stateless and thread-safe.
 */
public final class UpdateRule {

    /**
     * The lowest cosine at which two memories count as about the same thing, set by measurement on the
     * knowledge-update fixture and the dev sets (docs/recall.md#contradictions).
     */
    public static final double DEFAULT_SIMILARITY = 0.5;

    private static final Pattern SPEAKER = Pattern.compile("^\\s*(\\p{Lu}[\\p{L}'.\\- ]{0,40}?):\\s");
    private static final Pattern CLOCK = Pattern.compile("\\b(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|o'clock)\\b");
    private static final Pattern TOKEN = Pattern.compile("\\p{L}[\\p{L}\\p{N}'\\-]*|\\p{N}[\\p{N},.:]*\\p{N}"
            + "(?:st|nd|rd|th|am|pm|k)?|\\p{N}(?:st|nd|rd|th|am|pm|k)?");
    private static final Pattern ORDINAL = Pattern.compile("^(\\d+)(?:st|nd|rd|th)$");
    private static final Map<String, String> NUMBER_WORDS = numberWords();
    private static final Set<String> WEEKDAYS =
            Set.of("monday tuesday wednesday thursday friday saturday sunday".split(" "));
    private static final Set<String> MONTHS = Set.of(
            ("january february march april may june july august september" + " october november december").split(" "));
    /** Words that name no attribute: fillers, time words, units (a unit is part of its value). */
    private static final Set<String> NOT_ATTRIBUTES = Set.of(("yes yeah ok okay oh well thanks thank please hi hello"
                    + " really also still just even always usually never like lot get got going go goes went want"
                    + " wants think know said say says tell told remember reminder sure maybe as usual day days"
                    + " week weeks month months year years time times today tonight tomorrow yesterday morning"
                    + " evening night weekend last next every since ago am pm o'clock noon midnight half hundred"
                    + " thousand pound pounds euro euros dollar dollars pence minute minutes hour hours kilometre"
                    + " kilometres mile miles km people dr mr mrs ms miss")
            .split(" "));
    /** People a statement may be about instead of its speaker: a new one names another subject. */
    private static final Set<String> RELATIONS = Set.of(("mum mother dad father parents brother sister son daughter"
                    + " wife husband partner friend colleague neighbour kids children")
            .split(" "));
    /** A word saying that something changed: with an attribute in common, enough for a change. */
    private static final Pattern CHANGED = Pattern.compile("\\b(?:now|no\\s+longer|any\\s?more|these\\s+days"
            + "|nowadays|instead|actually|switch(?:ed)?|chang(?:ed|es)|mov(?:ed|ing)|replac(?:ed|es)|sold|quit"
            + "|left|gave\\s+up|stopped|started|turned|pushed|postponed|rescheduled|cancell?ed|raised|goes\\s+up"
            + "|went\\s+up|cut\\s+down|broke\\s+up|anymore|i\\s+was\\s+wrong|correction|scratch)\\b");
    /** A word saying that the thing named was replaced: with only a name in common, enough for a change. */
    private static final Pattern REPLACED = Pattern.compile("\\b(?:no\\s+longer|any\\s?more|anymore|instead"
            + "|switch(?:ed)?|mov(?:ed|ing)|replac(?:ed|es)|sold|quit|left|gave\\s+up|stopped|cancell?ed"
            + "|pulled\\s+out|broke\\s+up)\\b");

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
     * Whether {@code newer} changes what {@code older} says, whatever their cosine: the same attribute with another
     * value or name or a word saying it changed, or only a name in common and a word saying it was replaced.
     */
    public boolean changes(String newer, String older) {
        Statement n = statement(newer);
        Statement o = statement(older);
        if (n.speaker() != null && o.speaker() != null && !n.speaker().equals(o.speaker())) {
            return false;
        }
        if (!o.people().containsAll(n.people())) {
            return false;
        }
        if (!disjoint(n.attributes(), o.attributes())) {
            return changedValue(n.values(), o.values()) || changed(n.names(), o.names()) || n.saysChanged();
        }
        return !disjoint(n.names(), o.names())
                && (n.saysReplaced() || (n.saysChanged() && changedValue(n.values(), o.values())));
    }

    /**
     * One memory as the rule reads it: its speaker (or null), attribute words (suffix-stripped), values by kind,
     * names, and whether it says something changed or was replaced.
     */
    private record Statement(
            @Nullable String speaker,
            Set<String> attributes,
            Map<String, Set<String>> values,
            Set<String> names,
            Set<String> people,
            boolean saysChanged,
            boolean saysReplaced) {}

    private Statement statement(String content) {
        Matcher speaker = SPEAKER.matcher(content);
        String speakerName = speaker.find() ? speaker.group(1).strip().toLowerCase(Locale.ROOT) : null;
        String text = speakerName == null ? content : content.substring(speaker.end());
        String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        Map<String, Set<String>> values = new HashMap<>();
        Set<String> valueTokens = new HashSet<>();
        Matcher clock = CLOCK.matcher(lower);
        while (clock.find()) {
            String minutes = clock.group(2) == null ? "00" : clock.group(2);
            values.computeIfAbsent("time", k -> new HashSet<>())
                    .add(clock.group(1) + ":" + minutes + (clock.group(3).equals("o'clock") ? "" : clock.group(3)));
            valueTokens.add(clock.group(1));
        }
        Matcher token = TOKEN.matcher(CLOCK.matcher(lower).replaceAll(" "));
        while (token.find()) {
            String t = token.group();
            String kind = kind(t);
            if (kind != null) {
                values.computeIfAbsent(kind, k -> new HashSet<>()).add(normalised(t, kind));
                valueTokens.add(t);
            }
        }
        Set<String> names = new HashSet<>();
        for (Entity entity : extractor.extract(text)) {
            for (String word : entity.key().split("[^\\p{L}\\p{N}]+", -1)) {
                if (!word.isEmpty() && !valueTokens.contains(word) && kind(word) == null && !word.equals(speakerName)) {
                    names.add(word);
                }
            }
        }
        Set<String> attributes = new HashSet<>();
        Set<String> people = new HashSet<>();
        for (String term : QueryTerms.of(lower)) {
            if (RELATIONS.contains(term)) {
                people.add(term);
            }
            if (!names.contains(term)
                    && !term.equals(speakerName)
                    && kind(term) == null
                    && term.chars().noneMatch(Character::isDigit)
                    && !NOT_ATTRIBUTES.contains(term)
                    && !CHANGED.matcher(term).matches()) {
                attributes.add(stem(term));
            }
        }
        return new Statement(
                speakerName,
                attributes,
                values,
                names,
                people,
                CHANGED.matcher(lower).find(),
                REPLACED.matcher(lower).find());
    }

    /** The kind of value a token is (time, weekday, month, number, code), or null when it is none. */
    private static @Nullable String kind(String token) {
        String singular = token.endsWith("s") ? token.substring(0, token.length() - 1) : token;
        if (WEEKDAYS.contains(singular)) {
            return "weekday";
        }
        if (MONTHS.contains(token)) {
            return "month";
        }
        if (token.equals("noon") || token.equals("midnight") || token.contains(":")) {
            return "time";
        }
        if (token.endsWith("am") || token.endsWith("pm")) {
            return token.chars().anyMatch(Character::isDigit) ? "time" : null;
        }
        if (NUMBER_WORDS.containsKey(token) || ORDINAL.matcher(token).matches() || token.matches("[\\d,.]+k?")) {
            return "number";
        }
        return token.chars().anyMatch(Character::isDigit) ? "code" : null;
    }

    private static String normalised(String token, String kind) {
        return switch (kind) {
            case "weekday" -> token.endsWith("s") ? token.substring(0, token.length() - 1) : token;
            case "number" -> {
                Matcher ordinal = ORDINAL.matcher(token);
                yield ordinal.matches() ? ordinal.group(1) : NUMBER_WORDS.getOrDefault(token, token.replace(",", ""));
            }
            default -> token;
        };
    }

    /** "lives", "living", "lived" -> "liv"; "running" -> "run": enough to match a word's forms in two sentences. */
    private static String stem(String word) {
        String w = word;
        for (String suffix : new String[] {"ing", "ed", "es", "s", "e"}) {
            if (w.endsWith(suffix) && w.length() - suffix.length() >= 3) {
                w = w.substring(0, w.length() - suffix.length());
                break;
            }
        }
        int n = w.length();
        if (n > 3 && w.charAt(n - 1) == w.charAt(n - 2) && "aeiou".indexOf(w.charAt(n - 1)) < 0) {
            w = w.substring(0, n - 1);
        }
        return w;
    }

    private static Map<String, String> numberWords() {
        List<String> words = List.of(
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve");
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < words.size(); i++) {
            map.put(words.get(i), Integer.toString(i + 1));
        }
        map.put("twenty", "20");
        map.put("thirty", "30");
        map.put("forty", "40");
        map.put("fifty", "50");
        return Map.copyOf(map);
    }

    /** Another value of a kind both give: one of the newer's that the older lacks, and one of the older's too. */
    private static boolean changedValue(Map<String, Set<String>> newer, Map<String, Set<String>> older) {
        return newer.entrySet().stream()
                .anyMatch(e -> older.containsKey(e.getKey()) && changed(e.getValue(), older.get(e.getKey())));
    }

    /** A member of the newer set that the older lacks, and one of the older's that the newer lacks. */
    private static boolean changed(Set<String> newer, Set<String> older) {
        return !older.containsAll(newer) && !newer.containsAll(older);
    }

    private static boolean disjoint(Set<String> a, Set<String> b) {
        return a.stream().noneMatch(b::contains);
    }
}
