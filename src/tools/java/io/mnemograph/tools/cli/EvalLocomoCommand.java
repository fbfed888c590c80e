package io.mnemograph.tools.cli;

import io.mnemograph.pipeline.lifecycle.ConsolidationPipeline;
import io.mnemograph.tools.eval.ConversationSelection;
import io.mnemograph.tools.eval.LocomoDataset;
import io.mnemograph.tools.eval.LocomoEvaluation;
import io.mnemograph.tools.eval.RecallConfiguration;
import io.mnemograph.tools.eval.SweepBeforeAsking;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code mnemograph eval locomo [--file F] [--conversations dev|holdout|all|conv-26,...] [--k 5,10,20] [--out DIR]
 * [--configs ...] [--sweep none|last-session|now] [--no-sessions]}: evidence recall on LoCoMo per question category.
 */
@Command(
        name = "locomo",
        mixinStandardHelpOptions = true,
        description = "LoCoMo: each conversation's turns stored at their session's time, every question of "
                + "categories 1-4 asked the day after the last session, evidence recall@k overall and per category.")
public final class EvalLocomoCommand implements Callable<Integer> {

    /** The LoCoMo file used when {@code --file} is not given, relative to the working directory. */
    static final String DEFAULT_FILE = "../shared/data/locomo/locomo10.json";

    @Spec
    private CommandSpec spec;

    @Mixin
    private EvalOutputOptions output = new EvalOutputOptions();

    @Mixin
    private EvalChannelOptions channels = new EvalChannelOptions();

    @Option(
            names = "--file",
            paramLabel = "FILE",
            description = "The LoCoMo file (default: " + DEFAULT_FILE + " when it exists).")
    private Path file;

    @Option(
            names = "--conversations",
            paramLabel = "SET",
            defaultValue = "dev",
            converter = SelectionConverter.class,
            description = "dev, holdout, all, or sample ids such as conv-26,conv-30 (default: ${DEFAULT-VALUE}).")
    private ConversationSelection conversations;

    @Option(
            names = "--k",
            paramLabel = "LIST",
            split = ",",
            defaultValue = "5,10,20",
            description = "The cut-offs (default: ${DEFAULT-VALUE}).")
    private List<Integer> ks;

    @Option(
            names = "--sweep",
            paramLabel = "WHEN",
            defaultValue = "none",
            converter = SweepConverter.class,
            description = "Run the lifecycle sweep over each conversation before asking: none, last-session (as of "
                    + "the day after its last session) or now (default: ${DEFAULT-VALUE}).")
    private SweepBeforeAsking sweep;

    @Option(
            names = "--sessions",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description = "Store each turn in its LoCoMo session (default); --no-sessions stores every turn without "
                    + "one, as an API or MCP user who sends no session_id.")
    private boolean sessions;

    /** The parsed, validated options, with {@code defaultFile} standing in for {@link #DEFAULT_FILE}. */
    Options options(Path defaultFile) {
        List<RecallConfiguration> configs;
        try {
            configs = EvalRun.configurations(EvalCommand.distinct(spec, output.configs));
            EvalRun.requirePeers(configs);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        return new Options(
                existingFile(defaultFile),
                conversations,
                EvalCommand.cutOffs(spec, ks),
                output.out,
                configs,
                sweep,
                sessions);
    }

    private Path existingFile(Path defaultFile) {
        if (file == null) {
            if (!Files.isRegularFile(defaultFile)) {
                throw new ParameterException(
                        spec.commandLine(), "--file: not given, and the default " + defaultFile + " does not exist");
            }
            return defaultFile;
        }
        return EvalCommand.existing(spec, "--file", file);
    }

    /** The parsed, validated channel options. */
    EvalChannelOptions.EvalChannels channels() {
        return channels.parsed(spec);
    }

    @Override
    public Integer call() throws Exception {
        Options options = options(Path.of(DEFAULT_FILE));
        LocomoDataset dataset = LocomoDataset.load(options.file());
        EvalRun.run(
                options.configs(),
                channels(),
                options.out(),
                (systems, context) -> new LocomoEvaluation(
                                dataset, options.conversations(), options.ks(), context.getBean(Clock.class))
                        .withSessions(options.sessions())
                        .sweepingBeforeAsking(
                                options.sweep(), context.getBean(ConsolidationPipeline.class)::consolidate)
                        .run(systems));
        return 0;
    }

    /**
     * The options of a LoCoMo run.
     *
     * @param file the LoCoMo JSON file, which exists
     * @param conversations the conversations to replay
     * @param ks the cut-offs, ascending
     * @param out the output directory
     * @param configs the configurations, in the order given
     * @param sweep whether and as of when to sweep before asking
     * @param sessions whether turns are stored in their sessions
     */
    record Options(
            Path file,
            ConversationSelection conversations,
            List<Integer> ks,
            Path out,
            List<RecallConfiguration> configs,
            SweepBeforeAsking sweep,
            boolean sessions) {}

    /** {@code --conversations}: {@link ConversationSelection#parse}. */
    static final class SelectionConverter implements ITypeConverter<ConversationSelection> {
        @Override
        public ConversationSelection convert(String value) {
            try {
                return ConversationSelection.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --sweep}: {@link SweepBeforeAsking#parse}. */
    static final class SweepConverter implements ITypeConverter<SweepBeforeAsking> {
        @Override
        public SweepBeforeAsking convert(String value) {
            try {
                return SweepBeforeAsking.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
