package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A table of real-sounding texts with the entity keys each must yield and the ones it must not. */
class EntityExtractorTableTest {

    private final EntityExtractor extractor = new EntityExtractor();

    static Stream<Arguments> table() {
        return Stream.of(
                // LoCoMo-like chat turns: the speaker label matters
                row(
                        "Caroline: I went to a LGBTQ support group yesterday and it was so powerful.",
                        found("caroline", "lgbtq"),
                        missing("i", "yesterday", "support group")),
                row(
                        "Melanie: Hey Caroline! Good to see you! I'm swamped with the kids & work.",
                        found("melanie", "caroline"),
                        missing("hey", "good", "i'm", "i")),
                row(
                        "Caroline: Thanks, Melanie! This necklace is a gift from my grandma in my home country, Sweden.",
                        found("caroline", "melanie", "sweden"),
                        missing("thanks", "this")),
                row(
                        "Melanie: Wow, Caroline, sounds like the parade was an awesome experience!",
                        found("melanie", "caroline"),
                        missing("wow", "sounds")),
                row(
                        "Melanie: It was Matt Patterson, he is so talented! His voice and songs were amazing.",
                        found("melanie", "matt patterson"),
                        missing("it", "his", "matt", "patterson")),
                row(
                        "Caroline: Our group, 'Connected LGBTQ Activists', is made of all kinds of people.",
                        found("caroline", "connected lgbtq activists"),
                        missing("our", "lgbtq")),
                row(
                        "Melanie: Hey Caroline, since we last chatted, I ran a charity race last Saturday.",
                        found("melanie", "caroline"),
                        missing("saturday", "last saturday", "hey")),
                row(
                        "Jon: Thanks, Gina - really appreciate your words! Dance has the power to bring us together.",
                        found("jon", "gina"),
                        missing("thanks", "really")),
                row(
                        "Tim: I went to a place in London a few years ago - it was like walking into a Harry Potter movie!",
                        found("tim", "london", "harry potter"),
                        missing("i", "potter", "harry")),
                row(
                        "Joanna: I watched \"The Lord of the Rings\" Trilogy last night! It was awesome!",
                        found("joanna", "lord of the rings"),
                        missing("the", "it", "night")),
                row(
                        "Sam: Hey Ev! Long time no chat. How's it going? Hope all is well.",
                        found("sam", "ev"),
                        missing("hey", "long", "how", "hope")),
                row(
                        "Evan: Taking care of ourselves is so important. Honestly, it's hard.",
                        found("evan"),
                        missing("taking", "honestly", "it")),
                row(
                        "Nate: Supporting each other is key. Supporting is what we do, right?",
                        found("nate"),
                        missing("supporting")),
                row(
                        "Dave: Cool, Cal! Doing a show in Tokyo, wow! I'm sure the audience is gonna love it.",
                        found("dave", "cal", "tokyo"),
                        missing("cool", "doing", "wow")),
                // notes and instructions
                row(
                        "Remember Beth's birthday is in May. beth likes tulips; BETH hates lilies.",
                        found("beth"),
                        missing("remember", "may", "beth's")),
                row(
                        "Always call Mom on Sunday. Never book flights with Ryanair again.",
                        found("mom", "ryanair"),
                        missing("always", "never", "sunday")),
                row(
                        "Note: the dentist, Dr. Alvarez, moved to 5th Avenue in Brooklyn.",
                        found("alvarez", "brooklyn"),
                        missing("note", "dr", "dr. alvarez")),
                row(
                        "We drove across the Golden Gate Bridge and then flew to New York on Friday.",
                        found("golden gate bridge", "new york"),
                        missing("we", "friday", "the golden gate bridge")),
                row(
                        "The Great Barrier Reef is dying; the Statue of Liberty is fine.",
                        found("great barrier reef", "statue of liberty"),
                        missing("the", "great")),
                row(
                        "Last Saturday we watched Friday Night Lights and celebrated the Fourth of July.",
                        found("friday night lights", "fourth of july"),
                        missing("saturday", "last saturday", "we")),
                row(
                        "I met Will at the market; will you come? May Chen said hi.",
                        found("will", "may chen"),
                        missing("i", "may", "hi")),
                row(
                        "Ludwig van Beethoven and Vincent van Gogh were artists; Van Morrison is a singer.",
                        found("ludwig van beethoven", "vincent van gogh", "van morrison"),
                        missing("ludwig", "van")),
                row(
                        "Dear Mel, thanks for the lovely card! Love, Caroline",
                        found("mel", "caroline"),
                        missing("dear", "love")),
                row(
                        "Dr. Smith moved to St. Louis with J. K. Rowling's books.",
                        found("smith", "st. louis", "j. k. rowling"),
                        missing("dr", "rowling's")),
                // handles, tags, e-mails, URLs and code-ish text
                row(
                        "Email bob.smith@example.com or ping @bob_smith on Slack, cc #release-notes.",
                        found("bob.smith@example.com", "bob_smith", "slack", "release-notes"),
                        missing("email", "example.com", "bob")),
                row(
                        "Note: always run `mvn verify` before pushing to https://github.com/acme/mnemograph/pull/42.",
                        found("https://github.com/acme/mnemograph/pull/42"),
                        missing("note", "github", "mvn")),
                row(
                        "Visit www.example.org/docs (see the FAQ) and https://en.wikipedia.org/wiki/Foo_(bar).",
                        found("www.example.org/docs", "faq", "https://en.wikipedia.org/wiki/foo_(bar"),
                        missing("visit", "example.org")),
                row(
                        "The colour #ff0000 is red, #fff is white, #Travel is a tag, C# a language; see issue #42.",
                        found("fff", "travel"),
                        missing("ff0000", "42", "c")),
                row(
                        "Deploy failed: NullPointerException in OrderService.java line 42, see JIRA-1234.",
                        found("nullpointerexception", "orderservice", "jira-1234"),
                        missing("deploy", "line")),
                row(
                        "I use my iPhone to sell stuff on eBay and macOS for work.",
                        found("iphone", "ebay", "macos"),
                        missing("i", "stuff")),
                row(
                        "Send the report to ANNA.K@Example.COM before noon, cc @Mel.",
                        found("anna.k@example.com", "mel"),
                        missing("send", "anna", "example.com")),
                // quotes
                row(
                        "She said \u201CBecoming Nicole\u201D changed her life, and I loved \"Charlotte's Web\".",
                        found("becoming nicole", "charlotte's web"),
                        missing("she", "i")),
                row(
                        "He called it \u2018the big one\u2019 and I said 'sure'. Rock 'n' roll!",
                        found("big one"),
                        missing("sure", "n", "he")),
                row(
                        "Mel's and James' kids' toys are in the dogs' room, not in 'Toy Story'.",
                        found("mel", "james", "toy story"),
                        missing("s", "kids", "dogs")),
                row(
                        "He said \"I think we should go to the market tomorrow after the rain stops\" and left.",
                        found(),
                        missing("i think we should go to the market tomorrow after the rain stops")),
                // non-English names and scripts
                row(
                        "José and Zoë met Nguyễn Thị Lan at the Café de Flore in Paris.",
                        found("josé", "zoë", "nguyễn thị lan", "café de flore", "paris"),
                        missing("jose", "zoe")),
                row(
                        "Søren Kierkegaard lived in København; Björk comes from Reykjavík.",
                        found("søren kierkegaard", "københavn", "björk", "reykjavík"),
                        missing()),
                row("Мария поехала в Москву с Иваном.", found("мария", "москву", "иваном"), missing()),
                row("田中さんは東京に住んでいます。", found(), missing("田中さんは東京に住んでいます")),
                // hostile, empty and odd strings
                row("", found(), missing()),
                row("   \n\t  ", found(), missing()),
                row(
                        "I AM SO HAPPY FOR YOU, THIS IS AMAZING NEWS!!!",
                        found(),
                        missing("i", "am", "so happy", "happy", "amazing news")),
                row("@@@ ### !!! ''' \"\"\" ... http:// www. #1 @ # a b c", found(), missing("http", "www", "1", "a")),
                row(
                        "Robert'); DROP TABLE Students;-- <script>alert('x')</script>",
                        found("robert"),
                        missing("x", "script")),
                row(
                        "\uFF23\uFF41\uFF52\uFF4F\uFF4C\uFF49\uFF4E\uFF45 went to \uFF30\uFF41\uFF52\uFF49\uFF53.",
                        found("caroline", "paris"),
                        missing()),
                row(
                        "Zero\u200BWidth joiners and bidi \u202Econtrols\u202C hide in Caro\u200Bline's text.",
                        found("zerowidth", "caroline"),
                        missing("zero", "width", "caro")),
                row(
                        "\uD83D\uDE00\uD83C\uDF89 Party with Mel \uD83C\uDF82 at Joe's \uD83C\uDF7B",
                        found("mel", "joe"),
                        missing()));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("table")
    void extract_tableRow_findsExpectedKeysAndNotOthers(String text, List<String> found, List<String> missing) {
        List<String> keys = extractor.extract(text).stream().map(Entity::key).toList();

        assertThat(keys).containsAll(found).doesNotHaveDuplicates();
        assertThat(missing).allSatisfy(key -> assertThat(keys).doesNotContain(key));
    }

    private static Arguments row(String text, List<String> found, List<String> missing) {
        return Arguments.of(text, found, missing);
    }

    private static List<String> found(String... keys) {
        return List.of(keys);
    }

    private static List<String> missing(String... keys) {
        return List.of(keys);
    }
}
