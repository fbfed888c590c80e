package io.mnemograph.pipeline.recall;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.Scope;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Threshold;
import io.mnemograph.core.Via;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.ContextualRelevance;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.core.graph.ParsedQuery;
import io.mnemograph.core.graph.SessionContext;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.ChannelFusion;
import io.mnemograph.core.scoring.NewerFirst;
import io.mnemograph.core.scoring.ScoreBounds;
import io.mnemograph.core.scoring.ScoredMemory;
import io.mnemograph.core.scoring.Scorer;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.pipeline.metrics.RecallStage;
import io.mnemograph.pipeline.metrics.RecallTiming;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.Candidate;
import io.mnemograph.store.recall.Reached;
import io.mnemograph.store.recall.RecallWriteBack;
import io.mnemograph.store.recall.Reinforcement;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Recall (design §4): embed the query, seed from the vector index over the memories visible to the recall, spread
 * activation from the seeds over associations and shared entities, score every memory multiplicatively, rank the
 * direct matches, keep the associative results that reach the threshold ({@link Threshold}), and in the same write
 * transaction strengthen what it returns; read-only with {@code boost: false} or below the disk floor (reliability.md).
 *
 * <p>Implementation notes: a seed's activation is its relevance, which, when the recall spreads, includes its context
 * among the candidates ({@link ContextualRelevance}); spreading multiplies it by {@code spread_factor x edge_weight}
 * per hop, and every memory keeps its best activation, so a seed reached more strongly from another seed becomes an
 * associative result, which reports the similarity of the seed it was reached from and, as {@code activation}, the
 * product along its path, so the components still multiply to the score.
 */
@Singleton
public final class RecallPipeline {

    private static final Comparator<RecallHit> BEST_FIRST = Comparator.comparingDouble(RecallHit::score)
            .reversed()
            .thenComparing(hit -> hit.memory().id());

    /** No lift: the recall does not spread, or {@code session-context} is 0 or ablated. */
    private static final SessionContext NO_SESSION_CONTEXT = new SessionContext(0);

    /** Candidates fetched from the vector index: {@code max(3 x limit, 15)} (design §4 step 2). */
    static int candidateCount(int limit) {
        return Math.max(3 * limit, 15);
    }

    private final EmbeddingChannels embeddings;
    private final MemoryStore store;
    private final Scorer scorer;
    private final SpreadingStage spreader;
    private final ScoringSettings settings;
    private final GraphSettings graph;
    private final Clock clock;
    private final RecallGate gate;
    private final TimeoutSettings timeouts;
    private final ServiceMetrics metrics;
    private final EntityExtractor entities = new EntityExtractor();
    private final SeedStage seedStage;

    public RecallPipeline(
            EmbeddingChannels embeddings,
            MemoryStore store,
            SpreadingStage spreader,
            ScoringSettings settings,
            GraphSettings graph,
            Clock clock,
            RecallGate gate,
            TimeoutSettings timeouts,
            ServiceMetrics metrics) {
        this.embeddings = embeddings;
        this.store = store;
        this.scorer =
                new Scorer(settings.decayParameters(), settings.preset(), settings.priming(), settings.scopeWeight());
        this.spreader = spreader;
        this.settings = settings;
        this.graph = graph;
        this.clock = clock;
        this.gate = gate;
        this.timeouts = timeouts;
        this.metrics = metrics;
        this.seedStage = new SeedStage(settings, graph, new ChannelFusion(embeddings.weight()));
    }

    /**
     * Recalls in one of the bounded slots of the {@link RecallGate}, within {@code request-seconds} from now: the
     * query's embedding and the transaction wait at most the time left.
     *
     * @throws Overloaded when no slot frees up in time
     * @throws io.mnemograph.core.DeadlinePassed when the deadline passes first (a boost is rolled back)
     */
    public List<RecallHit> recall(RecallRequest request) {
        Deadline deadline = Deadline.after(timeouts.request());
        return gate.run(() -> recallNow(request, deadline));
    }

    /**
     * Recalls, timing each stage ({@link RecallTiming}); the metrics count only recalls that answered. The
     * configuration is resolved and the query parsed once, here, and handed down.
     */
    private List<RecallHit> recallNow(RecallRequest request, Deadline deadline) {
        RecallTiming timing = new RecallTiming();
        ParsedQuery parsed = ParsedQuery.of(request.query(), entities);
        QueryEmbedding query = QueryEmbedding.start(embeddings, parsed.text(), deadline, metrics::timeEmbedding);
        Recall recall = new Recall(
                request,
                RecallOptions.of(request, settings, graph),
                parsed,
                request.at() == null ? clock.instant() : request.at());
        List<RecallHit> results;
        if (!request.boost() || !store.hasDiskRoom()) {
            results = store.read(tx -> rank(tx, recall, query, timing), deadline);
        } else {
            results = store.write(
                    tx -> {
                        List<RecallHit> hits = rank(tx, recall, query, timing);
                        timing.measure(RecallStage.WRITE_BACK, () -> reinforce(tx, recall, hits));
                        return hits.stream().map(RecallHit::afterReinforcement).toList();
                    },
                    deadline);
        }
        metrics.recalled(
                timing,
                results.size(),
                results.stream().filter(RecallHit::resurrected).count());
        return results;
    }

