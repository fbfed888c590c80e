package io.mnemograph;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** No main class over {@value #MAX_LINES} lines (CONTRIBUTING.md: small classes). */
class SourceSizeTest {

    private static final int MAX_LINES = 400;

    @Test
    void mainSources_noneOver400Lines() throws IOException {
        Path root = Path.of("src/main/java");
        Map<String, Long> tooLong = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = root.relativize(file).toString().replace('\\', '/');
                long lines;
                try (Stream<String> text = Files.lines(file)) {
                    lines = text.count();
                }
                if (lines > MAX_LINES) {
                    tooLong.put(name, lines);
                }
            }
        }
        assertThat(tooLong)
                .as("main classes over %d lines (split them)", MAX_LINES)
                .isEmpty();
    }
}
