package io.mnemograph.core.graph;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Finds the entities a memory names, without a model: names and capitalised phrases, {@code @handles},
 * {@code #tags}, quoted terms, e-mail addresses and URLs.
 *
 * <p>Implementation notes: the text is NFKC-normalised and loses its invisible format characters (zero-width
 * spaces and joiners, bidi controls), then {@link PatternFinder} takes the shaped entities and
 * {@link CapitalisedPhraseFinder} the capitalised ones. Candidates are ordered by position and de-duplicated by
 * {@link #key(String)}; the first mention gives the name and kind. At most {@link #MAX_ENTITIES} are kept, and
 * names longer than {@link #MAX_NAME_LENGTH} are dropped (a truncated name would be an entity nobody wrote). What
 * it finds and misses: docs/entities-and-spreading.md. Stateless and thread-safe.
 */
public final class EntityExtractor {

    /**
     * Most entities kept per memory: the first ones in text order. A LoCoMo turn names 0-6; 32 leaves room for
     * notes while bounding the MENTIONS fan-out of one memory.
     */
    public static final int MAX_ENTITIES = 32;

    /** Longest entity name, in code points; longer candidates (long URLs) are dropped, not truncated. */
    public static final int MAX_NAME_LENGTH = 100;

    /**
     * Characters of a memory that are scanned; entities named only after them are missed. Bounds the cost of
     * hostile input; a memory this long is a document, and MiniLM embeds only its first 256 tokens anyway.
     */
    public static final int MAX_SCANNED_CHARS = 50_000;

    /** Shortest key, in code points: single letters ("I", "A", "B") are never entities found in text. */
    public static final int MIN_KEY_LENGTH = 2;

    private static final Pattern INVISIBLE = Pattern.compile("\\p{Cf}");
    private static final Pattern APOSTROPHES = Pattern.compile("[\u2019\u2018\u02BC\u02B9\u2032`\u00B4]");
    private static final Pattern WHITESPACE = Pattern.compile("[\\s\\p{Z}\\p{Cc}]+");
    private static final String POSSESSIVE = "'s";

    /**
     * The entities of {@code content} in order of first mention, de-duplicated by key, at most
     * {@link #MAX_ENTITIES}.
     */
    public List<Entity> extract(String content) {
        Objects.requireNonNull(content, "content");
        if (content.isBlank()) {
            return List.of();
        }
        String text = INVISIBLE
                .matcher(Normalizer.normalize(prefix(content), Normalizer.Form.NFKC))
                .replaceAll("");
        PatternFinder.Found shaped = PatternFinder.find(text);
        List<EntityCandidate> candidates = new ArrayList<>(shaped.candidates());
        candidates.addAll(CapitalisedPhraseFinder.find(shaped.masked()));
        candidates.sort(Comparator.comparingInt(EntityCandidate::start).thenComparing(EntityCandidate::kind));
        Map<String, Entity> byKey = new LinkedHashMap<>();
        Map<String, String> keyByName = new HashMap<>();
        for (EntityCandidate candidate : candidates) {
            String name = collapseWhitespace(candidate.name());
            if (name.codePointCount(0, name.length()) > MAX_NAME_LENGTH) {
                continue;
            }
            String key = keyByName.computeIfAbsent(name, EntityExtractor::key);
            if (key.codePointCount(0, key.length()) >= MIN_KEY_LENGTH) {
                byKey.putIfAbsent(key, new Entity(name, key, candidate.kind()));
            }
            if (byKey.size() == MAX_ENTITIES) {
                break;
            }
        }
        return List.copyOf(byKey.values());
    }

    /**
     * The normalised key under which "Beth", "beth", "BETH" and "Beth's" meet: Unicode NFKC, invisible format
     * characters removed, apostrophe variants unified, lower case ({@link Locale#ROOT}), surrounding punctuation
     * and final possessive 's stripped, whitespace collapsed to one space. Diacritics are kept ("josé" is not
     * "jose"). Used for entities found in text and for those the API caller supplies; may return "" when the name
     * has no letter or digit.
     */
    public static String key(String name) {
        Objects.requireNonNull(name, "name");
        String s = Normalizer.normalize(name, Normalizer.Form.NFKC);
        s = INVISIBLE.matcher(s).replaceAll("");
        s = APOSTROPHES.matcher(s).replaceAll("'");
        s = Normalizer.normalize(s.toLowerCase(Locale.ROOT), Normalizer.Form.NFKC);
        s = trimPunctuation(WHITESPACE.matcher(s).replaceAll(" "));
        while (s.endsWith(POSSESSIVE)) {
            s = trimPunctuation(s.substring(0, s.length() - POSSESSIVE.length()));
        }
        return s;
    }

    /** The first {@link #MAX_SCANNED_CHARS} of {@code content}, cut at a whitespace so no word is split. */
    private static String prefix(String content) {
        if (content.length() <= MAX_SCANNED_CHARS) {
            return content;
        }
        int cut = MAX_SCANNED_CHARS;
        while (cut > 0 && !Character.isWhitespace(content.charAt(cut))) {
            cut--;
        }
        return content.substring(0, cut);
    }

    /** {@code s} trimmed, with every run of whitespace or control characters replaced by one space. */
    static String collapseWhitespace(String s) {
        return WHITESPACE.matcher(s).replaceAll(" ").strip();
    }

    /** {@code s} without leading characters other than letters and digits, nor such trailing ones (marks stay). */
    private static String trimPunctuation(String s) {
        int start = 0;
        while (start < s.length() && !Character.isLetterOrDigit(s.codePointAt(start))) {
            start += Character.charCount(s.codePointAt(start));
        }
        int end = s.length();
        while (end > start && !isLetterDigitOrMark(s.codePointBefore(end))) {
            end -= Character.charCount(s.codePointBefore(end));
        }
        return s.substring(start, end);
    }

    private static boolean isLetterDigitOrMark(int codePoint) {
        int type = Character.getType(codePoint);
        return Character.isLetterOrDigit(codePoint)
                || type == Character.NON_SPACING_MARK
                || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }
}
