package io.mnemograph.tools.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Formats an {@link EvaluationReport} as a plain-text table: one row per system, evidence recall at each
 * cut-off overall and per question group (LoCoMo's categories), then the share of questions answered empty, the
 * mean number of results, load time and mean recall latency.
 */
final class ReportTable {

    private static final String SEPARATOR = " | ";
    private static final int SCORE_WIDTH = 5;

    private ReportTable() {}

    /** The table of {@code report}, lines ending in a newline. */
    static String format(EvaluationReport report) {
        StringBuilder out = new StringBuilder();
        String replayed = report.sampleIds().equals(List.of(report.selection()))
                ? report.selection()
                : report.selection() + ": " + String.join(", ", report.sampleIds());
        out.append(String.format(
                Locale.ROOT,
                "%s evidence recall@k, %s, %d questions%n",
                report.benchmark().title(),
                replayed,
                report.questions()));
        if (report.systems().isEmpty()) {
            return out.append("(no systems)").append(System.lineSeparator()).toString();
        }
        List<String> titles = groups(report.systems().getFirst()).stream()
                .map(g -> g.group() + " (n=" + g.questions() + ")")
                .toList();
        int nameWidth = Math.max(
                "system".length(),
                report.systems().stream()
                        .mapToInt(s -> s.system().length())
                        .max()
                        .orElse(0));
        int groupWidth = Math.max(
                report.ks().size() * (SCORE_WIDTH + 1) - 1,
                titles.stream().mapToInt(String::length).max().orElse(0));
        String cutOffs = scores(report.ks().stream().map(k -> "@" + k).toList(), groupWidth);
        out.append(row(pad("", nameWidth), titles, groupWidth, "empty", "results", "load s", "ms/recall"));
        out.append(
                row(pad("system", nameWidth), Collections.nCopies(titles.size(), cutOffs), groupWidth, "", "", "", ""));
        for (SystemReport system : report.systems()) {
            List<String> cells = groups(system).stream()
                    .map(g -> scores(
                            g.recall().stream()
                                    .map(r -> String.format(Locale.ROOT, "%.3f", r.evidenceRecall()))
                                    .toList(),
                            groupWidth))
                    .toList();
            RecallMetrics.AnswerSizes answers = system.metrics().answers();
            out.append(row(
                    pad(system.system(), nameWidth),
                    cells,
                    groupWidth,
                    String.format(Locale.ROOT, "%.3f", answers.emptyShare()),
                    String.format(Locale.ROOT, "%.2f", answers.meanResults()),
                    String.format(Locale.ROOT, "%.1f", system.timing().loadMillis() / 1000.0),
                    String.format(Locale.ROOT, "%.1f", system.timing().meanRecallMillis())));
        }
        return out.toString();
    }

    private static List<GroupMetrics> groups(SystemReport system) {
        List<GroupMetrics> groups = new ArrayList<>();
        groups.add(system.metrics().overall());
        groups.addAll(system.metrics().byCategory());
        return groups;
    }

    private static String scores(List<String> cells, int width) {
        StringBuilder line = new StringBuilder();
        for (String cell : cells) {
            line.append(line.isEmpty() ? "" : " ")
                    .append(" ".repeat(Math.max(0, SCORE_WIDTH - cell.length())))
                    .append(cell);
        }
        return pad(line.toString(), width);
    }

    private static String row(
            String name, List<String> cells, int width, String empty, String results, String load, String latency) {
        StringBuilder line = new StringBuilder(name);
        for (String cell : cells) {
            line.append(SEPARATOR).append(pad(cell, width));
        }
        line.append(SEPARATOR)
                .append(String.format("%5s", empty))
                .append(SEPARATOR)
                .append(String.format("%7s", results))
                .append(SEPARATOR)
                .append(String.format("%6s", load))
                .append(SEPARATOR)
                .append(String.format("%9s", latency));
        return line.toString().stripTrailing() + System.lineSeparator();
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }
}
