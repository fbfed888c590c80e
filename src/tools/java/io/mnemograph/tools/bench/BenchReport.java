package io.mnemograph.tools.bench;

import java.util.List;

/**
 * Everything one bench run measured; written as JSON (snake_case) by {@link BenchReportWriter}.
 *
 * @param startedAt when the run started, ISO-8601 UTC
 * @param machine   where it ran
 * @param settings  what was asked
 * @param sizes     one entry per size, in the order run
 */
public record BenchReport(String startedAt, Machine machine, BenchSettings settings, List<SizeReport> sizes) {

    /**
     * The machine and JVM the figures belong to.
     *
     * @param embeddingChannels the further embedding channels the service ran with
     *                          ({@code mnemograph.embedding.channels}); the bench loads their vectors too
     */
    public record Machine(
            int cores,
            String javaVersion,
            String os,
            long maxHeapBytes,
            boolean simdVectorModule,
            String embeddingModel,
            int embeddingDimension,
            List<String> embeddingChannels) {}

    /**
     * All figures at one size, on its own fresh database.
     *
     * @param loadAverageBefore the system load average (1 minute) when the size started: other work on a shared
     *                          machine shows here, and in every latency
     * @param loadAverageAfter  the same when the size ended
     * @param peer              the JVM peer's figures ({@code --peer}), or null when none was asked for
     */
    public record SizeReport(
            int size,
            double loadAverageBefore,
            double startupMs,
            Load load,
            Graph graph,
            Recall recall,
            Spreading spreading,
            Quality quality,
            Remember remember,
            Resources resources,
            double shutdownMs,
            double loadAverageAfter,
            Peer peer) {}

    /**
     * How the database was filled.
     *
     * @param memories             memories loaded
     * @param realEmbedded         of which embedded from generated text
     * @param synthesised          of which perturbed copies of real vectors
     * @param expectedCosineToBase {@link VectorSynthesis#expectedCosine} for the noise used
     * @param meanCosineToBase     measured mean cosine of a synthesised vector to its base (0 when none)
     * @param embedSeconds         embedding the real texts
     * @param writeSeconds         driver time of the bulk-load transactions (synthesis excluded)
     * @param nodesPerSecond       memories / writeSeconds
     * @param meanImportance       mean importance of the loaded memories (levels 0.5, 1, 1.5, 2 as remember
     *                             auto-scores them)
     */
    public record Load(
            int memories,
            int realEmbedded,
            int synthesised,
            double noiseSigma,
            double expectedCosineToBase,
            double meanCosineToBase,
            int batchSize,
            double embedSeconds,
            double writeSeconds,
            double nodesPerSecond,
            double meanImportance) {}

    /**
     * The associations and entities the loaded memories were given ({@link GraphSynthesis}), counted as written.
     *
     * @param associations              {@code ASSOCIATED} edges, one per linked pair
     * @param semantic                  of which semantic (to the nearest earlier memories)
     * @param temporal                  of which temporal (to the previous memory of the session)
     * @param edgesPerMemory            mean associations touching a memory: 2 x associations / memories
     * @param meanSemanticWeight        mean weight of the semantic associations
     * @param sessions                  temporal chains
     * @param entities                  entities named by at least one memory
     * @param mentions                  {@code MENTIONS} edges
     * @param mentionsPerMemory         mentions / memories
     * @param maxEntityFanOut           most memories naming one entity
     * @param hubLimit                  entities named by more memories are hubs that spreading does not follow
     *                                  ({@code mnemograph.graph.max-entity-fan-out})
     * @param hubEntities               entities above the hub limit
     * @param hubMentionShare           share of the mentions that name a hub
     * @param entityNeighboursPerMemory mean number of (memory, other memory, shared non-hub entity) links per
     *                                  memory: what a memory's entity hop can reach before the fan-out limit
     * @param writeSeconds              driver time of the bulk transactions that wrote the edges
     */
    public record Graph(
            long associations,
            long semantic,
            long temporal,
            double edgesPerMemory,
            double meanSemanticWeight,
            int sessions,
            int entities,
            long mentions,
            double mentionsPerMemory,
            int maxEntityFanOut,
            int hubLimit,
            int hubEntities,
            double hubMentionShare,
            double entityNeighboursPerMemory,
            double writeSeconds) {}

    /**
     * Recall latency: the full pipeline against the bare vector query and against embedding alone, interleaved
     * query by query.
     *
     * @param full           {@code RecallPipeline.recall}, embedding included
     * @param bareVector     {@code cypher/tools/bench/bare-vector-search.cypher} via the driver with a precomputed
     * vector, top
     *                       {@code limit}
     * @param seedCandidates what recall's own vector seed asks the index for at this limit
     * @param bareVectorSeed the same bare query asking for {@code seedCandidates}
     * @param embedding      {@code EmbeddingProvider.embed} of the query alone
     * @param ratioP50       full p50 / bare top-{@code limit} p50 (likewise p95, p99)
     * @param fullHops0      the same recall with {@code hops} 0: no spreading, same seeds and scoring
     * @param spreadingCostP50Ms    full p50 - fullHops0 p50: what spreading (fetch, spread, the reached memories'
     *                              state, their scoring and strengthening) adds to a recall (likewise p95)
     * @param spreadingCostToBareP50 spreadingCostP50Ms / bare top-{@code limit} p50 (likewise p95): at most 1 means
     *                              spreading costs no more than the vector seed itself
     */
    public record Recall(
            int queries,
            int warmup,
            int limit,
            int hops,
            Latency full,
            Latency bareVector,
            int seedCandidates,
            Latency bareVectorSeed,
            Latency embedding,
            double ratioP50,
            double ratioP95,
            double ratioP99,
            Latency fullHops0,
            double spreadingCostP50Ms,
            double spreadingCostP95Ms,
            double spreadingCostToBareP50,
            double spreadingCostToBareP95) {}

