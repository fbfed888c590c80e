package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Replays corpora into recall systems and scores their recalls against the gold evidence, the loop shared by every
 * benchmark ({@link LocomoEvaluation}, {@link MadialEvaluation}).
 *
 * <p>For each system, every corpus is loaded first, each into its namespace, so that every question of every system
 * meets the same stored data (BM25's term statistics span all namespaces of the full-text index); then each
 * question is asked once, at the time the file gives it ({@link Question#askedAt()}, so it recalls only what was
 * stored before) or else at its corpus's {@link Corpus#askAt()}, for the largest cut-off, and smaller cut-offs score
 * prefixes of that ranking. Questions are asked in order, so a system whose recalls strengthen memories changes what
 * later questions meet (and what later systems meet: such a system is run last, {@link RecallSystem#inService()}).
 * A progress bar on stderr counts memories loaded, once per corpus (the systems share one loaded store,
 * {@link MemoryLoader}: a later system's load is a lookup, and counting it multiplied the estimated time left by the
 * number of systems), plus questions asked. Systems are
 * neither reset nor closed here; a failing system fails the run.
 */
final class Replay {

    private static final int PROGRESS_WIDTH = 100;

    private final String title;
    private final List<Integer> ks;
    private final BeforeAsking beforeAsking;

    /** What runs before a system asks a question of a corpus at an instant (the lifecycle sweep, {@link CorpusSweeps}). */
    @FunctionalInterface
    interface BeforeAsking {
        /** Called with the system, the corpus and the instant the question is asked at. */
        void accept(RecallSystem system, Corpus corpus, Instant at);
    }

    /**
     * A replay named {@code title} on the progress bar, scoring at {@code ks} (distinct, at least 1; sorted here),
     * calling {@code beforeAsking} after loading, before each question, with the instant it is asked at.
     */
    Replay(String title, List<Integer> ks, BeforeAsking beforeAsking) {
        this.title = Objects.requireNonNull(title, "title");
        this.ks = cutOffs(ks);
        this.beforeAsking = Objects.requireNonNull(beforeAsking, "beforeAsking");
    }

    /** One report per system, in order, over {@code corpora}. */
    List<SystemReport> run(List<? extends RecallSystem> systems, List<Corpus> corpora) {
        int questions = corpora.stream().mapToInt(c -> c.questions().size()).sum();
        int memories = corpora.stream().mapToInt(c -> c.memories().size()).sum();
        List<SystemReport> reports = new ArrayList<>();
        try (ProgressBar progress = progressBar(memories + (long) systems.size() * questions)) {
            for (RecallSystem system : systems) {
                reports.add(runOne(system, corpora, progress, reports.isEmpty()));
            }
        }
        return reports;
    }

    private SystemReport runOne(RecallSystem system, List<Corpus> corpora, ProgressBar progress, boolean countsLoads) {
        int maxK = ks.getLast();
        long loadNanos = 0;
        long recallNanos = 0;
        List<QuestionOutcome> outcomes = new ArrayList<>();
        for (Corpus corpus : corpora) {
            progress.setExtraMessage(system.name() + " loading " + corpus.id());
            long t0 = System.nanoTime();
            system.load(corpus.namespace(), corpus.memories());
            loadNanos += System.nanoTime() - t0;
            if (countsLoads) {
                progress.stepBy(corpus.memories().size());
            }
        }
        for (Corpus corpus : corpora) {
            progress.setExtraMessage(system.name() + " asking " + corpus.id());
            for (Question question : corpus.questions()) {
                Instant at = question.askAt(corpus.askAt());
                beforeAsking.accept(system, corpus, at);
                long t1 = System.nanoTime();
                List<String> ranked = system.recall(corpus.namespace(), question.text(), at, maxK);
                recallNanos += System.nanoTime() - t1;
                Objects.requireNonNull(ranked, () -> system.name() + " returned null for: " + question.text());
                outcomes.add(
                        new QuestionOutcome(corpus.id(), question, ranked.subList(0, Math.min(maxK, ranked.size()))));
                progress.step();
            }
        }
        return new SystemReport(
                system.name(), RecallMetrics.of(outcomes, ks), Timing.ofNanos(loadNanos, recallNanos, outcomes.size()));
    }

    private ProgressBar progressBar(long total) {
        return new ProgressBarBuilder()
                .setTaskName(title)
                .setStyle(ProgressBarStyle.ASCII)
                .setInitialMax(total)
                .setConsumer(new ConsoleProgressBarConsumer(System.err, PROGRESS_WIDTH))
                .setUpdateIntervalMillis(500)
                .build();
    }

    /** {@code ks} ascending; throws IllegalArgumentException unless they are distinct and at least 1. */
    static List<Integer> cutOffs(List<Integer> ks) {
        if (ks.isEmpty()) {
            throw new IllegalArgumentException("at least one cut-off k is needed");
        }
        List<Integer> sorted = ks.stream().sorted().distinct().toList();
        if (sorted.size() != ks.size() || sorted.getFirst() < 1) {
            throw new IllegalArgumentException("cut-offs must be distinct and at least 1, got " + ks);
        }
        return sorted;
    }
}
