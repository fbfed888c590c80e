package io.mnemograph.pipeline.lifecycle;

import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.TaskScheduler;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.ForgettingClock;
import io.mnemograph.core.Lifecycle;
import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.PromotionRule;
import io.mnemograph.core.decay.DecayModel;
import io.mnemograph.model.Consolidation;
import io.mnemograph.pipeline.metrics.ServiceMetrics;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.NamespaceSweeps;
import io.mnemograph.store.lifecycle.AssociationSweep;
import io.mnemograph.store.lifecycle.LifecycleCandidate;
import io.mnemograph.store.lifecycle.Promotion;
import io.mnemograph.store.lifecycle.SweepLock;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The consolidation sweep (design §5, docs/lifecycle.md): for one namespace as of one instant, delete what expired
 * (TTL), promote memories to core, forget memories to cold storage, decay associations and prune the faded ones.
 *
 * <p>Implementation notes: the steps run in that order, so an expired memory is neither promoted nor cooled, and its
 * edges are deleted with it rather than counted as pruned. TTL and association decay are one Cypher statement each that
 * commits its own batches ({@code CALL { ... } IN TRANSACTIONS}). Promotion and forgetting page through the namespace's
 * hot memories, core ones included, in id order; each page is scored in Java by the same {@code core} code as recall
 * (one source of truth for the Mnemex score and the stability rule, which runs a core memory's clock
 * core-time-scale (4) times slower) and written back by id in one short transaction per page. No memory is immune: a
 * core memory cools too, once its slowed score falls below the forget score, and loses {@code :Core} with {@code :Hot}.
 * A promotion that the core score would undo at once (already below the forget score) is not made: the memory cools
 * instead. The write-back re-checks, under the node's write lock, the labels and the state the decision was made on, so
 * every step is idempotent: a memory already cold is not cooled again, a core memory is not promoted again, a memory
 * recalled meanwhile is left for the next sweep, and each count is what this sweep changed. On top of that one live
 * sweep per namespace holds a lock node (renewed in the background; a lock not renewed for {@code lock-timeout} is
 * stale and may be taken over, and so is at once a lock whose holder was a process of this host that has ended:
 * {@link SweepHolders}).
 */
@Singleton
public final class ConsolidationPipeline {

    private static final Logger LOG = LoggerFactory.getLogger(ConsolidationPipeline.class);

    private final MemoryStore store;
    private final NamespaceSweeps sweeps;
    private final LifecycleSettings settings;
    private final DecayModel mnemexScore;
    private final Lifecycle rules;
    private final TaskScheduler scheduler;
    private final Clock clock;
    private final ServiceMetrics metrics;

    public ConsolidationPipeline(
            MemoryStore store,
            NamespaceSweeps sweeps,
            LifecycleSettings settings,
            ScoringSettings scoring,
            @Named(TaskExecutors.SCHEDULED) TaskScheduler scheduler,
            Clock clock,
            ServiceMetrics metrics) {
        this.store = store;
        this.sweeps = sweeps;
        this.settings = settings;
        this.mnemexScore = settings.scorePreset().create(scoring.decayParameters());
        this.rules = new Lifecycle(settings.lifecycleParameters());
        this.scheduler = scheduler;
        this.clock = clock;
        this.metrics = metrics;
    }

    /**
     * Sweeps one namespace as of {@code at} under its lock.
     *
     * @throws SweepInProgress when another live sweep holds the namespace's lock, or takes it over midway
     */
    public Consolidation consolidate(String namespace, Instant at) {
        try (Lease lease = Lease.acquire(this, namespace)) {
            Consolidation done = sweep(namespace, at, lease::check);
            metrics.swept(done);
            LOG.info(
                    "Consolidated namespace {} as of {}: cooled {}, promoted {} {}, expired {}, edges pruned {}, "
                            + "edges decayed {}, in {} ms",
                    namespace,
                    at,
                    done.cooled(),
                    done.promoted(),
                    byRule(done.promotedByRule()),
                    done.expired(),
                    done.edgesPruned(),
                    done.edgesDecayed(),
                    done.duration().toMillis());
            return done;
        }
    }

