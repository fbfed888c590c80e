package io.mnemograph.core.graph;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The word lists that tell a capitalised name from a capitalised common word, looked up by {@link #lexKey}.
 *
 * <p>Implementation notes: English only, hand-written for chat turns and notes (LoCoMo-like text). Four lists:
 * <ol>
 *   <li>{@link #isNeverName}: function words, pronouns, interjections, titles and relative time words. They are
 *       never (part of) an entity and split a run of capitalised words: "Hey Caroline" gives "Caroline".</li>
 *   <li>{@link #isOpener}: verbs, adverbs and adjectives that open sentences ("Remember", "Honestly", "Happy").
 *       Stripped from the front of a sentence-initial run ("Remember Beth" gives "Beth"), rejected alone there;
 *       mid-sentence they stay names ("I met Will").</li>
 *   <li>{@link #isCommonWord}: words that often start place names ("Great Barrier Reef", "New York") but are
 *       common words alone at a sentence start ("Great!"): rejected only as a single sentence-initial word.</li>
 *   <li>{@link #isTimeWord}: weekdays and months. A segment made only of them is dropped ("last Saturday"),
 *       inside a longer name they stay ("Fourth of July", "Friday Night Lights").</li>
 * </ol>
 * Connectors ({@link #isConnector}) join capitalised words inside one name: "Statue of Liberty", "Ludwig van
 * Beethoven", "Lord of the Rings".
 */
final class Lexicon {

    private static final Pattern CLITIC = Pattern.compile("(?:n't|'(?:s|m|re|ve|d|ll))$");

    /** Stretched interjections: "Hmmm", "Ahhh", "Wooow", "Hahaha", "Yaaay", "Sooo". */
    private static final Pattern INTERJECTION = Pattern.compile(
            "h+m+|a+h+|o+h*|u+h+|u+m+|w+o+w*|w+o+h+o+|(?:h+a+)+h*|(?:h+e+)+h*|(?:l+o+)+l+|y+a+y+|a+w+|s+o+|o+k+");

    private static final Set<String> NEVER_NAMES = words(
            // pronouns
            """
            i me my mine myself you your yours yourself yourselves he him his himself she her hers herself it its
            itself we us our ours ourselves they them their theirs themselves y'all ya u ur someone somebody
            something anyone anybody anything everyone everybody everything nobody nothing noone
            """,
            // determiners and quantifiers
            """
            a an the this that these those some any each every all both either neither no none another other others
            such many much more most few several lots lot
            """,
            // question words and deictics
            """
            what which who whom whose where when why how whatever whoever wherever whenever here there then now
            """,
            // auxiliaries ("will" is an opener, "may" a time word: both are also names)
            """
            am is are was were be been being do does did done have has had shall should would could can must might
            ought ca wo ai gonna wanna gotta
            """,
            // prepositions
            """
            about above across after against along among around as at before behind below beneath beside between
            beyond by despite down during except for from in inside into near of off on onto out outside over per
            since through throughout till til to toward towards under until up upon via with within without
            """,
            // conjunctions
            """
            and or but nor so yet because cause cuz although though if unless whether while whereas than also too
            not
            """,
            // interjections and greetings
            """
            hey hi hello hiya howdy yo bye goodbye thanks thank thx ty please pls plz yes yeah yea yep yup nope nah
            ok okay oh ah aha aw aww awww wow whoa woah oops hmm hm um uh er lol lmao rofl omg btw fyi tbh imo imho
            idk asap haha hahaha hehe cheers congrats congratulations welcome dear ps re fwd yay yum yummy phew whew
            yoohoo woohoo wohoo hooray yikes gosh geez jeez dang darn ugh argh meh eh huh ooh ohh aah uhh yippee
            c'mon cmon bravo kudos alas hurray shh psst hah ha nvm np ikr omw
            """,
            // titles
            """
            mr mrs ms miss mx dr prof sir madam mme mlle jr sr
            """,
            // relative time
            """
            today tomorrow yesterday tonight last next ago later soon recently lately pm
            """,
            // misc abbreviations
            """
            etc vs eg ie aka tl
            """);

    private static final Set<String> OPENERS = words(
            // modal and common verbs, imperatives
            """
            will let lets remember reminder note notes update todo question answer summary edit warning important
            tip fact idea plan goal sounds sound looks look seems see check take make get got go went come came keep
            give gave tell told ask asked call called meet met love loved like liked hope wish want wanted need
            needed try tried think thought know knew guess feel felt bet missed buy send use run add fix find found
            bring read write start stop wait watch listen play pick put set turn open close pay visit join spill say
            said talk share agree agreed lost made had saw heard took left kept brought bought began ran wrote sent
            spent won paid sat stood taught caught fell grew drew threw wore chose rode broke spoke forgot ate drank
            swam sang slept built learned learnt helped worked played watched visited started finished happened
            decided realized realised noticed moved stayed enjoyed appreciate appreciated reminds reminded means
            makes gives helps keeps feels thinks knows goes gets takes comes wants loves likes says hang enjoy
            imagine believe mind stay hold follow explore consider remind celebrate continue focus relax rest forget
            sign good-bye turns turned anytime enough whatever nevermind mainly mostly nearly likely simply truly
            clearly certainly literally barely hardly highly rarely slowly quickly checked catch man dude bro gotcha
            looky varies determined positive worries deploy install build test merge push pull commit release revert
            restart rebuild upgrade remove delete create review ship rename move copy clean configure enable disable
            """,
            // adverbs and discourse markers
            """
            just always never maybe perhaps actually really still even only anyway anyways besides however honestly
            seriously basically finally luckily unfortunately fortunately hopefully personally apparently obviously
            definitely absolutely totally exactly indeed instead meanwhile otherwise plus again well alright
            sometimes usually often once first lastly overall speaking super pretty very quite almost already
            """,
            // adjectives that open replies
            """
            happy merry good nice cool awesome amazing wonderful fantastic beautiful lovely sweet fun sorry sure
            true right fine glad proud excited thrilled interesting incredible brilliant perfect sad bummer cute
            gorgeous stunning impressive exciting neat wild crazy tough lucky thankful grateful mixed tired stressed
            blessed bored amazed inspired motivated interested surprised worried scared relieved impressed pleased
            honored honoured busy funny weird strange unconditional
            """);

    private static final Set<String> COMMON_WORDS = words("""
            great new old big small little best better second third long high low same different real whole full
            free early late hard easy young dark bright red blue green black white golden silver north south east
            west central upper lower life work people kids family school home time things stuff meeting dinner lunch
            breakfast music art yoga name email phone code bug error step steps result results status task tasks
            nature exercise fitness users pets dogs cats friends books movies games sports food health love fun
            travel way god one two three four five six seven eight nine ten eleven twelve twenty hundred thousand
            million half both everyone
            """);

    private static final Set<String> TIME_WORDS = words("""
            monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
            january february march april may june july august september october november december jan feb mar apr
            jun jul aug sep sept oct nov dec weekend morning afternoon evening night
            """);

    /** Endings of common words that names rarely have; "-ing" covers "Taking", "Feeling", "Seeing". */
    private static final List<String> COMMON_SUFFIXES = wordList("""
            ing ness ment tion sion ful less ous ably ibly ently antly ately ively ically ially ually fully ously
            urely
            """);

    /** Letters a word must have before a suffix for the suffix rule to apply ("Sting" is no gerund). */
    private static final int MIN_STEM_LENGTH = 2;

    private static final Set<String> CONNECTORS = words("""
            of the de da di dos das del della der den van von du la le los las bin ibn al y
            """);

    private static final Set<String> ABBREVIATIONS = words("""
            mr mrs ms mx dr prof st mt ft jr sr vs etc co inc ltd corp ave rd blvd gen col capt lt sgt rev hon
            """);

    private Lexicon() {}

    /** The words of one or more blank-separated lists, as a set. */
    private static Set<String> words(String... lists) {
        return Set.copyOf(wordList(lists));
    }

    /** The words of one or more blank-separated lists, in order. */
    private static List<String> wordList(String... lists) {
        return Arrays.stream(lists)
                .flatMap(list -> Arrays.stream(list.trim().split("\\s+")))
                .toList();
    }

    /** Lower-case form of a word without its clitic ("It's" -> "it", "I'm" -> "i", "don't" -> "do"). */
    static String lexKey(String word) {
        String lower = word.replace('\u2019', '\'').toLowerCase(Locale.ROOT);
        return CLITIC.matcher(lower).replaceFirst("");
    }

    static boolean isNeverName(String lexKey) {
        return NEVER_NAMES.contains(lexKey) || INTERJECTION.matcher(lexKey).matches();
    }

    static boolean isOpener(String lexKey) {
        return OPENERS.contains(lexKey);
    }

    static boolean isCommonWord(String lexKey) {
        return COMMON_WORDS.contains(lexKey);
    }

    /**
     * Whether the word ends like an English adverb, abstract noun or adjective ("Honestly", "Happiness",
     * "Wonderful") and is long enough that the ending is a suffix; used only for sentence-initial words.
     */
    static boolean hasCommonWordSuffix(String lexKey) {
        for (String suffix : COMMON_SUFFIXES) {
            if (lexKey.length() >= suffix.length() + MIN_STEM_LENGTH && lexKey.endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    static boolean isTimeWord(String lexKey) {
        return TIME_WORDS.contains(lexKey);
    }

    static boolean isConnector(String lexKey) {
        return CONNECTORS.contains(lexKey);
    }

    /** Whether a period after this word is part of an abbreviation ("Dr.", "St.") rather than a sentence end. */
    static boolean isAbbreviation(String lexKey) {
        return ABBREVIATIONS.contains(lexKey);
    }
}
