package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants of the extractor and the key on arbitrary text. */
class EntityExtractorProperties {

    private final EntityExtractor extractor = new EntityExtractor();

    @Property(tries = 300)
    void extract_anyText_entitiesAreBoundedUniqueAndKeyedByTheirName(@ForAll("texts") String text) {
        List<Entity> entities = extractor.extract(text);

        assertThat(entities).hasSizeLessThanOrEqualTo(EntityExtractor.MAX_ENTITIES);
        assertThat(entities).extracting(Entity::key).doesNotHaveDuplicates();
        assertThat(entities).allSatisfy(entity -> {
            assertThat(entity.key()).isEqualTo(EntityExtractor.key(entity.name()));
            assertThat(entity.key().codePointCount(0, entity.key().length()))
                    .isGreaterThanOrEqualTo(EntityExtractor.MIN_KEY_LENGTH);
            assertThat(entity.name().codePointCount(0, entity.name().length()))
                    .isLessThanOrEqualTo(EntityExtractor.MAX_NAME_LENGTH);
        });
    }

    @Property(tries = 300)
    void key_appliedTwice_isStable(@ForAll("texts") String name) {
        String key = EntityExtractor.key(name);

        assertThat(EntityExtractor.key(key)).isEqualTo(key);
    }

    @Property(tries = 200)
    void key_caseAndPossessive_doNotMatter(@ForAll("words") String word) {
        String key = EntityExtractor.key(word);

        assertThat(EntityExtractor.key(word.toUpperCase(java.util.Locale.ROOT) + "'s"))
                .isEqualTo(key);
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> pieces = Arbitraries.oneOf(
                Arbitraries.of(
                        "Caroline",
                        "New York",
                        "I",
                        "The",
                        "Hey",
                        "'",
                        "\"",
                        "\u201C",
                        "\u201D",
                        "\u2019s",
                        "@mel",
                        "#tag",
                        "a@b.co",
                        "https://x.org/a_(b)",
                        ".",
                        ",",
                        ":",
                        "!",
                        "\n",
                        " ",
                        "  ",
                        "Jos\u00E9",
                        "Zo\u00EB",
                        "\u0301",
                        "\u200B",
                        "\uFF21",
                        "\uD83D\uDE00",
                        "of",
                        "van",
                        "Dr.",
                        "'s"),
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(12),
                Arbitraries.strings().all().ofMaxLength(6));
        return pieces.list().ofMaxSize(30).map(list -> String.join(" ", list));
    }

    @Provide
    Arbitrary<String> words() {
        return Arbitraries.strings()
                .withCharRange('a', 'z')
                .ofMinLength(2)
                .ofMaxLength(12)
                .filter(w -> !w.endsWith("s"));
    }
}
