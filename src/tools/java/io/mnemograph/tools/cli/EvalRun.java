package io.mnemograph.tools.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.api.http.RequestMapper;
import io.mnemograph.config.EmbeddingSettings;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.embedded.FreshInstance;
import io.mnemograph.tools.eval.BareSearchSystem;
import io.mnemograph.tools.eval.ChannelBaselines;
import io.mnemograph.tools.eval.ClientDefaultsSystem;
import io.mnemograph.tools.eval.EvaluationReport;
import io.mnemograph.tools.eval.EvaluationReportWriter;
import io.mnemograph.tools.eval.ExactCosineSystem;
import io.mnemograph.tools.eval.MemoryLoader;
import io.mnemograph.tools.eval.OneHopExpansionSystem;
import io.mnemograph.tools.eval.PageRankSystem;
import io.mnemograph.tools.eval.PeerRecallSystem;
import io.mnemograph.tools.eval.PipelineRecallSystem;
import io.mnemograph.tools.eval.PolicyRecallPipeline;
import io.mnemograph.tools.eval.RecallConfiguration;
import io.mnemograph.tools.eval.RecallSystem;
import io.mnemograph.tools.peer.Peers;
import io.mnemograph.tools.peer.VectorPeer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs an evaluation ({@code eval locomo}, {@code eval madial}) on a fresh embedded database: builds one system per
 * configuration over the same stored memories, lets the benchmark replay them, and writes the report
 * (docs/evaluation.md).
 *
 * <p>Configurations: see {@link RecallConfiguration}; the peer {@code langchain4j} when asked for and on the
 * classpath ({@link Peers#LAUNCH}).
 */
final class EvalRun {

    /** A benchmark's replay of the systems, with the application context for anything else it needs. */
    interface Replay {
        EvaluationReport run(List<RecallSystem> systems, ApplicationContext context) throws IOException;
    }

    private EvalRun() {}

    /**
     * The configurations {@code names} name, or the defaults when none are given, in that order but for a boosting
     * one ({@link RecallConfiguration#boosts()}), which goes last: its recalls change the memories every later
     * system would meet. At most one configuration may boost (IllegalArgumentException).
     */
    static List<RecallConfiguration> configurations(List<String> names) {
        List<RecallConfiguration> configs = (names == null || names.isEmpty() ? RecallConfiguration.DEFAULTS : names)
                .stream().map(RecallConfiguration::parse).toList();
        List<RecallConfiguration> boosting =
                configs.stream().filter(RecallConfiguration::boosts).toList();
        if (boosting.size() > 1) {
            throw new IllegalArgumentException("--configs: at most one configuration may boost (it runs last, its "
                    + "recalls change the memories), got "
                    + boosting.stream().map(RecallConfiguration::name).toList()
                    + "; add :boost=false to the others");
        }
        List<RecallConfiguration> ordered =
                new ArrayList<>(configs.stream().filter(c -> !c.boosts()).toList());
        ordered.addAll(boosting);
        return List.copyOf(ordered);
    }

    /**
     * The peers the configurations ask for, by name; a peer that is not on the classpath fails here, before any
     * database starts, with an {@link IllegalArgumentException} saying how to run with it.
     */
    static Map<String, VectorPeer> requirePeers(List<RecallConfiguration> configs) {
        Map<String, VectorPeer> peers = new HashMap<>();
        configs.stream()
                .map(RecallConfiguration::peer)
                .filter(Objects::nonNull)
                .forEach(name -> peers.computeIfAbsent(name, Peers::require));
        return peers;
    }

    /**
     * Starts a fresh embedded database (with the service channels {@code channels} names), replays the flat channel
     * baselines {@code channels} asks for ({@link ChannelBaselines}) and then {@code configs} with {@code replay},
     * writes the report to {@code out} and returns it.
     */
    static EvaluationReport run(
            List<RecallConfiguration> configs, EvalChannelOptions.EvalChannels channels, Path out, Replay replay)
            throws IOException {
        Map<String, VectorPeer> peers = requirePeers(configs);
        Path dataDir = Files.createTempDirectory("mnemograph-eval");
        Map<String, Object> settings = FreshInstance.settings(dataDir);
        channels.addTo(settings);
        try (ApplicationContext context = ApplicationContext.run(settings)) {
            MemoryLoader loader = new MemoryLoader(context.getBean(RememberPipeline.class));
            List<RecallSystem> systems = new ArrayList<>(ChannelBaselines.of(
                    channels.baselines(),
                    loader,
                    context.getBean(Neo4jConnection.class),
                    context.getBean(MemoryStore.class),
                    context.getBean(EmbeddingChannels.class),
                    context.getBean(EmbeddingSettings.class).threads()));
            for (RecallConfiguration c : configs) {
                systems.add(system(c, loader, context, peers));
            }
            EvaluationReport report;
            try {
                report = replay.run(systems, context);
            } finally {
                systems.forEach(RecallSystem::close);
            }
            new EvaluationReportWriter().writeAll(report, System.out, out);
            System.out.println("Wrote " + out.resolve(report.benchmark().jsonFile()) + " and "
                    + out.resolve(report.benchmark().chartFile()));
            return report;
        }
    }

    private static RecallSystem system(
            RecallConfiguration c, MemoryLoader loader, ApplicationContext context, Map<String, VectorPeer> peers) {
        EmbeddingProvider embeddings = context.getBean(EmbeddingProvider.class);
        if (c.peer() != null) {
            return new PeerRecallSystem(
                    c.name(), loader, peers.get(c.peer()), context.getBean(Neo4jConnection.class), embeddings);
        }
        if (c.client() != null) {
            return new ClientDefaultsSystem(
                    c.name(),
                    loader,
                    context.getBean(RequestMapper.class),
                    context.getBean(RecallPipeline.class),
                    c.client());
        }
        if (c.exact()) {
            return new ExactCosineSystem(c.name(), loader, context.getBean(Neo4jConnection.class), embeddings);
        }
        int maxEntityFanOut = context.getBean(GraphSettings.class).maxEntityFanOut();
        if (c.pageRank()) {
            return new PageRankSystem(
                    c.name(),
                    loader,
                    context.getBean(RecallPipeline.class),
                    context.getBean(Neo4jConnection.class),
                    maxEntityFanOut,
                    RecallConfiguration.PAGE_RANK_DAMPING);
        }
        if (c.oneHopExpansion()) {
            return new OneHopExpansionSystem(
                    c.name(),
                    loader,
                    context.getBean(RecallPipeline.class),
                    context.getBean(Neo4jConnection.class),
                    maxEntityFanOut);
        }
        return c.bare()
                ? new BareSearchSystem(c.name(), loader, context.getBean(MemoryStore.class), embeddings, c.seeds())
                : new PipelineRecallSystem(
                        c.name(),
                        loader,
                        PolicyRecallPipeline.of(context, c.ablation().policy()),
                        c.hops(),
                        c.seeds(),
                        c.decay(),
                        c.spreadFactor());
    }
}
