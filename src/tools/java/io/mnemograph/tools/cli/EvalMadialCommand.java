package io.mnemograph.tools.cli;

import io.mnemograph.pipeline.lifecycle.ConsolidationPipeline;
import io.mnemograph.tools.eval.MadialDataset;
import io.mnemograph.tools.eval.MadialEvaluation;
import io.mnemograph.tools.eval.RecallConfiguration;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
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
 * {@code mnemograph eval madial [--memories F] [--dialogues F] [--ask-at 2024-06-01] [--k 1,3,5,10] [--out DIR]
 * [--configs ...]}: cue -> memory recall on MADial-Bench English.
 */
@Command(
        name = "madial",
        mixinStandardHelpOptions = true,
        description = "MADial-Bench (English): every memory stored at its date, each dialogue's last three lines "
                + "before the test turn asked as the cue, recall@k of the gold memories overall and per user.")
public final class EvalMadialCommand implements Callable<Integer> {

    /** The MADial-Bench directory the default files are read from, relative to the working directory. */
    static final String DEFAULT_DIR = "../shared/data/madial/";

    @Spec
    private CommandSpec spec;

    @Mixin
    private EvalOutputOptions output = new EvalOutputOptions();

    @Mixin
    private EvalChannelOptions channels = new EvalChannelOptions();

    @Option(
            names = "--memories",
            paramLabel = "FILE",
            defaultValue = DEFAULT_DIR + "MADial-Bench-en-memory.json",
            description = "The memory file, JSON Lines (default: ${DEFAULT-VALUE}).")
    private Path memories;

    @Option(
            names = "--dialogues",
            paramLabel = "FILE",
            defaultValue = DEFAULT_DIR + "MADial-Bench-en-dialogue-dev.json",
            description = "The dialogue file, JSON Lines (default: ${DEFAULT-VALUE}).")
    private Path dialogues;

    @Option(
            names = "--ask-at",
            paramLabel = "WHEN",
            defaultValue = "2024-06-01",
            converter = InstantConverter.class,
            description = "When the cues are asked: a date (00:00 UTC) or an ISO-8601 instant "
                    + "(default: ${DEFAULT-VALUE}).")
    private Instant askAt;

    @Option(
            names = "--k",
            paramLabel = "LIST",
            split = ",",
            defaultValue = "1,3,5,10",
            description = "The cut-offs (default: ${DEFAULT-VALUE}).")
    private List<Integer> ks;

    /** The parsed, validated options. */
    Options options() {
        List<RecallConfiguration> configs;
        try {
            configs = EvalRun.configurations(EvalCommand.distinct(spec, output.configs));
            EvalRun.requirePeers(configs);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        return new Options(
                EvalCommand.existing(spec, "--memories", memories),
                EvalCommand.existing(spec, "--dialogues", dialogues),
                askAt,
                EvalCommand.cutOffs(spec, ks),
                output.out,
                configs);
    }

    /** The parsed, validated channel options. */
    EvalChannelOptions.EvalChannels channels() {
        return channels.parsed(spec);
    }

    @Override
    public Integer call() throws Exception {
        Options options = options();
        MadialDataset dataset = MadialDataset.load(options.memories(), options.dialogues());
        String name = options.dialogues().getFileName().toString().replaceFirst("\\.json$", "");
        EvalRun.run(
                options.configs(),
                channels(),
                options.out(),
                (systems, context) -> new MadialEvaluation(
                                dataset, name, options.ks(), options.askAt(), context.getBean(Clock.class))
                        .sweepingAsInService(context.getBean(ConsolidationPipeline.class)::consolidate)
                        .run(systems));
        return 0;
    }

    /**
     * The options of a MADial-Bench run.
     *
     * @param memories the memory file, which exists
     * @param dialogues the dialogue file, which exists
     * @param askAt when the cues are asked
     * @param ks the cut-offs, ascending
     * @param out the output directory
     * @param configs the configurations, in the order given
     */
    record Options(
            Path memories,
            Path dialogues,
            Instant askAt,
            List<Integer> ks,
            Path out,
            List<RecallConfiguration> configs) {}

    /** {@code --ask-at}: a date (at 00:00 UTC) or an ISO-8601 instant. */
    static final class InstantConverter implements ITypeConverter<Instant> {
        @Override
        public Instant convert(String value) {
            try {
                return value.contains("T")
                        ? Instant.parse(value)
                        : LocalDate.parse(value).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException e) {
                throw new TypeConversionException(
                        "\"" + value + "\" is neither a date (2024-06-01) nor an instant (2024-06-01T12:00:00Z)");
            }
        }
    }
}
