package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The extractor's contract beyond the table: keys, kinds, de-duplication, caps and client entities. */
class EntityExtractorTest {

    private final EntityExtractor extractor = new EntityExtractor();

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Beth",
                "beth",
                "BETH",
                "Beth's",
                "Beth\u2019s",
                "BETH'S",
                " Beth. ",
                "(Beth)",
                "@Beth",
                "#beth",
                "\"Beth\"",
                "B\u200Beth",
                "\uFF22\uFF45\uFF54\uFF48"
            })
    void key_variantsOfOneName_meet(String variant) {
        assertThat(EntityExtractor.key(variant)).isEqualTo("beth");
    }

    @Test
    void key_pluralPossessive_stripsOnlyTheApostrophe() {
        assertThat(EntityExtractor.key("James'")).isEqualTo("james");
        assertThat(EntityExtractor.key("Beths'")).isEqualTo("beths");
    }

    @Test
    void key_whitespaceAndCompatibilityForms_normalised() {
        assertThat(EntityExtractor.key("  New \t York\n")).isEqualTo("new york");
        assertThat(EntityExtractor.key("\uFB01ona")).isEqualTo("fiona");
        assertThat(EntityExtractor.key("Golden Gate Bridge's")).isEqualTo("golden gate bridge");
    }

    @Test
    void key_diacritics_kept() {
        assertThat(EntityExtractor.key("Jos\u00E9")).isEqualTo("jos\u00E9").isNotEqualTo(EntityExtractor.key("Jose"));
        assertThat(EntityExtractor.key("Jose\u0301")).isEqualTo("jos\u00E9");
    }

    @Test
    void key_noLetterOrDigit_isEmpty() {
        assertThat(EntityExtractor.key("!!! ... '")).isEmpty();
    }

    @Test
    void key_null_throws() {
        assertThatThrownBy(() -> EntityExtractor.key(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void extract_eachKind_recognised() {
        String text = "Caroline met Matt Patterson (@matt, matt@example.com) at #pride; see https://example.com/p "
                + "and \u201CBecoming Nicole\u201D.";

        assertThat(extractor.extract(text))
                .extracting(Entity::name, Entity::key, Entity::kind)
                .containsExactly(
                        tuple("Caroline", "caroline", EntityKind.NAME),
                        tuple("Matt Patterson", "matt patterson", EntityKind.PHRASE),
                        tuple("@matt", "matt", EntityKind.HANDLE),
                        tuple("matt@example.com", "matt@example.com", EntityKind.EMAIL),
                        tuple("#pride", "pride", EntityKind.TAG),
                        tuple("https://example.com/p", "https://example.com/p", EntityKind.URL),
                        tuple("Becoming Nicole", "becoming nicole", EntityKind.QUOTED));
    }

    @Test
    void extract_sameKeyTwice_keepsFirstMention() {
        List<Entity> entities = extractor.extract("Beth called. I told BETH's mom about @beth and #Beth.");

        assertThat(entities).containsExactly(new Entity("Beth", "beth", EntityKind.NAME));
    }

    @Test
    void extract_possessiveName_namedWithoutIt() {
        assertThat(extractor.extract("We went to Caroline's place."))
                .extracting(Entity::name)
                .containsExactly("Caroline");
    }

    @Test
    void extract_blankOrEmpty_returnsNothing() {
        assertThat(extractor.extract("")).isEmpty();
        assertThat(extractor.extract(" \n\t ")).isEmpty();
    }

    @Test
    void extract_null_throws() {
        assertThatThrownBy(() -> extractor.extract(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void extract_manyNames_keepsTheFirstMaxEntities() {
        List<String> names =
                IntStream.range(0, 50).mapToObj(EntityExtractorTest::name).toList();
        String text = names.stream().map(n -> "I met " + n + ".").collect(Collectors.joining(" "));

        List<Entity> entities = extractor.extract(text);

        assertThat(entities).hasSize(EntityExtractor.MAX_ENTITIES);
        assertThat(entities)
                .extracting(Entity::name)
                .containsExactlyElementsOf(names.subList(0, EntityExtractor.MAX_ENTITIES));
    }

    @Test
    void extract_nameLongerThanMax_dropped() {
        String longUrl = "https://example.com/" + "a".repeat(EntityExtractor.MAX_NAME_LENGTH);
        String longQuote = "\u201C" + "Abc".repeat(40) + "\u201D";

        assertThat(extractor.extract("See " + longUrl + " and " + longQuote + " with Mel."))
                .extracting(Entity::key)
                .containsExactly("mel");
    }

    @Test
    void extract_veryLongText_scansOnlyThePrefix() {
        String filler =
                "we talked about nothing in particular for a while. ".repeat(EntityExtractor.MAX_SCANNED_CHARS / 40);
        String text = "Caroline said hi. " + filler + "Melanie never appears.";

        assertThat(extractor.extract(text)).extracting(Entity::key).containsExactly("caroline");
    }

    @Test
    void extract_hostileRepetitions_finishQuickly() {
        List<String> hostile = List.of(
                "\"a".repeat(100_000),
                "'a ".repeat(70_000),
                "\u201C".repeat(100_000),
                "\u2018a\u2019b".repeat(50_000),
                "a@".repeat(100_000),
                "@a.".repeat(70_000),
                "#a".repeat(100_000),
                "http://" + "a".repeat(200_000),
                "Mr. ".repeat(50_000),
                "Aa ".repeat(70_000),
                "x.".repeat(100_000),
                "Remember ".repeat(20_000) + "Beth",
                "Lord of ".repeat(20_000));
        long start = System.nanoTime();

        hostile.forEach(
                text -> assertThat(extractor.extract(text)).hasSizeLessThanOrEqualTo(EntityExtractor.MAX_ENTITIES));

        assertThat((System.nanoTime() - start) / 1e9).isLessThan(30.0);
    }

    @Test
    void fromClient_name_keyedLikeExtractedEntities() {
        Entity entity = Entity.fromClient("  Beth's \n Garden ");

        assertThat(entity).isEqualTo(new Entity("Beth's Garden", "beth's garden", EntityKind.CLIENT));
        assertThat(Entity.fromClient("R").key()).isEqualTo("r");
    }

    @Test
    void fromClient_noLetterOrDigit_throws() {
        assertThatThrownBy(() -> Entity.fromClient(" ?! "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("letter or digit");
    }

    @Test
    void fromClient_tooLong_throws() {
        assertThatThrownBy(() -> Entity.fromClient("x".repeat(EntityExtractor.MAX_NAME_LENGTH + 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most");
    }

    @Test
    void entity_blankKey_throws() {
        assertThatThrownBy(() -> new Entity("x", " ", EntityKind.NAME))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("key");
    }

    private static String name(int i) {
        return "Zed" + (char) ('a' + i / 26) + (char) ('a' + i % 26);
    }
}
