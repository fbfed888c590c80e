package io.mnemograph.tools.bench;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.tools.bench.BenchReport.Graph;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Gives the loaded memories associations and entities ({@link GraphSynthesis}) and writes them in bulk transactions
 * of {@value #EDGE_BATCH} rows, so that recall's spreading does real work at bench sizes.
 */
final class GraphLoad {

    /** Rows per bulk transaction when writing associations and mentions. */
    private static final int EDGE_BATCH = 10_000;

    private final LoadedMemories memories;
    private final BulkLoader loader;
    private final GraphSettings graphSettings;
    private final Clock clock;
    private final BenchLog log;

    GraphLoad(LoadedMemories memories, BulkLoader loader, GraphSettings graphSettings, Clock clock, BenchLog log) {
        this.memories = memories;
        this.loader = loader;
        this.graphSettings = graphSettings;
        this.clock = clock;
        this.log = log;
    }

    /** Synthesises and writes the graph of the memories, {@code real} of which were embedded from text. */
    Graph load(int real, long seed) {
        log.log("graph: temporal chains, semantic links to the nearest earlier memories, entities with Zipf fan-out");
        int size = memories.size();
        String[] ids = memories.ids();
        GraphSynthesis.Synthesised g =
                GraphSynthesis.synthesise(memories.vectors(), memories.bases(), real, graphSettings, seed);
        ZonedDateTime now = clock.instant().atZone(ZoneOffset.UTC);
        long writeNanos = 0;
        long semantic = 0;
        double semanticWeight = 0;
        List<Map<String, Object>> rows = new ArrayList<>(EDGE_BATCH);
        long associations = 0;
        for (int e = 0; e < g.associations().size(); e++) {
            GraphSynthesis.Edge edge = g.associations().get(e);
            if (edge.kind() == AssociationKind.SEMANTIC) {
                semantic++;
                semanticWeight += edge.weight();
            }
            rows.add(BulkLoader.association(
                    ids[edge.source()],
                    ids[edge.target()],
                    edge.weight(),
                    edge.kind().graphName()));
            if (rows.size() == EDGE_BATCH || e == g.associations().size() - 1) {
                long start = System.nanoTime();
                associations += loader.associate(SizeBench.NAMESPACE, now, rows);
                writeNanos += System.nanoTime() - start;
                rows = new ArrayList<>(EDGE_BATCH);
            }
        }
        int[] fanOut = new int[g.vocabulary()];
        long mentions = 0;
        for (int i = 0; i < size; i++) {
            for (int rank : g.mentions()[i]) {
                fanOut[rank]++;
                rows.add(BulkLoader.mention(ids[i], "entity " + (rank + 1), "Entity " + (rank + 1)));
                if (rows.size() == EDGE_BATCH) {
                    long start = System.nanoTime();
                    mentions += loader.mention(SizeBench.NAMESPACE, now, rows);
                    writeNanos += System.nanoTime() - start;
                    rows = new ArrayList<>(EDGE_BATCH);
                }
            }
        }
        if (!rows.isEmpty()) {
            long start = System.nanoTime();
            mentions += loader.mention(SizeBench.NAMESPACE, now, rows);
            writeNanos += System.nanoTime() - start;
        }
        if (associations != g.associations().size()) {
            throw new IllegalStateException("wrote " + associations + " associations of "
                    + g.associations().size());
        }
        return report(g, fanOut, associations, semantic, semanticWeight, mentions, SizeBench.seconds(writeNanos));
    }

    private Graph report(
            GraphSynthesis.Synthesised g,
            int[] fanOut,
            long associations,
            long semantic,
            double semanticWeight,
            long mentions,
            double seconds) {
        int size = memories.size();
        int hubLimit = graphSettings.maxEntityFanOut();
        int entities = 0;
        int hubs = 0;
        int maxFanOut = 0;
        long hubMentions = 0;
        double entityNeighbours = 0;
        for (int f : fanOut) {
            entities += f > 0 ? 1 : 0;
            maxFanOut = Math.max(maxFanOut, f);
            if (f > hubLimit) {
                hubs++;
                hubMentions += f;
            } else {
                entityNeighbours += (double) f * (f - 1);
            }
        }
        Graph graph = new Graph(
                associations,
                semantic,
                associations - semantic,
                2.0 * associations / size,
                semantic == 0 ? 0 : semanticWeight / semantic,
                g.sessions(),
                entities,
                mentions,
                (double) mentions / size,
                maxFanOut,
                hubLimit,
                hubs,
                mentions == 0 ? 0 : (double) hubMentions / mentions,
                entityNeighbours / size,
                seconds);
        log.log(
                "graph: %,d associations (%,d semantic, %,d temporal in %,d sessions), %.1f per memory; %,d entities, "
                        + "%,d mentions (%.2f per memory), largest fan-out %,d, %d hubs above %d holding %.0f%% of mentions; "
                        + "written in %.1f s",
                associations,
                semantic,
                associations - semantic,
                g.sessions(),
                graph.edgesPerMemory(),
                entities,
                mentions,
                graph.mentionsPerMemory(),
                maxFanOut,
                hubs,
                hubLimit,
                100 * graph.hubMentionShare(),
                seconds);
        return graph;
    }
}
