package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.eval.BareSearchSystem;
import io.mnemograph.eval.EvaluationReport;
import io.mnemograph.eval.EvaluationReportWriter;
import io.mnemograph.eval.LocomoDataset;
import io.mnemograph.eval.LocomoEvalOptions;
import io.mnemograph.eval.LocomoEvaluation;
import io.mnemograph.eval.PeerRecallSystem;
import io.mnemograph.eval.PipelineRecallSystem;
import io.mnemograph.eval.RecallConfiguration;
import io.mnemograph.eval.RecallSystem;
import io.mnemograph.eval.TurnLoader;
import io.mnemograph.peer.Peers;
import io.mnemograph.peer.VectorPeer;
import io.mnemograph.pipeline.ConsolidationPipeline;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.store.CypherLibrary;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code eval locomo}: replays LoCoMo conversations through the real pipeline on a fresh embedded database and
 * scores evidence recall for several configurations in one run (docs/evaluation.md).
 *
 * <p>Configurations: see {@link RecallConfiguration}; default {@code vector}, {@code text}, {@code flat},
 * {@code hybrid} and {@code full}; the peer {@code langchain4j} when asked for and on the classpath
 * ({@link Peers#LAUNCH}).
 */
public final class LocomoEvalRun {

    private LocomoEvalRun() {
    }

    /**
     * The peers the configurations ask for, by name; a peer that is not on the classpath fails here, before any
     * database starts, with an {@link IllegalArgumentException} saying how to run with it.
     */
    public static Map<String, VectorPeer> requirePeers(LocomoEvalOptions options) {
        Map<String, VectorPeer> peers = new HashMap<>();
        configurations(options).stream().map(RecallConfiguration::peer).filter(Objects::nonNull)
                .forEach(name -> peers.computeIfAbsent(name, Peers::require));
        return peers;
    }

    private static List<RecallConfiguration> configurations(LocomoEvalOptions options) {
        return (options.configs().isEmpty() ? RecallConfiguration.DEFAULTS : options.configs()).stream()
                .map(RecallConfiguration::parse).toList();
    }

    public static void run(LocomoEvalOptions options) throws IOException {
        List<RecallConfiguration> configs = configurations(options);
        Map<String, VectorPeer> peers = requirePeers(options);
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
                if (c.peer() != null) {
                    systems.add(new PeerRecallSystem(c.name(), loader, peers.get(c.peer()),
                            context.getBean(Neo4jConnection.class), context.getBean(CypherLibrary.class),
                            context.getBean(EmbeddingProvider.class)));
                    continue;
                }
                systems.add(c.bare()
                        ? new BareSearchSystem(c.name(), loader, context.getBean(MemoryStore.class),
                                context.getBean(EmbeddingProvider.class), c.seeds())
                        : new PipelineRecallSystem(c.name(), loader, recall, c.hops(), c.seeds(), c.decay(),
                                c.spreadFactor()));
            }
            EvaluationReport report = new LocomoEvaluation(dataset, options.conversations(), options.ks(),
                    Clock.systemUTC())
                    .sweepingBeforeAsking(options.sweep(), context.getBean(ConsolidationPipeline.class)::consolidate)
                    .run(systems);
            new EvaluationReportWriter().writeAll(report, System.out, options.out());
            System.out.println("Wrote " + options.out().resolve(EvaluationReportWriter.JSON_FILE) + " and "
                    + options.out().resolve(EvaluationReportWriter.CHART_FILE));
        }
    }
}