    private List<RecallHit> rank(MemoryTransaction tx, Recall recall, QueryEmbedding query, RecallTiming timing) {
        RecallRequest request = recall.request();
        Instant at = recall.at();
        boolean namesProject = recall.namesProject();
        Map<String, RecallHit> hits = new LinkedHashMap<>();
        Map<String, Double> seedActivation = new LinkedHashMap<>();
        SeedStage.Seeding seeding = timing.measure(RecallStage.SEEDS, () -> seedStage.seeds(tx, recall, query));
        for (SeedStage.Seed seed : seeding.seeds()) {
            Candidate c = seed.candidate();
            ScoreComponents components = timing.measure(
                    RecallStage.SCORING,
                    () -> scorer.score(
                            scored(c.memory()),
                            seed.relevance(),
                            ScoreComponents.DIRECT_ACTIVATION,
                            c.turnsSinceActivation(),
                            namesProject,
                            at,
                            recall.options().decay(),
                            request.ablation()));
            hits.put(
                    c.memory().id(),
                    new RecallHit(c.memory(), components.score(), components, Via.DIRECT, 0, List.of())
                            .withChannels(c.channels()));
            if (components.similarity() > 0) {
                seedActivation.put(c.memory().id(), components.similarity());
            }
        }
        Map<String, Double> asMatched = new LinkedHashMap<>();
        hits.forEach((id, hit) -> asMatched.put(id, hit.score()));
        Threshold threshold = recall.options().threshold();
        SessionContext sessions = recall.options().sessionContext() ? graph.sessionContexts() : NO_SESSION_CONTEXT;
        if (recall.options().spreads() && !seedActivation.isEmpty()) {
            List<RecallHit> direct = List.copyOf(hits.values());
            addAssociative(
                    tx,
                    recall,
                    seedActivation,
                    hits,
                    seeding.maxImportance(),
                    new EntryScores(
                            threshold,
                            spreadingLimit(request.limit()),
                            sessions,
                            sessions.heaviestMass(sessionResults(direct, asMatched)),
                            inSessionContext(sessions, direct, asMatched)),
                    timing);
        }
        List<RecallHit> ranked = timing.measure(
                RecallStage.SCORING,
                () -> inSessionContext(
                                sessions,
                                hits.values().stream()
                                        .filter(hit -> threshold.admits(
                                                asMatched.containsKey(
                                                        hit.memory().id()),
                                                hit.score()))
                                        .toList(),
                                asMatched)
                        .stream()
                        .sorted(BEST_FIRST)
                        .toList());
        Instant now = clock.instant();
        return timing.measure(
                RecallStage.SCORING, () -> NewerFirstStage.apply(tx, request, ranked, now.isAfter(at) ? now : at));
    }

    /**
     * The number of results spreading is pruned for: the limit, and at least {@link NewerFirst#WINDOW}, since newer-first
     * can lift any of the first {@code WINDOW} direct matches to the top, with the score spreading gave it (it may
     * have reached that match too and raised it). Pruned for a smaller limit, that score and the window itself could
     * differ from a larger recall's, and a smaller limit would not give its top.
     */
    private static int spreadingLimit(int limit) {
        return Math.max(limit, NewerFirst.WINDOW);
    }

    /**
     * The admitted results, each lifted by the session it was formed in ({@link SessionContext}), the masses taken from
     * the direct matches' scores {@code asMatched}: after the threshold, so the lift orders results and never admits
     * one. A direct match's factor depends on the direct matches alone, so it is known before spreading, and with it
     * the most each memory spreading reaches can be lifted ({@link EntryScores}), so that pruning still changes nothing.
     */
    private static List<RecallHit> inSessionContext(
            SessionContext sessions, List<RecallHit> admitted, Map<String, Double> asMatched) {
        if (sessions == NO_SESSION_CONTEXT) {
            return admitted;
        }
        Map<String, Double> factors = sessions.factors(sessionResults(admitted, asMatched));
        return admitted.stream()
                .map(hit -> hit.inSessionContext(factors.get(hit.memory().id())))
                .toList();
    }

    /** The results as the session context weighs them: a direct match with its score as matched. */
    private static List<SessionContext.Result> sessionResults(List<RecallHit> hits, Map<String, Double> asMatched) {
        return hits.stream()
                .map(hit -> {
                    String id = hit.memory().id();
                    List<String> formedIn = hit.memory().sessionIds();
                    return new SessionContext.Result(
                            id,
                            formedIn.isEmpty() ? null : formedIn.getFirst(),
                            asMatched.getOrDefault(id, hit.score()),
                            asMatched.containsKey(id));
                })
                .toList();
    }

