package io.mnemograph.store.cypher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every class a {@code .cypher} file's comments cite by package (for example {@code store.memory.VisibilityKey})
 * exists.
 */
class CypherCommentsTest {

    /** A package of the service, its sub-packages, then a class name: {@code core.graph.SpreadingActivation}. */
    private static final Pattern CITED_CLASS =
            Pattern.compile("\\b((?:core|store|pipeline|api|model|config|tools|transfer|analytics|embedding|logging)"
                    + "(?:\\.[a-z]+)*\\.[A-Z][A-Za-z0-9]*)(?:\\.([a-z][A-Za-z0-9]*))?");

    @Test
    void citedClasses_inEveryCypherComment_exist() throws IOException {
        List<String> missing = new ArrayList<>();
        int cited = 0;
        try (Stream<Path> files = Files.walk(Path.of("cypher"))) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith(".cypher")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    int comment = line.indexOf("//");
                    if (comment < 0) {
                        continue;
                    }
                    Matcher matcher = CITED_CLASS.matcher(line.substring(comment));
                    while (matcher.find()) {
                        cited++;
                        if (!citationExists(matcher.group(1), matcher.group(2))) {
                            missing.add(file + ":" + (i + 1) + " " + matcher.group());
                        }
                    }
                }
            }
        }
        assertThat(cited).as("citations found").isPositive();
        assertThat(missing)
                .as("classes or methods cited in .cypher comments that do not exist")
                .isEmpty();
    }

    @Test
    void citationExists_forAMissingClassOrMember_isFalse() {
        assertThat(citationExists("store.memory.VisibilityKey", null)).isTrue();
        assertThat(citationExists("pipeline.ActivationSpreader", null)).isFalse();
        assertThat(citationExists("store.recall.RecallTransaction", "vectorSeed"))
                .isTrue();
        assertThat(citationExists("store.recall.RecallTransaction", "noSuchMethod"))
                .isFalse();
    }

    /** Whether {@code io.mnemograph.<name>} is a class and, when a member is cited, declares a method or field so named. */
    private static boolean citationExists(String name, String member) {
        try {
            Class<?> type = Class.forName("io.mnemograph." + name);
            if (member == null) {
                return true;
            }
            return Stream.of(type.getDeclaredMethods())
                            .anyMatch(m -> m.getName().equals(member))
                    || Stream.of(type.getDeclaredFields())
                            .anyMatch(f -> f.getName().equals(member));
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
