package io.mnemograph.tools.eval;

import io.mnemograph.core.scoring.Ablation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What each part of recall adds on each data set ({@code eval ablation}, docs/evaluation.md "Ablation"): one
 * {@link AblationTable} per set, as JSON ({@code ablation.json}) and as the markdown tables of docs/evaluation.md
 * ({@code ablation.md}).
 *
 * @param startedAt when the run started, ISO-8601 UTC
 * @param tables    one table per data set, in the order run
 */
public record AblationReport(String startedAt, List<AblationTable> tables) {

    /**
     * The configurations of every set, in report order: the flat baselines, {@code hybrid} (hops 0), {@code full},
     * {@code full:hops=1} (spreading one hop), the graph baselines from the same seeds {@code expand} (plain 1-hop
     * expansion) and {@code ppr} (personalized PageRank), then {@code full:off=X} for each part of recall, then
     * what a client gets: {@code defaults} read-only and {@code defaults} (boosting, so asked last).
     */
    public static final List<String> CONFIGURATIONS = configurations();

    /** Copies the tables. */
    public AblationReport {
        tables = List.copyOf(tables);
    }

    private static List<String> configurations() {
        List<String> names = new ArrayList<>(List.of(
                "cosine",
                "text",
                "rrf",
                "hybrid",
                AblationTable.FULL,
                AblationTable.FULL + ":hops=1",
                RecallConfiguration.ONE_HOP_EXPANSION,
                RecallConfiguration.PAGE_RANK));
        Arrays.stream(Ablation.Part.values())
                .map(part -> AblationTable.FULL + ":off=" + part.label())
                .forEach(names::add);
        names.add(RecallConfiguration.CLIENT_DEFAULTS + ":boost=false");
        names.add(RecallConfiguration.CLIENT_DEFAULTS);
        return List.copyOf(names);
    }

    /** The tables as markdown, one heading and table per set; lines end in a newline. */
    public String markdown() {
        StringBuilder out = new StringBuilder();
        for (AblationTable table : tables) {
            boolean multiHop = table.hasMultiHop();
            out.append(String.format(
                    Locale.ROOT,
                    "%s (%d questions), evidence recall@5 / @10; gain = `full` "
                            + "minus the row (positive: what the part turned off adds)%n%n",
                    table.title(),
                    table.questions()));
            out.append("| configuration | @5 | @10 |")
                    .append(multiHop ? " multi-hop @5 | multi-hop @10 |" : "")
                    .append(" gain @5 | gain @10 |")
                    .append(multiHop ? " multi-hop gain @5 | multi-hop gain @10 |" : "")
                    .append(System.lineSeparator());
            out.append("|---|").append("---:|".repeat(multiHop ? 8 : 4)).append(System.lineSeparator());
            for (AblationTable.Row row : table.rows()) {
                out.append("| `")
                        .append(row.configuration())
                        .append("` |")
                        .append(cells(row.overall(), AblationReport::score));
                if (multiHop) {
                    out.append(cells(row.multiHop(), AblationReport::score));
                }
                out.append(cells(row.gain(), AblationReport::gain));
                if (multiHop) {
                    out.append(cells(row.multiHopGain(), AblationReport::gain));
                }
                out.append(System.lineSeparator());
            }
            out.append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String cells(AblationTable.Recall recall, Function<Double, String> format) {
        return recall == null ? " | |" : " " + format.apply(recall.at5()) + " | " + format.apply(recall.at10()) + " |";
    }

    private static String score(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private static String gain(double value) {
        return Math.abs(value) < 0.0005 ? "0" : String.format(Locale.ROOT, "%+.3f", value);
    }
}
