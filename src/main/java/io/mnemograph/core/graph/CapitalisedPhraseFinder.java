package io.mnemograph.core.graph;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds names and capitalised phrases ("Caroline", "LGBTQ", "New York", "Statue of Liberty") in text whose URLs,
 * e-mails, handles and tags are already masked.
 *
 * <p>Implementation notes. Capitalisation is the only signal, so the hard case is the first word of a sentence.
 * <ol>
 *   <li>Tokens are words with inner apostrophes and hyphens ("Caroline's", "Jean-Luc"). A token is capitalised
 *       when it starts with an upper- or title-case letter, or is mixed-case ("iPhone", "eBay").</li>
 *   <li>A run is a sequence of capitalised tokens separated only by spaces, with at most
 *       {@value #MAX_CONNECTORS} connectors between two of them ("of", "van", "de"...). Sentence ends (. ! ? : ;
 *       and line breaks, except the period of "Dr." or "J."), any other punctuation and words of
 *       {@link Lexicon#isNeverName} end a run ("Hey Caroline" gives "Caroline").</li>
 *   <li>A run that starts a sentence loses its leading openers ("Remember Beth" gives "Beth"). If one word is left,
 *       it is kept when it is an acronym or camel-case ("NullPointerException"), appears capitalised mid-sentence
 *       elsewhere in the text, or is a speaker label ("Caroline: ..."); it is dropped when it is an opener or
 *       common word, appears in lower case elsewhere in the text, or ends like a common word ("Taking",
 *       "Honestly", "Happiness"); otherwise kept.</li>
 *   <li>Runs made only of weekdays and months are dropped; runs longer than {@value #MAX_PHRASE_WORDS} words are
 *       dropped as headings or shouting; text that is mostly upper case ({@value #SHOUTING_SHARE} of at least
 *       {@value #SHOUTING_MIN_WORDS} words) gives no names at all, since capitals carry no signal there.</li>
 * </ol>
 */
final class CapitalisedPhraseFinder {

    /** Longest capitalised run kept as one phrase; longer runs are headings or shouting, not names. */
    static final int MAX_PHRASE_WORDS = 6;

    /** Most connectors allowed between two capitalised words: "Lord of the Rings" needs two. */
    static final int MAX_CONNECTORS = 2;

    /** Share of all-caps words above which capitals are ignored ("I AM SO HAPPY FOR YOU"). */
    static final double SHOUTING_SHARE = 0.6;

    /** Fewest words before the shouting rule applies, so a short "NASA and ESA" still counts. */
    static final int SHOUTING_MIN_WORDS = 4;

    private static final Pattern WORD =
            Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}]*+(?:['\u2019\\-][\\p{L}\\p{M}\\p{N}]++)*+");
    private static final Pattern POSSESSIVE = Pattern.compile("['\u2019]s$");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final String SENTENCE_ENDS = "!?:;\n\r\u2028\u2029";

    private final String text;
    private final List<Token> tokens = new ArrayList<>();
    private final Set<String> capitalisedMidSentence = new HashSet<>();
    private final Set<String> lowerCase = new HashSet<>();
    private final List<EntityCandidate> found = new ArrayList<>();

    private CapitalisedPhraseFinder(String text) {
        this.text = text;
    }

    /** The names and phrases of {@code maskedText}, in text order (not yet de-duplicated). */
    static List<EntityCandidate> find(String maskedText) {
        CapitalisedPhraseFinder finder = new CapitalisedPhraseFinder(maskedText);
        finder.tokenise();
        if (!finder.isShouting()) {
            finder.scanRuns();
        }
        return finder.found;
    }

    private record Token(
            int start,
            int end,
            String word,
            String lex,
            boolean capitalised,
            boolean allCaps,
            boolean sentenceStart,
            boolean runBreak) {}

    private void tokenise() {
        Matcher m = WORD.matcher(text);
        Token previous = null;
        while (m.find()) {
            String word = m.group();
            String gap = text.substring(previous == null ? 0 : previous.end(), m.start());
            boolean sentenceStart = previous == null || endsSentence(gap, previous);
            Token token = new Token(
                    m.start(),
                    m.end(),
                    word,
                    Lexicon.lexKey(word),
                    isCapitalised(word),
                    isAllCaps(word),
                    sentenceStart,
                    sentenceStart || previous == null || breaksRun(gap, previous));
            if (token.capitalised() && !sentenceStart) {
                capitalisedMidSentence.add(token.lex());
            } else if (Character.isLowerCase(word.codePointAt(0)) && !token.capitalised()) {
                lowerCase.add(token.lex());
            }
            tokens.add(token);
            previous = token;
        }
    }

    private static boolean endsSentence(String gap, Token previous) {
        for (int i = 0; i < gap.length(); i++) {
            char c = gap.charAt(i);
            if (SENTENCE_ENDS.indexOf(c) >= 0 || (c == '.' && !isAbbreviation(previous))) {
                return true;
            }
        }
        return false;
    }

    private static boolean breaksRun(String gap, Token previous) {
        for (int i = 0; i < gap.length(); i++) {
            char c = gap.charAt(i);
            if (!Character.isWhitespace(c) && !Character.isSpaceChar(c) && !(c == '.' && isAbbreviation(previous))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAbbreviation(Token previous) {
        return Lexicon.isAbbreviation(previous.lex()) || (previous.word().length() == 1 && previous.capitalised());
    }

    private static boolean isCapitalised(String word) {
        int first = word.codePointAt(0);
        if (Character.isUpperCase(first) || Character.isTitleCase(first)) {
            return true;
        }
        return Character.isLowerCase(first) && word.codePoints().skip(1).anyMatch(Character::isUpperCase);
    }

    /** An upper-case letter after a lower-case one: "NullPointerException", "iPhone", "McDonald". */
    private static boolean isCamelCase(String word) {
        boolean lowerSeen = false;
        for (int i = 0; i < word.length(); i = word.offsetByCodePoints(i, 1)) {
            int c = word.codePointAt(i);
            if (lowerSeen && Character.isUpperCase(c)) {
                return true;
            }
            lowerSeen = Character.isLowerCase(c);
        }
        return false;
    }

    private static boolean isAllCaps(String word) {
        return letterCount(word) >= 2 && word.codePoints().noneMatch(Character::isLowerCase);
    }

    private static long letterCount(String word) {
        return word.codePoints().filter(Character::isLetter).count();
    }

    private boolean isShouting() {
        long words = tokens.stream().filter(t -> letterCount(t.word()) >= 2).count();
        long shouted = tokens.stream().filter(Token::allCaps).count();
        return words >= SHOUTING_MIN_WORDS && shouted >= SHOUTING_SHARE * words;
    }

    private void scanRuns() {
        List<Token> run = new ArrayList<>();
        List<Token> connectors = new ArrayList<>();
        boolean atSentenceStart = true;
        boolean runAtSentenceStart = false;
        for (Token token : tokens) {
            if (token.runBreak()) {
                flush(run, runAtSentenceStart);
                connectors.clear();
                atSentenceStart = atSentenceStart || token.sentenceStart();
            }
            if (!run.isEmpty() && Lexicon.isConnector(token.lex()) && connectors.size() < MAX_CONNECTORS) {
                connectors.add(token);
            } else if (token.capitalised() && !Lexicon.isNeverName(token.lex())) {
                if (run.isEmpty()) {
                    runAtSentenceStart = atSentenceStart;
                }
                run.addAll(connectors);
                connectors.clear();
                run.add(token);
                atSentenceStart = false;
            } else {
                flush(run, runAtSentenceStart);
                connectors.clear();
                atSentenceStart = atSentenceStart && token.capitalised();
            }
        }
        flush(run, runAtSentenceStart);
    }

    private void flush(List<Token> run, boolean atSentenceStart) {
        int from = 0;
        while (atSentenceStart
                && from < run.size()
                && Lexicon.isOpener(run.get(from).lex())) {
            from++;
        }
        List<Token> segment = List.copyOf(run.subList(from, run.size()));
        run.clear();
        if (segment.isEmpty()
                || segment.size() > MAX_PHRASE_WORDS
                || segment.stream().allMatch(t -> Lexicon.isTimeWord(t.lex()))) {
            return;
        }
        if (segment.size() == 1 && !keepsSingleWord(segment.get(0), atSentenceStart)) {
            return;
        }
        Token first = segment.get(0);
        Token last = segment.get(segment.size() - 1);
        String name = POSSESSIVE
                .matcher(SPACES.matcher(text.substring(first.start(), last.end()))
                        .replaceAll(" "))
                .replaceFirst("");
        found.add(new EntityCandidate(first.start(), name, segment.size() == 1 ? EntityKind.NAME : EntityKind.PHRASE));
    }

    private boolean keepsSingleWord(Token token, boolean atSentenceStart) {
        if (letterCount(token.word()) < 2) {
            return false;
        }
        if (!atSentenceStart || token.allCaps() || isCamelCase(token.word())) {
            return true;
        }
        if (Lexicon.isOpener(token.lex()) || Lexicon.isCommonWord(token.lex())) {
            return false;
        }
        if (capitalisedMidSentence.contains(token.lex()) || isSpeakerLabel(token)) {
            return true;
        }
        return !lowerCase.contains(token.lex()) && !Lexicon.hasCommonWordSuffix(token.lex());
    }

    private boolean isSpeakerLabel(Token token) {
        return token.end() < text.length() && text.charAt(token.end()) == ':';
    }
}
