package io.mnemograph.tools.eval;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * Replays LoCoMo conversations into recall systems and scores their recalls against the gold evidence.
 *
 * <p>For each system, every selected conversation is loaded first, each into namespace {@code locomo-<sample_id>}
 * (all its turns, in order), so that every question of every system meets the same database (a recall's BM25 reads
 * its own namespace's statistics only, docs/decisions/0014-namespace-local-lexical-scores.md); then each scored question is asked once,
 * when the file says it was asked ({@code asked_at}, RealMem) or else at {@link LocomoDataset#askAt(Conversation)},
 * for the largest cut-off; smaller cut-offs score prefixes of that
 * ranking ({@link Replay}). A progress bar on stderr counts turns loaded plus questions asked. Systems are neither
 * reset nor closed here; a failing system fails the run.
 */
public final class LocomoEvaluation {

    /** The cut-offs of the design (overview, section 7). */
    public static final List<Integer> DEFAULT_KS = List.of(5, 10, 20);

    private final LocomoDataset dataset;
    private final ConversationSelection selection;
    private final List<Integer> ks;
    private final Clock clock;
    private boolean sessions = true;
    private CorpusSweeps sweeps = CorpusSweeps.none();

    /**
     * An evaluation of {@code selection} from {@code dataset} at cut-offs {@code ks} (distinct, positive; sorted
     * here), stamping reports with {@code clock}.
     */
    public LocomoEvaluation(LocomoDataset dataset, ConversationSelection selection, List<Integer> ks, Clock clock) {
        this.dataset = Objects.requireNonNull(dataset, "dataset");
        this.selection = Objects.requireNonNull(selection, "selection");
        this.ks = Replay.cutOffs(ks);
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Runs {@code sweeper} (namespace, as of) over each conversation's namespace once, after loading and before its
     * questions are asked, as of the instant {@code mode} gives; with {@link SweepBeforeAsking#NONE}, only for a
     * system recalled as in service, on the questions' timeline as the hourly sweep would ({@link CorpusSweeps}).
     */
    public LocomoEvaluation sweepingBeforeAsking(SweepBeforeAsking mode, BiConsumer<String, Instant> sweeper) {
        this.sweeps = new CorpusSweeps(mode, sweeper, clock);
        return this;
    }

    /**
     * With {@code false}, stores every turn without a session (as an API or MCP user who sends no
     * {@code session_id} does): no session nodes and none of the links a session makes between its turns.
     */
    public LocomoEvaluation withSessions(boolean sessions) {
        this.sessions = sessions;
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
        List<Corpus> corpora = conversations.stream()
                .map(c -> new Corpus(
                        c.sampleId(),
                        namespace(c),
                        sessions
                                ? c.memories()
                                : c.memories().stream()
                                        .map(EvalMemory::withoutSession)
                                        .toList(),
                        c.questions(),
                        LocomoDataset.askAt(c)))
                .toList();
        List<SystemReport> reports = new Replay("LoCoMo", ks, sweeps::beforeAsking).run(systems, corpora);
        int questions = corpora.stream().mapToInt(c -> c.questions().size()).sum();
        return new EvaluationReport(
                Benchmark.LOCOMO,
                startedAt,
                selection.name(),
                conversations.stream().map(Conversation::sampleId).toList(),
                ks,
                questions,
                dataset.normalisation(conversations),
                reports,
                (System.nanoTime() - start) / 1_000_000);
    }
}
