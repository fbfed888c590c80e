package io.mnemograph.tools.eval;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;

/** Writes an {@link AblationReport} as files: its markdown tables, its JSON and its chart. */
public final class AblationReportWriter {

    /** The markdown tables' file in the output directory. */
    public static final String MARKDOWN = "ablation.md";
    /** The JSON summary's file. */
    public static final String JSON = "ablation.json";
    /** The chart's file. */
    public static final String CHART = "ablation.png";

    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Writes the markdown, the JSON and the chart into {@code dir}, creating it. */
    public void writeFiles(AblationReport report, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(MARKDOWN), report.markdown());
        json.writeValue(dir.resolve(JSON).toFile(), report);
        try (OutputStream out = Files.newOutputStream(dir.resolve(CHART))) {
            BitmapEncoder.saveBitmap(AblationChart.of(report), out, BitmapEncoder.BitmapFormat.PNG);
        }
    }
}
