package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.core.SeedMode;
import io.mnemograph.eval.EvaluationReport;
import io.mnemograph.eval.EvaluationReportWriter;
import io.mnemograph.eval.LocomoDataset;
import io.mnemograph.eval.LocomoEvalOptions;
import io.mnemograph.eval.LocomoEvaluation;
import io.mnemograph.eval.PipelineRecallSystem;
import io.mnemograph.eval.RecallSystem;
import io.mnemograph.eval.TurnLoader;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RememberPipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code eval locomo}: replays LoCoMo conversations through the real pipeline on a fresh embedded database and
 * scores evidence recall for several configurations in one run (docs/evaluation.md).
 *
 * <p>Configurations: {@code flat} (vector seeds, same scoring, {@code hops: 0}), {@code bm25} (full-text seeds
 * only, {@code hops: 0}), {@code hybrid} (both fused, {@code hops: 0}) and {@code full} (the service's defaults,
 * {@code hops: 2}); default all four.
 */
public final class LocomoEvalRun {

    static final List<String> CONFIGURATIONS = List.of("flat", "bm25", "hybrid", "full");

    private LocomoEvalRun() {
    }

    public static void run(LocomoEvalOptions options) throws IOException {
        List<String> configs = options.configs().isEmpty() ? CONFIGURATIONS : options.configs();
        for (String config : configs) {
            if (!CONFIGURATIONS.contains(config)) {
                throw new IllegalArgumentException("--configs: unknown configuration \"" + config
                        + "\"; known: " + CONFIGURATIONS);
            }
        }
        LocomoDataset dataset = LocomoDataset.load(options.file());
        Path dataDir = Files.createTempDirectory("mnemograph-eval");
        try (ApplicationContext context = ApplicationContext.run(Map.of(
                "mnemograph.neo4j.uri", "",
                "mnemograph.embedded.data-dir", dataDir.toString(),
                "mnemograph.embedded.bolt-port", 0,
                "mnemograph.embedded.http-port", 0,
                "mnemograph.embedded.browser", false))) {
            TurnLoader loader = new TurnLoader(context.getBean(RememberPipeline.class));
            RecallPipeline recall = context.getBean(RecallPipeline.class);
            List<RecallSystem> systems = new ArrayList<>();
            for (String config : configs) {
                systems.add(switch (config) {
                    case "flat" -> new PipelineRecallSystem(config, loader, recall, 0, SeedMode.VECTOR);
                    case "bm25" -> new PipelineRecallSystem(config, loader, recall, 0, SeedMode.LEXICAL);
                    case "hybrid" -> new PipelineRecallSystem(config, loader, recall, 0, SeedMode.HYBRID);
                    default -> new PipelineRecallSystem(config, loader, recall, 2, null);
                });
            }
            EvaluationReport report = new LocomoEvaluation(dataset, options.conversations(), options.ks(),
                    Clock.systemUTC()).run(systems);
            new EvaluationReportWriter().writeAll(report, System.out, options.out());
            System.out.println("Wrote " + options.out().resolve(EvaluationReportWriter.JSON_FILE) + " and "
                    + options.out().resolve(EvaluationReportWriter.CHART_FILE));
        }
    }
}