    /**
     * Adds the memories reached by spreading. Only those that can reach the entry score ({@link EntryScores}) are
     * followed, read and scored: spreading prunes activations below {@link ScoreBounds#activationFloor} of the loosest
     * entry score, the spreading fetch reads each memory's own importance, weight and session, and of the rest only
     * those whose own bound reaches the entry score of their session ({@link ScoreBounds#canReach}) are read. Neither
     * step changes the result.
     */
    private void addAssociative(
            MemoryTransaction tx,
            Recall recall,
            Map<String, Double> seedActivation,
            Map<String, RecallHit> hits,
            OptionalDouble highestImportance,
            EntryScores entry,
            RecallTiming timing) {
        RecallRequest request = recall.request();
        Instant at = recall.at();
        boolean namesProject = recall.namesProject();
        Ablation ablation = request.ablation();
        boolean importanceOff = ablation.isOff(Ablation.Part.IMPORTANCE);
        double ceiling = ScoreBounds.withMargin(scorer.ceiling(
                namesProject, request.sessionId() != null, recall.options().decay(), ablation));
        double lightest = ScoreBounds.activationFloor(
                entry.loosest(), ceiling, importanceOff ? OptionalDouble.empty() : highestImportance);
        if (lightest >= 1.0) {
            return; // activation never exceeds 1: nothing reached can pass
        }
        SpreadingResult spread = timing.measure(
                RecallStage.SPREADING,
                () -> spreader.spread(
                        tx,
                        request.namespace(),
                        seedActivation,
                        request.hops(),
                        recall.options().spreadFactor(),
                        lightest,
                        ablation));
        List<Activation> promising = spread.activations().stream()
                .filter(a -> !a.direct())
                .filter(a -> ScoreBounds.canReach(
                        a.activation(),
                        importanceOff ? null : spread.importanceTimesWeight().get(a.memoryId()),
                        ceiling,
                        entry.forSession(spread.formedIn().get(a.memoryId()))))
                .toList();
        if (promising.isEmpty()) {
            return;
        }
        Map<String, Activation> byId = new LinkedHashMap<>();
        promising.forEach(a -> byId.put(a.memoryId(), a));
        List<Reached> visible = timing.measure(
                RecallStage.SPREADING,
                () -> tx.recall()
                        .reached(
                                request.namespace(),
                                new ArrayList<>(byId.keySet()),
                                request.project(),
                                request.sessionId(),
                                at,
                                request.filter()));
        for (Reached reached : visible) {
            Activation activation = byId.get(reached.memory().id());
            double originSimilarity =
                    seedActivation.get(activation.path().getFirst().fromId());
            ScoreComponents components = timing.measure(
                    RecallStage.SCORING,
                    () -> scorer.score(
                            scored(reached.memory()),
                            originSimilarity,
                            activation.activation() / originSimilarity,
                            reached.turnsSinceActivation(),
                            namesProject,
                            at,
                            recall.options().decay(),
                            ablation));
            hits.put(
                    reached.memory().id(),
                    new RecallHit(
                            reached.memory(),
                            components.score(),
                            components,
                            Via.ASSOCIATIVE,
                            activation.hops(),
                            activation.path()));
        }
    }

    /** What a stored memory brings to its score. */
    static ScoredMemory scored(StoredMemory m) {
        return new ScoredMemory(
                new MemoryTimeline(
                        m.createdAt().toInstant(),
                        m.updatedAt().toInstant(),
                        m.lastAccessedAt().toInstant(),
                        m.accessCount(),
                        m.stability(),
                        m.strength(),
                        "core".equals(m.tier())),
                m.importance(),
                m.weight(),
                Scope.parse(m.scope()));
    }

    /**
     * Strengthens what the recall returned, in the recall's transaction: the session's turn advances, each result is
     * boosted, and the top {@code co-recall-top} results strengthen their pairwise associations.
     */
    private void reinforce(MemoryTransaction tx, Recall recall, List<RecallHit> hits) {
        RecallRequest request = recall.request();
        if (hits.isEmpty() && request.sessionId() == null) {
            return;
        }
        List<Reinforcement> results = hits.stream()
                .map(hit -> new Reinforcement(hit.memory().id(), hit.via()))
                .toList();
        List<String> top = hits.stream()
                .limit(graph.coRecallTop())
                .map(hit -> hit.memory().id())
                .toList();
        List<List<String>> pairs = new ArrayList<>();
        for (int i = 0; i < top.size(); i++) {
            for (int j = i + 1; j < top.size(); j++) {
                pairs.add(
                        top.get(i).compareTo(top.get(j)) < 0
                                ? List.of(top.get(i), top.get(j))
                                : List.of(top.get(j), top.get(i)));
            }
        }
        tx.recall()
                .writeBack(new RecallWriteBack(
                        request.namespace(),
                        request.sessionId(),
                        recall.at(),
                        results,
                        settings.boosts(),
                        pairs,
                        graph.coRecallIncrement()));
    }
}
