package io.mnemograph.tools.eval;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;

/** Writes an {@link EvaluationReport} as a console table, a JSON file and a PNG chart. */
public final class EvaluationReportWriter {

    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Prints the table of {@code report} to {@code out}. */
    public void writeTable(EvaluationReport report, PrintStream out) {
        out.print(ReportTable.format(report));
        out.flush();
    }

    /** Writes {@code report} as indented JSON to {@code file}, creating its directory. */
    public void writeJson(EvaluationReport report, Path file) throws IOException {
        createParent(file);
        json.writeValue(file.toFile(), report);
    }

    /** Writes the PNG bar chart of {@code report} (at least one system) to {@code file}, creating its directory. */
    public void writeChart(EvaluationReport report, Path file) throws IOException {
        createParent(file);
        try (OutputStream out = Files.newOutputStream(file)) {
            BitmapEncoder.saveBitmap(RecallChart.of(report), out, BitmapEncoder.BitmapFormat.PNG);
        }
    }

    /**
     * Prints the table to {@code console}, then writes the benchmark's {@link Benchmark#jsonFile()} and
     * {@link Benchmark#chartFile()} (e.g. {@code locomo-report.json}, {@code locomo-recall.png}) into {@code dir}.
     */
    public void writeAll(EvaluationReport report, PrintStream console, Path dir) throws IOException {
        writeTable(report, console);
        writeJson(report, dir.resolve(report.benchmark().jsonFile()));
        writeChart(report, dir.resolve(report.benchmark().chartFile()));
    }

    private static void createParent(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
    }
}
