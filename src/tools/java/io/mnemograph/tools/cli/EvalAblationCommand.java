package io.mnemograph.tools.cli;

import io.mnemograph.config.ClockFactory;
import io.mnemograph.pipeline.lifecycle.ConsolidationPipeline;
import io.mnemograph.tools.eval.AblationReport;
import io.mnemograph.tools.eval.AblationReportWriter;
import io.mnemograph.tools.eval.AblationTable;
import io.mnemograph.tools.eval.ConversationSelection;
import io.mnemograph.tools.eval.EvaluationReport;
import io.mnemograph.tools.eval.LocomoDataset;
import io.mnemograph.tools.eval.LocomoEvaluation;
import io.mnemograph.tools.eval.MadialDataset;
import io.mnemograph.tools.eval.MadialEvaluation;
import io.mnemograph.tools.eval.RecallConfiguration;
import io.mnemograph.tools.eval.SweepBeforeAsking;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code mnemograph eval ablation [--locomo FILE] [--conversations dev] [--madial DIR]
 * [--sets locomo,locomo-no-sessions,madial] [--out DIR]}: what each scoring factor and each edge kind adds, by
 * turning each off alone ({@link AblationReport#CONFIGURATIONS}) on LoCoMo dev with and without sessions and on
 * MADial-Bench dev (docs/evaluation.md, "Ablation").
 *
 * <p>Each set runs on a fresh embedded database, every configuration of a set over the one load
 * ({@link EvalRun}); its report, JSON and chart go to {@code DIR/<set>}, and after each set the summary so far to
 * {@code DIR/ablation.md}, {@code ablation.json} and {@code ablation.png}, so that a run cut short keeps the sets it
 * finished. The summary's tables are printed at the end.
 */
@Command(
        name = "ablation",
        mixinStandardHelpOptions = true,
        description = "Ablation: LoCoMo dev (with and without sessions) and MADial-Bench dev, each with the flat "
                + "baselines, hybrid, full, full:hops=1, expand (plain 1-hop expansion), ppr (personalized "
                + "PageRank) and full:off=X for every scoring factor and edge kind; "
                + "prints per set recall@5 and @10 and what full gains over each configuration.")
public final class EvalAblationCommand implements Callable<Integer> {

    /** The MADial-Bench memory file in {@code --madial}. */
    static final String MADIAL_MEMORIES = "MADial-Bench-en-memory.json";
    /** The MADial-Bench dev dialogue file in {@code --madial}. */
    static final String MADIAL_DIALOGUES = "MADial-Bench-en-dialogue-dev.json";

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = EvalOutputOptions.DEFAULT_OUT,
            description = "Where each set's report (DIR/<set>) and the summary go (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Mixin
    private EvalChannelOptions channels = new EvalChannelOptions();

    @Option(
            names = "--locomo",
            paramLabel = "FILE",
            description = "The LoCoMo file (default: " + EvalLocomoCommand.DEFAULT_FILE + ").")
    private Path locomo;

    @Option(
            names = "--conversations",
            paramLabel = "SET",
            defaultValue = "dev",
            converter = EvalLocomoCommand.SelectionConverter.class,
            description = "The LoCoMo conversations: dev, holdout, all, or sample ids (default: ${DEFAULT-VALUE}).")
    private ConversationSelection conversations;

    @Option(
            names = "--madial",
            paramLabel = "DIR",
            description = "The MADial-Bench directory, with " + MADIAL_MEMORIES + " and " + MADIAL_DIALOGUES
                    + " (default: " + EvalMadialCommand.DEFAULT_DIR + ").")
    private Path madial;

    @Option(
            names = "--sets",
            paramLabel = "LIST",
            split = ",",
            defaultValue = "locomo,locomo-no-sessions,madial",
            converter = SetConverter.class,
            description = "The data sets to run, in order (default: ${DEFAULT-VALUE}).")
    private List<AblationSet> sets;

    /** The parsed, validated options, with the given defaults for {@code --locomo} and {@code --madial}. */
    Options options(Path defaultLocomo, Path defaultMadial) {
        if (sets.stream().distinct().count() != sets.size()) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--sets: needs distinct sets, got "
                            + sets.stream().map(AblationSet::key).toList());
        }
        boolean anyLocomo = sets.stream().anyMatch(AblationSet::locomo);
        boolean anyMadial = sets.contains(AblationSet.MADIAL);
        Path locomoFile =
                anyLocomo ? EvalCommand.existing(spec, "--locomo", locomo == null ? defaultLocomo : locomo) : null;
        Path madialDir = madial == null ? defaultMadial : madial;
        Path memories = anyMadial ? EvalCommand.existing(spec, "--madial", madialDir.resolve(MADIAL_MEMORIES)) : null;
        Path dialogues = anyMadial ? EvalCommand.existing(spec, "--madial", madialDir.resolve(MADIAL_DIALOGUES)) : null;
        return new Options(
                locomoFile, conversations, memories, dialogues, List.copyOf(sets), out, channels.parsed(spec));
    }

    @Override
    public Integer call() throws Exception {
        Options options = options(Path.of(EvalLocomoCommand.DEFAULT_FILE), Path.of(EvalMadialCommand.DEFAULT_DIR));
        List<RecallConfiguration> configs = EvalRun.configurations(AblationReport.CONFIGURATIONS);
        String startedAt = ClockFactory.system().instant().toString();
        LocomoDataset locomoData = options.locomo() == null ? null : LocomoDataset.load(options.locomo());
        MadialDataset madialData = options.madialMemories() == null
                ? null
                : MadialDataset.load(options.madialMemories(), options.madialDialogues());
        List<AblationTable> tables = new ArrayList<>();
        AblationReport summary = new AblationReport(startedAt, tables);
        for (AblationSet set : options.sets()) {
            System.err.printf(
                    Locale.ROOT,
                    "Ablation set %d of %d: %s%n",
                    tables.size() + 1,
                    options.sets().size(),
                    set.title(options.conversations()));
            EvaluationReport report = run(set, configs, options, locomoData, madialData);
            tables.add(AblationTable.of(set.key(), set.title(options.conversations()), report));
            summary = new AblationReport(startedAt, tables);
            new AblationReportWriter().writeFiles(summary, options.out());
        }
        System.out.println();
        System.out.print(summary.markdown());
        System.out.println("Wrote " + options.out().resolve(AblationReportWriter.MARKDOWN) + ", "
                + AblationReportWriter.JSON + " and " + AblationReportWriter.CHART);
        return 0;
    }

    private static EvaluationReport run(
            AblationSet set,
            List<RecallConfiguration> configs,
            Options options,
            LocomoDataset locomo,
            MadialDataset madial)
            throws IOException {
        return EvalRun.run(configs, options.channels(), options.out().resolve(set.key()), (systems, context) -> {
            ConsolidationPipeline sweep = context.getBean(ConsolidationPipeline.class);
            return set.locomo()
                    ? new LocomoEvaluation(
                                    locomo,
                                    options.conversations(),
                                    LocomoEvaluation.DEFAULT_KS,
                                    context.getBean(Clock.class))
                            .withSessions(set == AblationSet.LOCOMO)
                            .sweepingBeforeAsking(SweepBeforeAsking.NONE, sweep::consolidate)
                            .run(systems)
                    : new MadialEvaluation(
                                    madial,
                                    MADIAL_DIALOGUES.replaceFirst("\\.json$", ""),
                                    MadialEvaluation.DEFAULT_KS,
                                    MadialEvaluation.DEFAULT_ASK_AT,
                                    context.getBean(Clock.class))
                            .sweepingAsInService(sweep::consolidate)
                            .run(systems);
        });
    }

    /**
     * The options of an ablation run.
     *
     * @param locomo          the LoCoMo file, which exists; null when no LoCoMo set runs
     * @param conversations   the LoCoMo conversations replayed
     * @param madialMemories  the MADial-Bench memory file, which exists; null when MADial-Bench does not run
     * @param madialDialogues the MADial-Bench dev dialogue file, which exists; null likewise
     * @param sets            the sets, in order
     * @param out             the output directory
     * @param channels        the flat channel baselines reported and the evaluated service's channels
     */
    record Options(
            Path locomo,
            ConversationSelection conversations,
            Path madialMemories,
            Path madialDialogues,
            List<AblationSet> sets,
            Path out,
            EvalChannelOptions.EvalChannels channels) {}

    /** A data set of the ablation, each run on a fresh database. */
    enum AblationSet {
        /** LoCoMo dev, each turn in its session. */
        LOCOMO("locomo", "LoCoMo %s, with sessions"),
        /** LoCoMo dev, every turn without a session ({@link LocomoEvaluation#withSessions}). */
        LOCOMO_NO_SESSIONS("locomo-no-sessions", "LoCoMo %s, without sessions"),
        /** MADial-Bench English, dev dialogues. */
        MADIAL("madial", "MADial-Bench dev");

        private final String key;
        private final String title;

        AblationSet(String key, String title) {
            this.key = key;
            this.title = title;
        }

        String key() {
            return key;
        }

        /** The heading of the set's table, naming the LoCoMo conversations for a LoCoMo set. */
        String title(ConversationSelection conversations) {
            return String.format(Locale.ROOT, title, conversations.name());
        }

        boolean locomo() {
            return this != MADIAL;
        }
    }

    /** {@code --sets}: each set by its key. */
    static final class SetConverter implements ITypeConverter<AblationSet> {
        @Override
        public AblationSet convert(String value) {
            return Arrays.stream(AblationSet.values())
                    .filter(s -> s.key().equals(value))
                    .findFirst()
                    .orElseThrow(() -> new TypeConversionException("unknown set \"" + value + "\"; known: "
                            + Arrays.stream(AblationSet.values())
                                    .map(AblationSet::key)
                                    .collect(Collectors.joining(", "))));
        }
    }
}
