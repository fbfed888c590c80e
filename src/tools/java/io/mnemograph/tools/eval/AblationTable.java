package io.mnemograph.tools.eval;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One data set's ablation: for each configuration of its run, evidence recall at 5 and 10 overall (and on multi-hop
 * questions when the set has them, as LoCoMo does), and what {@code full} gains over it: {@code full} minus the
 * configuration, so that for {@code full:off=X} a positive gain is what part X adds, a negative one what it costs.
 *
 * @param set       the set's key ({@code locomo}, {@code locomo-no-sessions}, {@code madial})
 * @param title     what was replayed, for the table's heading
 * @param questions how many questions each configuration was asked
 * @param rows      one row per configuration, in the run's order
 */
public record AblationTable(String set, String title, int questions, List<Row> rows) {

    /** The configuration every other one is compared with. */
    public static final String FULL = "full";

    /** Copies the rows. */
    public AblationTable {
        rows = List.copyOf(rows);
    }

    /** True when the rows carry multi-hop figures. */
    public boolean hasMultiHop() {
        return !rows.isEmpty() && rows.getFirst().multiHop() != null;
    }

    /**
     * The table of {@code report}, which must have computed k 5 and 10 and have a system named {@value #FULL}.
     *
     * @throws IllegalArgumentException when it lacks either
     */
    public static AblationTable of(String set, String title, EvaluationReport report) {
        SystemReport full = report.systems().stream()
                .filter(s -> s.system().equals(FULL))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the " + set + " run has no \"" + FULL + "\""));
        Recall fullOverall = Recall.of(full.metrics().overall());
        Recall fullMultiHop = multiHop(full).orElse(null);
        List<Row> rows = report.systems().stream()
                .map(system -> {
                    Recall overall = Recall.of(system.metrics().overall());
                    Recall multiHop = multiHop(system).orElse(null);
                    return new Row(
                            system.system(),
                            overall,
                            multiHop,
                            fullOverall.minus(overall),
                            multiHop == null || fullMultiHop == null ? null : fullMultiHop.minus(multiHop));
                })
                .toList();
        return new AblationTable(set, title, report.questions(), rows);
    }

    private static Optional<Recall> multiHop(SystemReport system) {
        return system.metrics().category(Category.MULTI_HOP).map(Recall::of);
    }

    /**
     * One configuration's figures.
     *
     * @param configuration the configuration's name, e.g. {@code full:off=decay}
     * @param overall       evidence recall over every question
     * @param multiHop      evidence recall over the multi-hop questions, or null when the set has none
     * @param gain          {@code full} minus this configuration, overall
     * @param multiHopGain  {@code full} minus this configuration on multi-hop, or null
     */
    public record Row(String configuration, Recall overall, Recall multiHop, Recall gain, Recall multiHopGain) {

        /** Validates the name and the overall figures. */
        public Row {
            Objects.requireNonNull(configuration, "configuration");
            Objects.requireNonNull(overall, "overall");
            Objects.requireNonNull(gain, "gain");
        }
    }

    /**
     * Evidence recall at the two cut-offs the ablation reports.
     *
     * @param at5  at k 5
     * @param at10 at k 10
     */
    public record Recall(double at5, double at10) {

        static Recall of(GroupMetrics group) {
            return new Recall(group.at(5).evidenceRecall(), group.at(10).evidenceRecall());
        }

        Recall minus(Recall other) {
            return new Recall(at5 - other.at5, at10 - other.at10);
        }
    }
}
