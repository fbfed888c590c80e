package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.eval.BareSearchSystem;
import io.mnemograph.eval.EvaluationReport;
import io.mnemograph.eval.EvaluationReportWriter;
import io.mnemograph.eval.LocomoDataset;
import io.mnemograph.eval.LocomoEvalOptions;
import io.mnemograph.eval.LocomoEvaluation;
import io.mnemograph.eval.PipelineRecallSystem;
import io.mnemograph.eval.RecallConfiguration;
import io.mnemograph.eval.RecallSystem;
import io.mnemograph.eval.TurnLoader;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.store.MemoryStore;

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
 * <p>Configurations: see {@link RecallConfiguration}; default {@code vector}, {@code text}, {@code flat},
 * {@code hybrid} and {@code full}.
 */
public final class LocomoEvalRun {

    private LocomoEvalRun() {
    }

    public static void run(LocomoEvalOptions options) throws IOException {
        List<RecallConfiguration> configs = (options.configs().isEmpty() ? RecallConfiguration.DEFAULTS
                : options.configs()).stream().map(RecallConfiguration::parse).toList();
        LocomoDataset dataset = LocomoDataset.load(options.file());
        Path dataDir = Files.createTempDirectory("mnemograph-eval");
        try (ApplicationContext context = ApplicationContext.run(Map.of(
                "mnemograph.neo4j.uri", "",
                "mnemograph.embedded.data-dir", dataDir.toString(),
                "mnemograph.embedded.bolt-port", 0,
                "mnemograph.embedded.http-port", 0,
                "mnemograph.embedded.browser", false,
                // the replay stores history with past timestamps: a scheduled sweep at the real "now" would cool it
                "mnemograph.lifecycle.enabled", false))) {
            TurnLoader loader = new TurnLoader(context.getBean(RememberPipeline.class));
            RecallPipeline recall = context.getBean(RecallPipeline.class);
            List<RecallSystem> systems = new ArrayList<>();
            for (RecallConfiguration c : configs) {
                systems.add(c.bare()
                        ? new BareSearchSystem(c.name(), loader, context.getBean(MemoryStore.class),
                                context.getBean(EmbeddingProvider.class), c.seeds())
                        : new PipelineRecallSystem(c.name(), loader, recall, c.hops(), c.seeds(), c.decay(),
                                c.spreadFactor()));
            }
            EvaluationReport report = new LocomoEvaluation(dataset, options.conversations(), options.ks(),
                    Clock.systemUTC()).run(systems);
            new EvaluationReportWriter().writeAll(report, System.out, options.out());
            System.out.println("Wrote " + options.out().resolve(EvaluationReportWriter.JSON_FILE) + " and "
                    + options.out().resolve(EvaluationReportWriter.CHART_FILE));
        }
    }
}