    /** Sweeps every namespace as of now; namespaces another instance is sweeping are skipped. */
    public List<Consolidation> consolidateAll() {
        Instant at = clock.instant();
        long start = System.nanoTime();
        List<Consolidation> done = new ArrayList<>();
        int skipped = 0;
        int failed = 0;
        for (String namespace : store.read(tx -> tx.lifecycle().namespaces())) {
            try {
                done.add(consolidate(namespace, at));
            } catch (SweepInProgress e) {
                skipped++;
                LOG.info("Skipped the sweep of namespace {}: {}", namespace, e.getMessage());
            } catch (RuntimeException e) {
                failed++;
                metrics.sweepFailed();
                LOG.error("The sweep of namespace {} failed; the next sweep retries it", namespace, e);
            }
        }
        LOG.info(
                "Scheduled consolidation as of {}: {} namespaces swept, {} skipped, {} failed, in {} ms",
                at,
                done.size(),
                skipped,
                failed,
                Duration.ofNanos(System.nanoTime() - start).toMillis());
        return done;
    }

    /**
     * The sweep's steps without the lock. Every step is idempotent on its own: two of these running at once never
     * apply anything twice, and their counts add up to what one would have changed.
     *
     * @param betweenBatches called between pages of memories; throws to stop the sweep
     */
    Consolidation sweep(String namespace, Instant at, Runnable betweenBatches) {
        long start = System.nanoTime();
        int batch = settings.batchSize();
        long expired = sweeps.expire(namespace, at, batch);
        LOG.debug("Sweep of {}: expired {} in {} ms", namespace, expired, millisSince(start));
        betweenBatches.run();
        long memoriesStart = System.nanoTime();
        Map<PromotionRule, Long> promoted = new EnumMap<>(PromotionRule.class);
        for (PromotionRule rule : PromotionRule.values()) {
            promoted.put(rule, 0L);
        }
        long cooled = 0;
        String after = "";
        while (true) {
            String from = after;
            List<LifecycleCandidate> page =
                    store.read(tx -> tx.lifecycle().lifecycleCandidates(namespace, at, from, batch));
            if (page.isEmpty()) {
                break;
            }
            List<Promotion> promotions = new ArrayList<>();
            List<LifecycleCandidate> forgotten = new ArrayList<>();
            for (LifecycleCandidate memory : page) {
                decide(memory, at, promotions, forgotten);
            }
            if (!promotions.isEmpty() || !forgotten.isEmpty()) {
                PageResult result = store.write(tx -> new PageResult(
                        tx.lifecycle().promote(namespace, at, promotions),
                        tx.lifecycle().cool(namespace, at, forgotten)));
                result.promoted()
                        .forEach((rule, count) ->
                                promoted.merge(PromotionRule.valueOf(rule.toUpperCase(Locale.ROOT)), count, Long::sum));
                cooled += result.cooled();
            }
            after = page.getLast().id();
            if (page.size() < batch) {
                break;
            }
            betweenBatches.run();
        }
        LOG.debug(
                "Sweep of {}: promoted {}, cooled {} in {} ms",
                namespace,
                promoted,
                cooled,
                millisSince(memoriesStart));
        betweenBatches.run();
        long edgesStart = System.nanoTime();
        AssociationSweep edges =
                sweeps.decayAssociations(namespace, at, settings.associationDecay(), settings.edgeFloor(), batch);
        LOG.debug(
                "Sweep of {}: edges pruned {}, decayed {} in {} ms",
                namespace,
                edges.pruned(),
                edges.decayed(),
                millisSince(edgesStart));
        long total = promoted.values().stream().mapToLong(Long::longValue).sum();
        return new Consolidation(
                namespace,
                at,
                cooled,
                total,
                Collections.unmodifiableMap(promoted),
                expired,
                edges.pruned(),
                edges.decayed(),
                Duration.ofNanos(System.nanoTime() - start));
    }

    private static long millisSince(long nanos) {
        return Duration.ofNanos(System.nanoTime() - nanos).toMillis();
    }

    private record PageResult(Map<String, Long> promoted, long cooled) {}

    /**
     * Promotion first (a memory some rule promotes is not cooled), unless its score as a core memory is already below
     * the forget score; then forgetting, on the score of the memory's own tier.
     */
    private void decide(
            LifecycleCandidate memory, Instant at, List<Promotion> promotions, List<LifecycleCandidate> forgotten) {
        MemoryTimeline timeline;
        try {
            timeline = timeline(memory, at);
        } catch (IllegalArgumentException e) {
            LOG.warn("Sweep skips memory {}: its state is out of range ({})", memory.id(), e.getMessage());
            return;
        }
        double score = mnemexScore.factor(timeline, at);
        Optional<PromotionRule> rule = rules.promotionRule(score, timeline, memory.sessions(), at)
                .filter(promotion -> !rules.shouldForget(mnemexScore.factor(timeline.promoted(), at)));
        if (rule.isPresent()) {
            promotions.add(new Promotion(memory, rule.get()));
        } else if (rules.shouldForget(score)) {
            forgotten.add(memory);
        }
    }

