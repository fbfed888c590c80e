package io.mnemograph.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's headline figures are the ones at the top of docs/evaluation.md and docs/benchmarks.md: each recall
 * figure of the README's table equals the @5 figure of the same row and column in evaluation.md's "Current figures",
 * with the same command, and the README names the speed figures of benchmarks.md's "Current figures" as they stand.
 */
class HeadlineFiguresTest {

    private static final String README_SECTION = "## Headline figures";
    private static final String CURRENT_SECTION = "## Current figures";
    private static final List<String> RECALL_COLUMNS =
            List.of("client's defaults", "threshold 0", "exact cosine (MiniLM)", "BM25", "command");
    private static final List<String> SPEED_ROWS = List.of(
            "full recall p50 / p95",
            "bare vector `SEARCH` top 10 p50 / p95",
            "batch remember (`/v1/memories/batch`, 32 per call)");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

    @Test
    void readme_headlineFigures_equalTheDocsCurrentFigures() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(recallMismatches(readme, Files.readString(Path.of("docs/evaluation.md"))))
                .as("README recall figures against docs/evaluation.md")
                .isEmpty();
        assertThat(speedMismatches(readme, Files.readString(Path.of("docs/benchmarks.md"))))
                .as("README speed figures against docs/benchmarks.md")
                .isEmpty();
    }

    @Test
    void recallMismatches_aChangedFigureOrRow_isReported() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        String evaluation = Files.readString(Path.of("docs/evaluation.md"));
        String changed = readme.replaceFirst("\\| \\*\\*0\\.629\\*\\* \\|", "| **0.631** |");
        assertThat(changed).isNotEqualTo(readme);
        assertThat(recallMismatches(changed, evaluation))
                .containsExactly("LoCoMo dev (760 questions), client's defaults: README 0.631, docs 0.629");
        String renamed = readme.replace("| MADial-Bench dev (80 cues) |", "| MADial-Bench dev (81 cues) |");
        assertThat(recallMismatches(renamed, evaluation))
                .containsExactly("MADial-Bench dev (81 cues): no such row in the docs' current figures");
    }

    @Test
    void speedMismatches_aChangedFigure_isReported() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        String benchmarks = Files.readString(Path.of("docs/benchmarks.md"));
        String changed = readme.replace("**29 / 39 ms**", "**30 / 40 ms**");
        assertThat(changed).isNotEqualTo(readme);
        assertThat(speedMismatches(changed, benchmarks))
                .containsExactly("full recall p50 / p95: docs 29 / 39 ms (run AJ, 2026-12-04), not in the README");
    }

    @Test
    void table_rowsByLabel_cellsByHeader() {
        String markdown =
                "## Current figures (today)\n\ntext\n\n| set | a | b |\n|---|---|---|\n| x (1) | **0.5** | 0.6 / 0.7 |\n"
                        + "\nafter\n\n| other | table |\n|---|---|\n| y | z |\n";
        Map<String, Map<String, String>> table = table(markdown, CURRENT_SECTION);
        assertThat(table).containsOnlyKeys("x (1)");
        assertThat(table.get("x (1)")).containsEntry("a", "**0.5**").containsEntry("b", "0.6 / 0.7");
        assertThat(firstNumber("**0.5**")).isEqualTo("0.5");
        assertThat(firstNumber("0.6 / 0.7")).isEqualTo("0.6");
    }

    /** One line per README recall figure or command that differs from the docs' current figures. */
    private static List<String> recallMismatches(String readme, String evaluation) {
        Map<String, Map<String, String>> headline = table(readme, README_SECTION);
        Map<String, Map<String, String>> current = table(evaluation, CURRENT_SECTION);
        assertThat(headline).as("rows of the README's headline table").isNotEmpty();
        List<String> mismatches = new ArrayList<>();
        headline.forEach((row, cells) -> {
            Map<String, String> docs = current.get(row);
            if (docs == null) {
                mismatches.add(row + ": no such row in the docs' current figures");
                return;
            }
            for (String column : RECALL_COLUMNS) {
                String ours = column.equals("command") ? cells.get(column) : firstNumber(cells.get(column));
                String theirs = column.equals("command") ? docs.get(column) : firstNumber(docs.get(column));
                if (ours == null || !ours.equals(theirs)) {
                    mismatches.add(row + ", " + column + ": README " + ours + ", docs " + theirs);
                }
            }
        });
        return mismatches;
    }

    /** One line per headline speed figure of the docs' current figures that the README's section does not state. */
    private static List<String> speedMismatches(String readme, String benchmarks) {
        String headline = section(readme, README_SECTION).replace("**", "");
        Map<String, Map<String, String>> current = table(benchmarks, CURRENT_SECTION);
        List<String> mismatches = new ArrayList<>();
        for (String row : SPEED_ROWS) {
            Map<String, String> cells = current.get(row);
            assertThat(cells)
                    .as("row '%s' of docs/benchmarks.md's current figures", row)
                    .isNotNull();
            String figure = cells.get("figure").replaceFirst(" \\(.*$", "");
            String run = cells.get("run").replaceFirst(",.*$", "");
            if (!headline.contains(figure) || !headline.contains(run)) {
                mismatches.add(row + ": docs " + figure + " (" + cells.get("run") + "), not in the README");
            }
        }
        return mismatches;
    }

    /** The first table under the first heading starting with {@code heading}: row label to (column header to cell). */
    static Map<String, Map<String, String>> table(String markdown, String heading) {
        List<String> rows = new ArrayList<>();
        for (String line : section(markdown, heading).split("\n")) {
            if (line.startsWith("|")) {
                rows.add(line);
            } else if (!rows.isEmpty()) {
                break;
            }
        }
        Map<String, Map<String, String>> table = new LinkedHashMap<>();
        if (rows.size() < 3) {
            return table;
        }
        List<String> header = cells(rows.get(0));
        for (String row : rows.subList(2, rows.size())) {
            List<String> cells = cells(row);
            Map<String, String> byHeader = new LinkedHashMap<>();
            for (int i = 1; i < Math.min(header.size(), cells.size()); i++) {
                byHeader.put(header.get(i), cells.get(i));
            }
            table.put(cells.get(0), byHeader);
        }
        return table;
    }

    /** The text from the first heading that starts with {@code heading} to the next heading of level 2. */
    private static String section(String markdown, String heading) {
        String text = "\n" + markdown;
        int start = text.indexOf("\n" + heading);
        assertThat(start).as("a heading '%s'", heading).isNotNegative();
        int end = text.indexOf("\n## ", start + 1);
        return text.substring(start + 1, end < 0 ? text.length() : end);
    }

    /** The cells of a table row, trimmed, split on {@code |} outside inline code. */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean code = false;
        for (char c : row.substring(1).toCharArray()) {
            if (c == '`') {
                code = !code;
            }
            if (c == '|' && !code) {
                cells.add(cell.toString().trim());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        return cells;
    }

    /** The first decimal number in a cell (its @5 figure), or null. */
    static String firstNumber(String cell) {
        if (cell == null) {
            return null;
        }
        Matcher number = NUMBER.matcher(cell);
        return number.find() ? number.group() : null;
    }
}
