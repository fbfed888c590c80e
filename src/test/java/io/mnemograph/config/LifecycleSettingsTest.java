package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.micronaut.inject.qualifiers.Qualifiers;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.TaskScheduler;
import io.mnemograph.pipeline.lifecycle.ConsolidationScheduler;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.testing.SharedServices;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Delayed;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The lifecycle settings: defaults, ranges that name their key, and the scheduled sweep. A range is checked on the
 * record, built as binding builds it ({@link SettingsRecords}); that a bad one stops start-up is proven by starting a
 * context once.
 */
class LifecycleSettingsTest {

    /** A TTL that ran out in 2020. */
    private static final ZonedDateTime EXPIRED = ZonedDateTime.parse("2020-01-02T00:00:00Z");

    private static String messages(Throwable error) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            text.append(t.getMessage()).append('\n');
        }
        return text.toString();
    }

    private static LifecycleSettings with(String key, Object value) {
        return SettingsRecords.with(LifecycleSettings.class, LifecycleSettings.PREFIX + "." + key, value);
    }

    /** The defaults as the shared test service bound them (application-test.yml turns only the schedule off). */
    @Test
    void defaults_areTheSeedValues() {
        LifecycleSettings s = SettingsRecords.bound(LifecycleSettings.class);
        assertThat(s.sweepInterval()).isEqualTo(Duration.ofHours(1));
        assertThat(s.initialDelay()).isEqualTo(Duration.ofMinutes(1));
        assertThat(s.batchSize()).isEqualTo(1000);
        assertThat(s.lockTimeout()).isEqualTo(Duration.ofMinutes(10));
        assertThat(s.scoreModel()).isEqualTo("mnemex-power-law");
        var seed = io.mnemograph.core.LifecycleParameters.defaults();
        assertThat(s.lifecycleParameters().promoteScore())
                .as("raised from Mnemex's 0.65: docs/lifecycle.md")
                .isEqualTo(2.1);
        assertThat(s.lifecycleParameters().promoteUses()).isEqualTo(seed.promoteUses());
        assertThat(s.lifecycleParameters().promoteWindowDays()).isEqualTo(seed.promoteWindowDays());
        assertThat(s.lifecycleParameters().promoteSessions()).isEqualTo(seed.promoteSessions());
        assertThat(s.lifecycleParameters().forgetScore()).isEqualTo(seed.forgetScore());
        assertThat(s.associationDecay()).isEqualTo(io.mnemograph.core.AssociationDecay.defaults());
        assertThat(s.edgeFloor()).isEqualTo(0.05);
    }

    @Test
    void outOfRange_stopsStartUp_namingTheKey() {
        Map<String, Object> bad = Map.of(
                "sweep-interval",
                "0s",
                "initial-delay",
                "-1s",
                "lock-timeout",
                "2d",
                "batch-size",
                0,
                "score-model",
                "cmm",
                "promote-uses",
                0,
                "promote-sessions",
                0,
                "forget-score",
                2.5,
                "edge-time-constant-days",
                0,
                "edge-floor",
                1.5);
        bad.forEach((key, value) -> assertThatThrownBy(() -> with(key, value))
                .as(key)
                .satisfies(e -> assertThat(messages(e)).contains(LifecycleSettings.PREFIX + "." + key)));
    }

    @Test
    void outOfRange_stopsStartUp_evenWithTheScheduleOff() {
        Map<String, Object> all = Map.of(
                "mnemograph.neo4j.uri",
                SharedNeo4j.server().boltUri(),
                LifecycleSettings.PREFIX + ".enabled",
                false,
                LifecycleSettings.PREFIX + ".batch-size",
                -5);
        assertThatThrownBy(() -> ApplicationContext.run(all).close())
                .satisfies(e -> assertThat(messages(e)).contains("mnemograph.lifecycle.batch-size"));
    }

    @Test
    void unknownScoreModel_listsTheValidOnes() {
        assertThatThrownBy(() -> with("score-model", "ebbinghaus"))
                .satisfies(e -> assertThat(messages(e))
                        .contains("mnemograph.lifecycle.score-model")
                        .contains("mnemex-power-law"));
    }

    /** The shared test service runs with the schedule off (application-test.yml). */
    @Test
    void enabled_false_schedulesNothing() {
        ApplicationContext context = SharedServices.standardServer().getApplicationContext();
        assertThat(context.getBean(LifecycleSettings.class).enabled()).isFalse();
        assertThat(context.containsBean(ConsolidationScheduler.class)).isFalse();
    }

    @Test
    void enabled_sweepsEveryNamespaceOnSchedule() throws InterruptedException {
        createOldMemory("scheduled-1", "scheduled-a", EXPIRED);
        createOldMemory("scheduled-2", "scheduled-b", null);
        try (ApplicationContext context = sweepingEverySecond("0s")) {
            assertThat(context.containsBean(ConsolidationScheduler.class)).isTrue();
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (System.nanoTime() < deadline && !swept()) {
                Thread.sleep(200);
            }
            assertThat(swept()).as("both namespaces swept").isTrue();
        } finally {
            try (var session = SharedNeo4j.driver().session()) {
                session.run("MATCH (n) WHERE n.namespace IN ['scheduled-a', 'scheduled-b'] DETACH DELETE n")
                        .consume();
            }
        }
    }

    /**
     * A destroyed scheduler (as when the application shuts down) ends its schedule, and a run of its task after that
     * (one that had already started) finishes its sweep without creating the scheduler again. The context's task
     * scheduler is one that only records what is scheduled, so nothing waits for time to pass.
     */
    @Test
    void destroyedScheduler_cancelsItsSchedule_andIsNotCreatedAgainByIt() {
        RecordingScheduler recorded = new RecordingScheduler();
        try (ApplicationContext context = ApplicationContext.builder()
                .properties(sweepingEverySecondSettings("1s"))
                .build()) {
            context.registerSingleton(TaskScheduler.class, recorded, Qualifiers.byName(TaskExecutors.SCHEDULED));
            context.start();
            assertThat(recorded.fixedDelay).as("the scheduler's one schedule").hasSize(1);
            Schedule sweep = recorded.fixedDelay.getFirst();
            assertThat(sweep.delay()).isEqualTo(Duration.ofSeconds(1));
            assertThat(sweep.future().isCancelled()).isFalse();

            context.destroyBean(ConsolidationScheduler.class);
            assertThat(sweep.future().isCancelled())
                    .as("the schedule is cancelled with its bean")
                    .isTrue();
            createOldMemory("unswept-1", "unswept", EXPIRED);
            sweep.task().run();
            assertThat(memories("unswept"))
                    .as("the run that had started sweeps")
                    .isZero();
            assertThat(recorded.fixedDelay)
                    .as("a run of the cancelled task creates no new scheduler")
                    .hasSize(1);
        } finally {
            try (var session = SharedNeo4j.driver().session()) {
                session.run("MATCH (n {namespace: 'unswept'}) DETACH DELETE n").consume();
            }
        }
    }

    private static long memories(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory {namespace: $ns}) RETURN count(m) AS n", Map.of("ns", namespace))
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    /** A task scheduled with a fixed delay or rate: its first delay, the task and the future it was given. */
    private record Schedule(Duration delay, Runnable task, ScheduledFuture<?> future) {}

    /**
     * A task scheduler that runs nothing: it records each repeated schedule (the sweep's, and the sweep lease's
     * heartbeat while a recorded sweep is run by hand) and hands back a future that can only be cancelled.
     */
    private static final class RecordingScheduler implements TaskScheduler {

        final List<Schedule> fixedDelay = new CopyOnWriteArrayList<>();
        final List<Schedule> fixedRate = new CopyOnWriteArrayList<>();

        @Override
        public ScheduledFuture<?> scheduleWithFixedDelay(Duration initialDelay, Duration delay, Runnable command) {
            return record(fixedDelay, initialDelay, command);
        }

        @Override
        public ScheduledFuture<?> scheduleAtFixedRate(Duration initialDelay, Duration period, Runnable command) {
            return record(fixedRate, initialDelay, command);
        }

        private static ScheduledFuture<?> record(List<Schedule> into, Duration delay, Runnable command) {
            ScheduledFuture<?> future = new NeverRun();
            into.add(new Schedule(delay, command, future));
            return future;
        }

        @Override
        public ScheduledFuture<?> schedule(String cron, Runnable command) {
            throw new UnsupportedOperationException("cron " + cron);
        }

        @Override
        public <V> ScheduledFuture<V> schedule(String cron, Callable<V> command) {
            throw new UnsupportedOperationException("cron " + cron);
        }

        @Override
        public ScheduledFuture<?> schedule(Duration delay, Runnable command) {
            throw new UnsupportedOperationException("once after " + delay);
        }

        @Override
        public <V> ScheduledFuture<V> schedule(Duration delay, Callable<V> command) {
            throw new UnsupportedOperationException("once after " + delay);
        }
    }

    /** The future of a task the {@link RecordingScheduler} never runs: it can be cancelled, and says whether it was. */
    private static final class NeverRun extends FutureTask<Void> implements ScheduledFuture<Void> {

        NeverRun() {
            super(() -> {}, null);
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return Long.MAX_VALUE;
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }
    }

    /** A service context whose consolidation sweep runs every second, first after {@code initialDelay}. */
    private static ApplicationContext sweepingEverySecond(String initialDelay) {
        return ApplicationContext.run(sweepingEverySecondSettings(initialDelay));
    }

    /** The settings of {@link #sweepingEverySecond}. */
    private static Map<String, Object> sweepingEverySecondSettings(String initialDelay) {
        return Map.of(
                "mnemograph.neo4j.uri",
                SharedNeo4j.server().boltUri(),
                "micronaut.server.port",
                -1,
                LifecycleSettings.PREFIX + ".enabled",
                true,
                LifecycleSettings.PREFIX + ".initial-delay",
                initialDelay,
                LifecycleSettings.PREFIX + ".sweep-interval",
                "1s");
    }

    /**
     * A hot memory stored and last used in 2020, never recalled: with {@code expiresAt} in the past any sweep deletes
     * it; without ({@code null}) any sweep cools it.
     */
    private static void createOldMemory(String id, String namespace, ZonedDateTime expiresAt) {
        Map<String, Object> params = new HashMap<>(Map.of("id", id, "namespace", namespace));
        params.put("expires_at", expiresAt);
        try (var session = SharedNeo4j.driver().session()) {
            session.run("""
                    CREATE (:Memory:Hot {id: $id, namespace: $namespace, content: 'old',
                      created_at: datetime('2020-01-01T00:00:00Z'), updated_at: datetime('2020-01-01T00:00:00Z'),
                      last_accessed_at: datetime('2020-01-01T00:00:00Z'), access_count: 0, stability: 0.0,
                      strength: 1.0, session_ids: [], expires_at: $expires_at})
                    """, params).consume();
        }
    }

    private static boolean swept() {
        try (var session = SharedNeo4j.driver().session()) {
            var r = session.run("""
                    OPTIONAL MATCH (expired:Memory {id: 'scheduled-1'})
                    OPTIONAL MATCH (cold:Memory:Cold {id: 'scheduled-2'})
                    RETURN expired IS NULL AND cold IS NOT NULL AS swept
                    """).single();
            return r.get("swept").asBoolean();
        }
    }
}
