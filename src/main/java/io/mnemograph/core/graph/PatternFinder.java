package io.mnemograph.core.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the entities that have a shape of their own: URLs, e-mail addresses, {@code @handles}, {@code #tags} and
 * quoted terms; and masks the first four so the capitalised-word scan does not read names inside them.
 *
 * <p>Implementation notes: URLs are found first, then e-mails, handles and tags in the text with the earlier finds
 * masked, so "https://x.com/#top" is no tag and "ann@example.com" no handle. Masked characters become
 * {@link #MASK} (not a letter and not a space), so a mask also breaks a run of capitalised words. Every pattern is
 * possessive or bounded, so hostile input costs linear time. Quoted terms are searched in the masked text and are
 * not masked themselves: "'Connected LGBTQ Activists'" yields the quoted term and the phrase scan finds the same
 * key, which de-duplication merges.
 */
final class PatternFinder {

    /** Replaces masked characters: U+FFFC OBJECT REPLACEMENT CHARACTER, neither letter nor whitespace. */
    static final char MASK = '\uFFFC';

    /** A quoted span longer than this many words is speech, not a term. */
    static final int MAX_QUOTED_WORDS = 6;

    /** Longest quoted span looked at, in chars: bounds the work per quote mark on hostile input. */
    private static final int MAX_QUOTED_CHARS = EntityExtractor.MAX_NAME_LENGTH + 20;

    private static final Pattern URL = Pattern.compile(
            "(?i)\\b(?:https?://|ftp://|www\\.)[^\\s<>\"'`\u201C\u201D\u2018\u2019\u00AB\u00BB\uFFFC]++");
    private static final Pattern URL_PREFIX = Pattern.compile("(?i)^(?:https?://|ftp://|www\\.)");
    private static final String URL_TRAILING_PUNCTUATION = ".,;:!?*_~";

    private static final Pattern EMAIL = Pattern.compile(
            "(?<![\\p{L}\\p{N}._%+\\-])[\\p{L}\\p{N}._%+\\-]++@[\\p{L}\\p{N}\\-]++(?:\\.[\\p{L}\\p{N}\\-]++)*+");
    private static final Pattern TOP_LEVEL_DOMAIN = Pattern.compile("\\.\\p{L}{2,}$");

    private static final Pattern HANDLE =
            Pattern.compile("(?<![\\p{L}\\p{N}_.@/\\\\+\\-])@[\\p{L}\\p{N}_]++(?:[.\\-][\\p{L}\\p{N}_]++)*+");

    private static final Pattern TAG =
            Pattern.compile("(?<![\\p{L}\\p{N}_&/#\\\\])#\\p{L}[\\p{L}\\p{N}_]*+(?:-[\\p{L}\\p{N}_]++)*+");
    private static final Pattern HEX_COLOUR = Pattern.compile("#(?=[^\\d]*\\d)(?:\\p{XDigit}{3}|\\p{XDigit}{6})");

    private static final List<Pattern> QUOTES = List.of(
            Pattern.compile("(?<![\\p{L}\\p{N}])\"([^\"\\n]{1," + MAX_QUOTED_CHARS + "}?)\"(?![\\p{L}\\p{N}])"),
            Pattern.compile("\u201C([^\u201C\u201D\\n]{1," + MAX_QUOTED_CHARS + "}?)\u201D"),
            Pattern.compile("\u00AB([^\u00AB\u00BB\\n]{1," + MAX_QUOTED_CHARS + "}?)\u00BB"),
            Pattern.compile("\u201E([^\u201E\u201C\u201D\\n]{1," + MAX_QUOTED_CHARS + "}?)[\u201C\u201D]"),
            Pattern.compile("(?<![\\p{L}\\p{N}'])'((?:[^'\\n]|(?<=\\p{L})'(?=\\p{L})){1," + MAX_QUOTED_CHARS
                    + "}?)'(?![\\p{L}\\p{N}])"),
            Pattern.compile("\u2018((?:[^\u2018\u2019\\n]|(?<=\\p{L})\u2019(?=\\p{L})){1," + MAX_QUOTED_CHARS
                    + "}?)\u2019(?![\\p{L}\\p{N}])"));
    /** "The Lord of the Rings" in quotes meets the phrase scan's "Lord of the Rings", which drops "The". */
    private static final Pattern LEADING_ARTICLE = Pattern.compile("^(?i:the|an?)\\s+(?=\\S)");

    private static final Pattern EDGE_PUNCTUATION = Pattern.compile("^[\\p{P}\\p{Z}\\s]+|[\\p{P}\\p{Z}\\s]+$");

    private PatternFinder() {}

    /** The candidates found in {@code text} and the text with URLs, e-mails, handles and tags masked. */
    record Found(List<EntityCandidate> candidates, String masked) {}

    static Found find(String text) {
        List<EntityCandidate> found = new ArrayList<>();
        StringBuilder masked = new StringBuilder(text);
        findUrls(masked, found);
        findSimple(masked, EMAIL, EntityKind.EMAIL, found);
        findSimple(masked, HANDLE, EntityKind.HANDLE, found);
        findSimple(masked, TAG, EntityKind.TAG, found);
        String maskedText = masked.toString();
        findQuoted(maskedText, found);
        return new Found(found, maskedText);
    }

    private static void findUrls(StringBuilder text, List<EntityCandidate> found) {
        Matcher m = URL.matcher(text.toString());
        while (m.find()) {
            String url = trimUrl(m.group());
            String host = URL_PREFIX.matcher(url).replaceFirst("");
            if (host.codePoints().anyMatch(Character::isLetterOrDigit)) {
                found.add(new EntityCandidate(m.start(), url, EntityKind.URL));
                mask(text, m.start(), m.start() + url.length());
            }
        }
    }

    private static String trimUrl(String url) {
        int end = url.length();
        while (end > 0) {
            char last = url.charAt(end - 1);
            boolean unbalanced = (last == ')' && unbalanced(url, end, '(', ')'))
                    || (last == ']' && unbalanced(url, end, '[', ']'))
                    || (last == '}' && unbalanced(url, end, '{', '}'));
            if (URL_TRAILING_PUNCTUATION.indexOf(last) < 0 && !unbalanced) {
                break;
            }
            end--;
        }
        return url.substring(0, end);
    }

    private static boolean unbalanced(String s, int end, char open, char close) {
        int depth = 0;
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) == open) {
                depth++;
            } else if (s.charAt(i) == close) {
                depth--;
            }
        }
        return depth < 0;
    }

    private static void findSimple(StringBuilder text, Pattern pattern, EntityKind kind, List<EntityCandidate> found) {
        Matcher m = pattern.matcher(text.toString());
        while (m.find()) {
            String match = m.group();
            if (isValid(match, kind)) {
                found.add(new EntityCandidate(m.start(), match, kind));
                mask(text, m.start(), m.end());
            }
        }
    }

    private static boolean isValid(String match, EntityKind kind) {
        return switch (kind) {
            case EMAIL -> TOP_LEVEL_DOMAIN.matcher(match).find() && match.indexOf('.', match.indexOf('@')) > 0;
            case TAG -> !HEX_COLOUR.matcher(match).matches();
            default -> true;
        };
    }

    private static void findQuoted(String text, List<EntityCandidate> found) {
        for (Pattern quote : QUOTES) {
            Matcher m = quote.matcher(text);
            while (m.find()) {
                String inner = m.group(1);
                if (isTerm(inner)) {
                    String term = EDGE_PUNCTUATION.matcher(inner).replaceAll("");
                    found.add(new EntityCandidate(
                            m.start(), LEADING_ARTICLE.matcher(term).replaceFirst(""), EntityKind.QUOTED));
                }
            }
        }
    }

    /** A quoted span is a term when it is tight (no space inside the quotes), short and not a function word. */
    private static boolean isTerm(String inner) {
        if (Character.isWhitespace(inner.charAt(0))
                || Character.isWhitespace(inner.charAt(inner.length() - 1))
                || inner.indexOf(MASK) >= 0) {
            return false;
        }
        String[] words = inner.trim().split("\\s+", -1);
        if (words.length > MAX_QUOTED_WORDS) {
            return false;
        }
        String lex = Lexicon.lexKey(EDGE_PUNCTUATION.matcher(inner).replaceAll(""));
        return words.length > 1 || !(Lexicon.isNeverName(lex) || Lexicon.isOpener(lex));
    }

    private static void mask(StringBuilder text, int start, int end) {
        for (int i = start; i < end; i++) {
            text.setCharAt(i, MASK);
        }
    }
}
