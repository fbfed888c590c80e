package io.mnemograph.tools.eval;

import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.awt.Font;
import java.util.List;

/**
 * Builds the bar chart of an {@link AblationReport}: for each configuration that varies {@code full}
 * ({@code full:hops=1}, {@code full:off=X}), what {@code full} gains over it at k 10, one bar colour per data set.
 */
final class AblationChart {

    private static final String VARIANT_PREFIX = AblationTable.FULL + ":";
    private static final int WIDTH_PER_CONFIGURATION = 120;
    private static final int MARGINS = 250;
    private static final int HEIGHT = 700;
    private static final Color[] COLOURS = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c),
        new Color(0xd62728)};

    private AblationChart() {
    }

    /** The chart of {@code report}, which must have at least one table with a variant of {@code full}. */
    static CategoryChart of(AblationReport report) {
        List<String> variants = report.tables().stream().flatMap(t -> t.rows().stream())
                .map(AblationTable.Row::configuration).filter(c -> c.startsWith(VARIANT_PREFIX)).distinct().toList();
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("nothing to chart: no variant of " + AblationTable.FULL);
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(MARGINS + variants.size() * WIDTH_PER_CONFIGURATION)
                .height(HEIGHT)
                .title("What each part of recall adds: evidence recall@10 of full minus the variant")
                .xAxisTitle("variant of full")
                .yAxisTitle("full minus variant, recall@10 (positive: the part helps)")
                .build();
        style(chart.getStyler());
        List<String> labels = variants.stream().map(v -> v.substring(VARIANT_PREFIX.length())).toList();
        for (AblationTable table : report.tables()) {
            List<Double> gains = variants.stream().map(v -> table.rows().stream()
                    .filter(row -> row.configuration().equals(v)).findFirst()
                    .map(row -> row.gain().at10()).orElse(0.0)).toList();
            chart.addSeries(table.title(), labels, gains);
        }
        return chart;
    }

    private static void style(CategoryStyler styler) {
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
        styler.setYAxisDecimalPattern("0.000");
        styler.setLabelsVisible(true);
        styler.setLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        styler.setLabelsFontColorAutomaticEnabled(false);
        styler.setLabelsFontColor(Color.BLACK);
        styler.setDecimalPattern("+0.000;-0.000");
        styler.setAvailableSpaceFill(0.8);
    }
}
