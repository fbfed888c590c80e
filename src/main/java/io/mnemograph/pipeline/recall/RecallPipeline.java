package io.mnemograph.pipeline.recall;

import io.mnemograph.config.GraphSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.config.TimeoutSettings;
import io.mnemograph.core.Deadline;
import io.mnemograph.core.Threshold;
import io.mnemograph.core.graph.Activation;
import io.mnemograph.core.graph.ContextualRelevance;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.core.graph.ParsedQuery;
import io.mnemograph.core.graph.SessionContext;
import io.mnemograph.core.scoring.ChannelFusion;
import io.mnemograph.core.scoring.NewerFirst;
import io.mnemograph.core.scoring.RecallPolicy;
import io.mnemograph.core.scoring.ScoreBounds;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.metrics.RecallStage;
import io.mnemograph.pipeline.metrics.RecallTiming;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.Candidate;
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

    private static final Comparator<Candidate> BEST_FIRST = Comparator.comparingDouble(Candidate::score)
            .reversed()
            .thenComparing(hit -> hit.memory().id());

    /** No lift: the recall does not spread, or {@code session-context} is 0 or the policy leaves it out. */
    private static final SessionContext NO_SESSION_CONTEXT = new SessionContext(0);

    /** Candidates fetched from the vector index: {@code max(3 x limit, 15)} (design §4 step 2). */
    static int candidateCount(int limit) {
        return Math.max(3 * limit, 15);
    }

    private final EmbeddingChannels embeddings;
    private final MemoryStore store;
    private final ScoringStage scoring;
    private final SpreadingStage spreader;
    private final ScoringSettings settings;
    private final GraphSettings graph;
    private final Clock clock;
    private final RecallGate gate;
    private final TimeoutSettings timeouts;
    private final ServiceMetrics metrics;
    private final EntityExtractor entities = new EntityExtractor();
    private final SeedStage seedStage;
    private final RecallPolicy policy;

    /**
     * The pipeline that recalls under {@code policy}: the service's bean has {@link RecallPolicy#FULL}; the evaluation
     * builds its variants with other policies.
     */
    public RecallPipeline(
            RecallPolicy policy,
            EmbeddingChannels embeddings,
            MemoryStore store,
            SpreadingStage spreader,
            ScoringSettings settings,
            GraphSettings graph,
            Clock clock,
            RecallGate gate,
            TimeoutSettings timeouts,
            ServiceMetrics metrics) {
        this.policy = policy;
        this.embeddings = embeddings;
        this.store = store;
        this.scoring = new ScoringStage(settings);
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
     * configuration is resolved and the query parsed once, here, and handed down; the answer is built once, from the
     * candidates that passed every stage.
     */
    private List<RecallHit> recallNow(RecallRequest request, Deadline deadline) {
        RecallTiming timing = new RecallTiming();
        ParsedQuery parsed = ParsedQuery.of(request.query(), entities);
        QueryEmbedding query = QueryEmbedding.start(embeddings, parsed.text(), deadline, metrics::timeEmbedding);
        Recall recall = new Recall(
                request,
                RecallOptions.of(request, settings, graph, policy),
                parsed,
                request.at() == null ? clock.instant() : request.at());
        boolean reinforces = request.boost() && store.hasDiskRoom();
        List<Candidate> found;
        if (!reinforces) {
            found = store.read(tx -> rank(tx, recall, query, timing), deadline);
        } else {
            found = store.write(
                    tx -> {
                        List<Candidate> ranked = rank(tx, recall, query, timing);
                        timing.measure(RecallStage.WRITE_BACK, () -> reinforce(tx, recall, ranked));
                        return ranked;
                    },
                    deadline);
        }
        List<RecallHit> results =
                found.stream().map(c -> RecallHit.of(c, reinforces)).toList();
        metrics.recalled(
                timing,
                results.size(),
                results.stream().filter(RecallHit::resurrected).count());
        return results;
    }

    /**
     * The recall's stages, each a function from candidates to candidates: seed, score the direct matches, spread,
     * keep what the threshold admits, lift by session context, rank, newer first.
     */
    private List<Candidate> rank(MemoryTransaction tx, Recall recall, QueryEmbedding query, RecallTiming timing) {
        SeedStage.Seeding seeding = timing.measure(RecallStage.SEEDS, () -> seedStage.seeds(tx, recall, query));
        Candidates direct =
                timing.measure(RecallStage.SCORING, () -> seeding.seeds().map(c -> scoring.direct(c, recall)));
        SessionContext sessions = recall.options().sessionContext() ? graph.sessionContexts() : NO_SESSION_CONTEXT;
        Candidates all = spread(tx, recall, direct, seeding.maxImportance(), sessions, timing);
        Candidates ranked = timing.measure(
                RecallStage.SCORING,
                () -> inSessionContext(sessions, admitted(recall, all)).sorted(BEST_FIRST));
        return timing.measure(RecallStage.SCORING, () -> newerFirst(tx, recall, ranked))
                .list();
    }

    /**
     * The {@code direct} matches with what spreading reached from them: each match replaced where spreading reached
     * it more strongly, then the other memories reached; the direct matches alone when the recall does not spread or
     * no match activates.
     */
    private Candidates spread(
            MemoryTransaction tx,
            Recall recall,
            Candidates direct,
            OptionalDouble maxImportance,
            SessionContext sessions,
            RecallTiming timing) {
        if (!recall.options().spreads() || direct.stream().noneMatch(RecallPipeline::activates)) {
            return direct;
        }
        EntryScores entry = new EntryScores(
                recall.options().threshold(),
                spreadingLimit(recall.request().limit()),
                sessions,
                sessions.heaviestMass(sessionResults(direct)),
                inSessionContext(sessions, direct).list());
        return direct.with(associative(tx, recall, direct, maxImportance, entry, timing));
    }

    /** The candidates the threshold admits ({@link Threshold#admits}): every direct match, associative ones above it. */
    private static Candidates admitted(Recall recall, Candidates candidates) {
        Threshold threshold = recall.options().threshold();
        return candidates.filter(c -> threshold.admits(c.seeded(), c.score()));
    }

    /** The ranked candidates, newer statements first, cut at the limit ({@link NewerFirstStage}). */
    private Candidates newerFirst(MemoryTransaction tx, Recall recall, Candidates ranked) {
        Instant now = clock.instant();
        Instant at = recall.at();
        return NewerFirstStage.apply(
                tx, recall.request(), recall.options().newerFirst(), ranked, now.isAfter(at) ? now : at);
    }

    /** Whether a direct match spreads activation: its similarity is above 0. */
    private static boolean activates(Candidate direct) {
        return direct.factors().similarity() > 0;
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
     * The admitted candidates, each lifted by the session it was formed in ({@link SessionContext}), the masses taken
     * from the direct matches' scores as matched: after the threshold, so the lift orders results and never admits
     * one. A direct match's factor depends on the direct matches alone, so it is known before spreading, and with it
     * the most each memory spreading reaches can be lifted ({@link EntryScores}), so that pruning still changes nothing.
     */
    private static Candidates inSessionContext(SessionContext sessions, Candidates admitted) {
        if (sessions == NO_SESSION_CONTEXT) {
            return admitted;
        }
        Map<String, Double> factors = sessions.factors(sessionResults(admitted));
        return admitted.map(c -> c.withSessionContext(factors.get(c.memory().id())));
    }

    /** The candidates as the session context weighs them: a direct match with its score as matched. */
    private static List<SessionContext.Result> sessionResults(Candidates candidates) {
        return candidates.stream()
                .map(c -> {
                    List<String> formedIn = c.memory().sessionIds();
                    return new SessionContext.Result(
                            c.memory().id(),
                            formedIn.isEmpty() ? null : formedIn.getFirst(),
                            c.matched().orElse(c.score()),
                            c.seeded());
                })
                .toList();
    }

    /**
     * The memories reached by spreading from the {@code direct} matches, scored. Only those that can reach the entry
     * score ({@link EntryScores}) are followed, read and scored: spreading prunes activations below
     * {@link ScoreBounds#activationFloor} of the loosest entry score, the spreading fetch reads each memory's own
     * importance, weight and session, and of the rest only those whose own bound reaches the entry score of their
     * session ({@link ScoreBounds#canReach}) are read. Neither step changes the result. A memory reached takes the
     * similarity of the seed its path starts from, and a seed reached more strongly than its own relevance keeps its
     * score as matched.
     */
    private Candidates associative(
            MemoryTransaction tx,
            Recall recall,
            Candidates direct,
            OptionalDouble highestImportance,
            EntryScores entry,
            RecallTiming timing) {
        RecallRequest request = recall.request();
        RecallPolicy.Factor importance = recall.options().policy().importance();
        double ceiling = ScoreBounds.withMargin(scoring.ceiling(recall));
        double lightest = ScoreBounds.activationFloor(entry.loosest(), ceiling, importance.bound(highestImportance));
        if (lightest >= 1.0) {
            return Candidates.NONE; // activation never exceeds 1: nothing reached can pass
        }
        Map<String, Double> seedActivation = new LinkedHashMap<>();
        direct.stream()
                .filter(RecallPipeline::activates)
                .forEach(c -> seedActivation.put(c.memory().id(), c.factors().similarity()));
        SpreadingResult spread = timing.measure(
                RecallStage.SPREADING,
                () -> spreader.spread(
                        tx,
                        request.namespace(),
                        seedActivation,
                        request.hops(),
                        recall.options().spreadFactor(),
                        lightest,
                        recall.options().edges()));
        List<Activation> promising = spread.activations().stream()
                .filter(a -> !a.direct())
                .filter(a -> ScoreBounds.canReach(
                        a.activation(),
                        importance.known(spread.importanceTimesWeight(a.memoryId())),
                        ceiling,
                        entry.forSession(spread.formedIn(a.memoryId()))))
                .toList();
        if (promising.isEmpty()) {
            return Candidates.NONE;
        }
        Candidates visible = timing.measure(
                RecallStage.SPREADING,
                () -> Candidates.of(tx.recall()
                        .reached(
                                request.namespace(),
                                promising.stream().map(Activation::memoryId).toList(),
                                request.project(),
                                request.sessionId(),
                                recall.at(),
                                request.filter())));
        return timing.measure(
                RecallStage.SCORING,
                () -> Candidates.of(promising.stream()
                        .flatMap(a -> visible.find(a.memoryId()).stream()
                                .map(reached -> scoring.reached(
                                        reached,
                                        a,
                                        origin(direct, a).factors().similarity(),
                                        direct.find(a.memoryId())
                                                .map(Candidate::matched)
                                                .orElse(OptionalDouble.empty()),
                                        recall)))
                        .toList()));
    }

    /** The seed the path of {@code reached} starts from. */
    private static Candidate origin(Candidates direct, Activation reached) {
        return direct.find(reached.path().getFirst().fromId()).orElseThrow();
    }

    /**
     * Strengthens what the recall returned, in the recall's transaction: the session's turn advances, each result is
     * boosted, and the top {@code co-recall-top} results strengthen their pairwise associations.
     */
    private void reinforce(MemoryTransaction tx, Recall recall, List<Candidate> hits) {
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