    /**
     * The timeline the lifecycle rules read as of {@code at}, with the core flag that slows a core memory's score;
     * its forgetting clock starts no earlier than the memory's arrival ({@link ForgettingClock}).
     */
    static MemoryTimeline timeline(LifecycleCandidate m, Instant at) {
        MemoryTimeline stored = new MemoryTimeline(
                m.createdAt().toInstant(),
                m.updatedAt().toInstant(),
                m.lastAccessedAt().toInstant(),
                m.accessCount(),
                m.stability(),
                m.strength(),
                m.core());
        return ForgettingClock.fromArrival(
                stored, m.storedAt() == null ? null : m.storedAt().toInstant(), at);
    }

    private static String byRule(Map<PromotionRule, Long> promoted) {
        StringBuilder text = new StringBuilder("(");
        promoted.forEach((rule, count) -> text.append(text.length() > 1 ? ", " : "")
                .append(rule.name().toLowerCase(Locale.ROOT))
                .append(' ')
                .append(count));
        return text.append(')').toString();
    }

    /**
     * The namespace's sweep lock while this sweep holds it: renewed in the background every third of the lock
     * timeout, checked between batches, released at the end.
     */
    private static final class Lease implements AutoCloseable {

        private final ConsolidationPipeline pipeline;
        private final String namespace;
        private final String owner;
        private volatile boolean lost;
        private ScheduledFuture<?> heartbeat;

        private Lease(ConsolidationPipeline pipeline, String namespace, String owner) {
            this.pipeline = pipeline;
            this.namespace = namespace;
            this.owner = owner;
        }

        static Lease acquire(ConsolidationPipeline pipeline, String namespace) {
            String owner = SweepHolders.newHolder();
            Duration timeout = pipeline.settings.lockTimeout();
            Instant now = pipeline.clock.instant();
            SweepLock first = pipeline.store.write(
                    tx -> tx.lifecycle().acquireSweepLock(namespace, owner, now, now.plus(timeout), null));
            SweepLock lock = first;
            if (!first.acquired() && SweepHolders.gone(first.holder())) {
                LOG.warn(
                        "The sweep lock of namespace {} is held by {}, a process of this host that has ended;"
                                + " taking it over",
                        namespace,
                        first.holder());
                lock = pipeline.store.write(tx ->
                        tx.lifecycle().acquireSweepLock(namespace, owner, now, now.plus(timeout), first.holder()));
            }
            if (!lock.acquired()) {
                LOG.info(
                        "Sweep of namespace {} not run: {} holds its lock until {}",
                        namespace,
                        lock.holder(),
                        lock.heldUntil());
                throw new SweepInProgress(
                        namespace,
                        "another consolidation sweep of namespace " + namespace + " is running (lock held until "
                                + lock.heldUntil() + ")");
            }
            if (lock.takenOverFrom() != null) {
                LOG.warn("Took over the stale sweep lock of namespace {} from {}", namespace, lock.takenOverFrom());
            }
            Lease lease = new Lease(pipeline, namespace, owner);
            Duration period = timeout.dividedBy(3);
            lease.heartbeat = pipeline.scheduler.scheduleAtFixedRate(period, period, lease::renew);
            return lease;
        }

        private void renew() {
            try {
                Instant until = pipeline.clock.instant().plus(pipeline.settings.lockTimeout());
                if (!pipeline.store.write(tx -> tx.lifecycle().renewSweepLock(namespace, owner, until))) {
                    lost = true;
                }
            } catch (RuntimeException e) {
                LOG.warn("Could not renew the sweep lock of namespace {}; retrying", namespace, e);
            }
        }

        void check() {
            if (lost) {
                throw new SweepInProgress(
                        namespace,
                        "another sweep took over the lock of namespace " + namespace
                                + "; this sweep stopped between batches (what it did is kept)");
            }
        }

        @Override
        public void close() {
            heartbeat.cancel(false);
            try {
                pipeline.store.write(tx -> tx.lifecycle().releaseSweepLock(namespace, owner, pipeline.clock.instant()));
            } catch (RuntimeException e) {
                LOG.warn(
                        "Could not release the sweep lock of namespace {} ({}); it is taken over once this process"
                                + " has ended, or when it goes stale",
                        namespace,
                        e.getMessage());
            }
        }
    }
}
