package io.mnemograph.eval;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Replays LoCoMo conversations into recall systems and scores their recalls against the gold evidence.
 *
 * <p>For each system, every selected conversation is loaded first, each into namespace {@code locomo-<sample_id>}
 * (all its turns, in order), so that every question of every system meets the same corpus (BM25's term statistics
 * span all namespaces of the full-text index); then each scored question is asked once at
 * {@link LocomoDataset#askAt(Conversation)} for the largest cut-off; smaller cut-offs score prefixes of that
 * ranking. A progress bar on stderr counts turns loaded plus questions asked. Systems are neither reset nor
 * closed here; a failing system fails the run.
 */
public final class LocomoEvaluation {

    /** The cut-offs of the design (overview, section 7). */
    public static final List<Integer> DEFAULT_KS = List.of(5, 10, 20);

    private static final int PROGRESS_WIDTH = 100;

    private final LocomoDataset dataset;
    private final ConversationSelection selection;
    private final List<Integer> ks;
    private final Clock clock;
    private SweepBeforeAsking sweep = SweepBeforeAsking.NONE;
    private BiConsumer<String, Instant> sweeper;
    private final Set<String> swept = new HashSet<>();

    /**
     * An evaluation of {@code selection} from {@code dataset} at cut-offs {@code ks} (distinct, positive; sorted
     * here), stamping reports with {@code clock}.
     */
    public LocomoEvaluation(LocomoDataset dataset, ConversationSelection selection, List<Integer> ks, Clock clock) {
        this.dataset = Objects.requireNonNull(dataset, "dataset");
        this.selection = Objects.requireNonNull(selection, "selection");
        this.ks = validKs(ks);
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Runs {@code sweeper} (namespace, as of) over each conversation's namespace once, after loading and before its
     * questions are asked, as of the instant {@code mode} gives; {@link SweepBeforeAsking#NONE} runs nothing.
     */
    public LocomoEvaluation sweepingBeforeAsking(SweepBeforeAsking mode, BiConsumer<String, Instant> sweeper) {
        this.sweep = Objects.requireNonNull(mode, "mode");
        this.sweeper = Objects.requireNonNull(sweeper, "sweeper");
        return this;
    }

    /** The namespace a conversation is loaded into: {@code locomo-<sample_id>}. */
    public static String namespace(Conversation conversation) {
        return "locomo-" + conversation.sampleId();
    }

    /** Runs every system over the selected conversations and returns the scores. */
    public EvaluationReport run(List<? extends RecallSystem> systems) {
        String startedAt = clock.instant().toString();
        long start = System.nanoTime();
        List<Conversation> conversations = dataset.select(selection);
        int questions = conversations.stream().mapToInt(c -> c.questions().size()).sum();
        int turns = conversations.stream().mapToInt(c -> c.turns().size()).sum();
        List<SystemReport> reports = new ArrayList<>();
        try (ProgressBar progress = progressBar((long) systems.size() * (turns + questions))) {
            for (RecallSystem system : systems) {
                reports.add(runOne(system, conversations, progress));
            }
        }
        return new EvaluationReport(startedAt, selection.name(),
                conversations.stream().map(Conversation::sampleId).toList(), ks, questions,
                dataset.normalisation(conversations), reports, (System.nanoTime() - start) / 1_000_000);
    }

    private SystemReport runOne(RecallSystem system, List<Conversation> conversations, ProgressBar progress) {
        int maxK = ks.getLast();
        long loadNanos = 0;
        long recallNanos = 0;
        List<QuestionOutcome> outcomes = new ArrayList<>();
        for (Conversation conversation : conversations) {
            progress.setExtraMessage(system.name() + " loading " + conversation.sampleId());
            long t0 = System.nanoTime();
            system.load(namespace(conversation), conversation.turns());
            loadNanos += System.nanoTime() - t0;
            progress.stepBy(conversation.turns().size());
        }
        for (Conversation conversation : conversations) {
            String namespace = namespace(conversation);
            progress.setExtraMessage(system.name() + " asking " + conversation.sampleId());
            Instant askAt = LocomoDataset.askAt(conversation);
            if (sweep != SweepBeforeAsking.NONE && swept.add(namespace)) {
                progress.setExtraMessage(system.name() + " sweeping " + conversation.sampleId());
                sweeper.accept(namespace, sweep.asOf(askAt, clock.instant()));
            }
            for (Question question : conversation.questions()) {
                long t1 = System.nanoTime();
                List<String> ranked = system.recall(namespace, question.text(), askAt, maxK);
                recallNanos += System.nanoTime() - t1;
                Objects.requireNonNull(ranked, () -> system.name() + " returned null for: " + question.text());
                outcomes.add(new QuestionOutcome(conversation.sampleId(), question,
                        ranked.subList(0, Math.min(maxK, ranked.size()))));
                progress.step();
            }
        }
        return new SystemReport(system.name(), RecallMetrics.of(outcomes, ks),
                Timing.ofNanos(loadNanos, recallNanos, outcomes.size()));
    }

    private static ProgressBar progressBar(long total) {
        return new ProgressBarBuilder()
                .setTaskName("LoCoMo")
                .setStyle(ProgressBarStyle.ASCII)
                .setInitialMax(total)
                .setConsumer(new ConsoleProgressBarConsumer(System.err, PROGRESS_WIDTH))
                .setUpdateIntervalMillis(500)
                .build();
    }

    private static List<Integer> validKs(List<Integer> ks) {
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
