package io.mnemograph.tools.eval;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

/**
 * Builds the grouped bar chart of an {@link EvaluationReport}: evidence recall at one cut-off per question
 * group (LoCoMo's categories) and overall, one bar colour per system, scores printed on the bars.
 */
final class RecallChart {

    /** The cut-off charted when the report has it; otherwise its largest cut-off. */
    private static final int PREFERRED_K = 10;

    private static final int MIN_WIDTH = 1200;
    /** Room per bar, so many configurations widen the chart instead of squeezing the value labels together. */
    private static final int PIXELS_PER_BAR = 40;

    private static final int MARGINS = 250;
    private static final int HEIGHT = 700;
    /** Twelve distinguishable colours (Tableau 10 plus two); a thirteenth configuration repeats the first. */
    private static final Color[] COLOURS = {
        new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728),
        new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f),
        new Color(0xbcbd22), new Color(0x17becf), new Color(0x393b79), new Color(0xad494a)
    };

    private RecallChart() {}

    /** The cut-off the chart of {@code report} shows. */
    private static int chartedK(EvaluationReport report) {
        return report.ks().contains(PREFERRED_K) ? PREFERRED_K : report.ks().getLast();
    }

    /** The chart of {@code report}, which must have at least one system. */
    static CategoryChart of(EvaluationReport report) {
        if (report.systems().isEmpty()) {
            throw new IllegalArgumentException("nothing to chart: the report has no systems");
        }
        int k = chartedK(report);
        int bars = report.systems().size() * groups(report.systems().getFirst()).size();
        CategoryChart chart = new CategoryChartBuilder()
                .width(Math.max(MIN_WIDTH, MARGINS + bars * PIXELS_PER_BAR))
                .height(HEIGHT)
                .title(String.format(
                        "%s evidence recall@%d by %s (%s, %d questions)",
                        report.benchmark().title(),
                        k,
                        report.benchmark().groupedBy(),
                        replayed(report),
                        report.questions()))
                .xAxisTitle(report.benchmark().groupedBy() + " (number of questions)")
                .yAxisTitle("evidence recall@" + k + " (fraction of the gold evidence in the top " + k + ")")
                .build();
        style(chart.getStyler());
        for (SystemReport system : report.systems()) {
            List<String> labels = new ArrayList<>();
            List<Double> values = new ArrayList<>();
            for (GroupMetrics group : groups(system)) {
                labels.add(group.group() + " (n=" + group.questions() + ")");
                values.add(group.at(k).evidenceRecall());
            }
            chart.addSeries(system.system(), labels, values);
        }
        return chart;
    }

    /** What was replayed: {@code dev: 5 conversations} for LoCoMo, the dialogue file's name for MADial-Bench. */
    private static String replayed(EvaluationReport report) {
        return report.benchmark() == Benchmark.LOCOMO
                ? report.selection() + ": " + report.sampleIds().size() + " conversations"
                : report.selection();
    }

    private static List<GroupMetrics> groups(SystemReport system) {
        List<GroupMetrics> groups = new ArrayList<>(system.metrics().byCategory());
        groups.add(system.metrics().overall());
        return groups;
    }

    private static void style(CategoryStyler styler) {
        baseStyle(styler);
        styler.setYAxisMin(0.0);
        styler.setYAxisMax(1.0);
        styler.setYAxisDecimalPattern("0.00");
        styler.setLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        styler.setLabelsPosition(1.0);
        styler.setDecimalPattern("0.00");
    }

    /** The look the evaluation's bar charts share: white, the palette, fonts, legend below, value labels in black. */
    static void baseStyle(CategoryStyler styler) {
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesColor(new Color(0xdddddd));
        styler.setSeriesColors(COLOURS);
        styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setLabelsVisible(true);
        styler.setLabelsFontColorAutomaticEnabled(false);
        styler.setLabelsFontColor(Color.BLACK);
        styler.setAvailableSpaceFill(0.8);
    }
}