    /**
     * Spreading alone from the same seeds in the two variants of docs/decisions/0003-spreading-in-java-or-cypher.md,
     * interleaved query by query in a rotating order, each in its own read transaction.
     *
     * @param seedsPerQuery mean seeds per query: the bare vector SEARCH asking for {@code seedCandidates} (recall's
     *                      vector seed at limit 10), each with its cosine as activation
     * @param hops          one entry per number of hops
     */
    public record Spreading(int queries, int warmup, double seedsPerQuery, List<SpreadingHops> hops) {}

    /**
     * One number of hops, spread both ways: as recall does it (Java over one query per hop) and in one query.
     *
     * @param java           {@code SpreadingStage}: one {@code cypher/recall/expand.cypher} query per hop, then
     *                       {@code SpreadingActivation} in Java (what recall runs)
     * @param oneQuery       {@code cypher/tools/bench/spread-one-query.cypher}
     * @param ratioOneQueryToJavaP50 oneQuery p50 / java p50
     * @param reachedPerQuery mean memories reached by spreading per query (seeds not counted)
     * @param agreeing       queries on which both variants returned the same memories in the same order with the
     *                       same hops and activations within 1e-9
     */
    public record SpreadingHops(
            int hops,
            Latency java,
            Latency oneQuery,
            double ratioOneQueryToJavaP50,
            double reachedPerQuery,
            int agreeing) {}

    /**
     * Vector index answer against the exact cosine top {@code k}, asking the index for more and keeping k.
     *
     * @param meanExactSimilarity mean cosine of the exact top k, over the queries (the scale of the shortfalls)
     */
    public record Quality(int queries, int k, double meanExactSimilarity, List<Overlap> overlaps) {}

    /**
     * Top-k agreement when the index is asked for {@code requested} candidates and the best k are kept.
     *
     * @param mean                    fraction of the exact top k found, averaged over the queries, in [0, 1]
     * @param min                     the worst query's fraction
     * @param meanSimilarityShortfall mean over the queries of (mean cosine of the exact top k - mean cosine of the
     *                                index's top k), >= 0; near 0 when the missed memories are near-ties
     * @param maxSimilarityShortfall  the worst query's shortfall
     */
    public record Overlap(
            int requested, double mean, double min, double meanSimilarityShortfall, double maxSimilarityShortfall) {}

    /**
     * Remember throughput against bare embedding throughput on the same texts (single calls interleaved with the
     * remembers; batches separately).
     *
     * @param ratioToEmbedSingle        remember per second / single-call embedding per second
     * @param batchRememberCpuMsPerMemory the process's CPU time (every thread: embedding, driver, the embedded Neo4j)
     *                                    per memory during the timed batch remembers, in ms
     * @param embedBatchCpuMsPerText      the same during the timed {@code embedAll} calls, per text
     * @param batchRememberCpuBound       the most memories per second the machine's cores could remember in batches
     *                                    if they did nothing else: cores x 1000 / batchRememberCpuMsPerMemory
     */
    public record Remember(
            int warmup,
            int calls,
            double rememberPerSecond,
            Latency latency,
            double embedSinglePerSecond,
            int embedBatchSize,
            double embedBatchPerSecond,
            double ratioToEmbedSingle,
            double batchRememberPerSecond,
            double ratioBatchToEmbedBatch,
            double batchRememberCpuMsPerMemory,
            double embedBatchCpuMsPerText,
            double batchRememberCpuBound) {}

    /**
     * Memory and disk at the end of the size.
     *
     * @param memoriesInStore  memories the namespace holds: loaded + remembered
     * @param heapUsedBytes    heap in use after a GC, including {@code benchVectorsBytes}
     * @param benchVectorsBytes the bench's own copy of the vectors (for the exact search), about size x dim x 4
     * @param dataDirBytes     the whole data directory
     * @param storeBytes       store files and indexes ({@code databases/})
     * @param txLogBytes       transaction logs ({@code transactions/})
     */
    public record Resources(
            long memoriesInStore,
            long heapUsedBytes,
            long heapMaxBytes,
            long benchVectorsBytes,
            long dataDirBytes,
            long storeBytes,
            long txLogBytes) {}

    /**
     * The JVM peer ({@code bench --peer}, {@link PeerBench}): another system's vector store on the same database with
     * the same vectors, in its own label and vector index.
     *
     * @param description     what it is, with versions
     * @param label           its nodes' label
     * @param memories        vectors given to it (the size)
     * @param openSeconds     building the store (its schema: constraint and vector index)
     * @param loadSeconds     its {@code addAll} calls plus {@code db.awaitIndexes}
     * @param search          its search API, top {@code k}, query vector precomputed (no embedding)
     * @param bareVector      the bare vector {@code SEARCH}, top {@code k}, interleaved with {@code search}
     * @param ratioP50        search p50 / bare p50 (likewise p95, p99)
     * @param overlap         its top k against the exact cosine top k, on the index quality's queries
     */
    public record Peer(
            String name,
            String description,
            String label,
            int memories,
            double openSeconds,
            double loadSeconds,
            double nodesPerSecond,
            int queries,
            int warmup,
            int k,
            Latency search,
            Latency bareVector,
            double ratioP50,
            double ratioP95,
            double ratioP99,
            Overlap overlap) {}
}
