package io.mnemograph.tools.eval;

import java.awt.Font;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;

/**
 * Builds the bar chart of an {@link AblationReport}: for each configuration that varies {@code full}
 * ({@code full:hops=1}, {@code full:off=X}), what {@code full} gains over it at k 10, one bar colour per data set.
 */
final class AblationChart {

    private static final String VARIANT_PREFIX = AblationTable.FULL + ":";
    private static final int WIDTH_PER_CONFIGURATION = 120;
    private static final int MARGINS = 250;
    private static final int HEIGHT = 700;

    private AblationChart() {}

    /** The chart of {@code report}, which must have at least one table with a variant of {@code full}. */
    static CategoryChart of(AblationReport report) {
        List<String> variants = report.tables().stream()
                .flatMap(t -> t.rows().stream())
                .map(AblationTable.Row::configuration)
                .filter(c -> c.startsWith(VARIANT_PREFIX))
                .distinct()
                .toList();
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
        List<String> labels =
                variants.stream().map(v -> v.substring(VARIANT_PREFIX.length())).toList();
        for (AblationTable table : report.tables()) {
            List<Double> gains = variants.stream()
                    .map(v -> table.rows().stream()
                            .filter(row -> row.configuration().equals(v))
                            .findFirst()
                            .map(row -> row.gain().at10())
                            .orElse(0.0))
                    .toList();
            chart.addSeries(table.title(), labels, gains);
        }
        return chart;
    }

    private static void style(CategoryStyler styler) {
        RecallChart.baseStyle(styler);
        styler.setYAxisDecimalPattern("0.000");
        styler.setLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        styler.setDecimalPattern("+0.000;-0.000");
    }
}
