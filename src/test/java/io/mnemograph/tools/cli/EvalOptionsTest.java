package io.mnemograph.tools.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.cli.Cli;
import io.mnemograph.tools.eval.ChannelBaselines;
import io.mnemograph.tools.eval.ConversationSelection;
import io.mnemograph.tools.eval.RecallConfiguration;
import io.mnemograph.tools.eval.SweepBeforeAsking;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The typed options of {@code eval locomo} and {@code eval madial}, parsed by picocli, and their usage errors. */
class EvalOptionsTest {

    @TempDir
    Path dir;

    private Path file() throws IOException {
        return Files.writeString(dir.resolve("locomo.json"), "[]");
    }

    private static EvalLocomoCommand locomo(String... args) {
        EvalLocomoCommand command = new EvalLocomoCommand();
        new CommandLine(command).parseArgs(args);
        return command;
    }

    private static EvalMadialCommand madial(String... args) {
        EvalMadialCommand command = new EvalMadialCommand();
        new CommandLine(command).parseArgs(args);
        return command;
    }

    /** The exit code and stderr of {@code mnemograph args...}, without running anything heavy. */
    private static String usageError(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));
        assertThat(cli.execute(args)).as(err.toString()).isEqualTo(2);
        return err.toString();
    }

    @Test
    void locomo_noArgsDefaultFilePresent_usesDefaults() throws IOException {
        Path defaultFile = file();

        EvalLocomoCommand.Options options = locomo().options(defaultFile);

        assertThat(options)
                .isEqualTo(new EvalLocomoCommand.Options(
                        defaultFile,
                        ConversationSelection.dev(),
                        List.of(5, 10, 20),
                        Path.of("eval-out"),
                        RecallConfiguration.DEFAULTS.stream()
                                .map(RecallConfiguration::parse)
                                .toList(),
                        SweepBeforeAsking.NONE,
                        true));
    }

    @Test
    void locomo_everyOption_readsEach() throws IOException {
        Path file = file();

        EvalLocomoCommand.Options options = locomo(
                        "--file",
                        file.toString(),
                        "--conversations=conv-26,conv-30",
                        "--k",
                        "10,1",
                        "--out",
                        "x/y",
                        "--configs",
                        "flat,bm25,full:hops=1",
                        "--sweep",
                        "last-session",
                        "--no-sessions")
                .options(dir.resolve("absent.json"));

        assertThat(options)
                .isEqualTo(new EvalLocomoCommand.Options(
                        file,
                        ConversationSelection.parse("conv-26,conv-30"),
                        List.of(1, 10),
                        Path.of("x/y"),
                        List.of(
                                RecallConfiguration.parse("flat"),
                                RecallConfiguration.parse("bm25"),
                                RecallConfiguration.parse("full:hops=1")),
                        SweepBeforeAsking.LAST_SESSION,
                        false));
    }

    @Test
    void locomo_holdout_selectsHoldout() throws IOException {
        assertThat(locomo("--conversations", "holdout").options(file()).conversations())
                .isEqualTo(ConversationSelection.holdout());
    }

    @Test
    void locomo_noFileAndNoDefault_failsNamingFile() {
        assertThatThrownBy(() -> locomo().options(dir.resolve("absent.json")))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--file:");
    }

    @Test
    void locomo_missingFile_failsNamingFile() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> locomo("--file", "nope.json").options(defaultFile))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--file:")
                .hasMessageContaining("nope.json");
    }

    @Test
    void locomo_repeatedK_failsNamingK() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> locomo("--k", "5,5").options(defaultFile))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--k:");
        assertThatThrownBy(() -> locomo("--k", "0,5").options(defaultFile))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--k:");
    }

    @Test
    void locomo_repeatedOrUnknownConfig_failsNamingConfigs() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> locomo("--configs", "bm25,bm25").options(defaultFile))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--configs:");
        assertThatThrownBy(() -> locomo("--configs", "bm26").options(defaultFile))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--configs: unknown configuration");
    }

    @Test
    void eval_badValues_exitCode2NamingTheOption() {
        assertThat(usageError("eval", "locomo", "--k", "ten")).contains("--k");
        assertThat(usageError("eval", "locomo", "--sweep", "yesterday"))
                .contains("--sweep", "\"yesterday\" is not one of none, last-session, now");
        assertThat(usageError("eval", "locomo", "--conversations", ",")).contains("--conversations");
        assertThat(usageError("eval", "locomo", "--kk", "5")).contains("--kk");
        assertThat(usageError("eval", "locomo", "--out", "a", "--out=b")).contains("--out");
        assertThat(usageError("eval", "madial", "--ask-at", "June")).contains("--ask-at", "\"June\"");
        assertThat(usageError("eval", "madial", "--memories", dirFile("absent.json")))
                .contains("--memories: ", "absent.json");
        assertThat(usageError("eval", "cranfield")).contains("cranfield");
        assertThat(usageError("eval")).contains("locomo", "madial");
    }

    private String dirFile(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void madial_defaults_askAtJuneFirstWithCutOffs1To10() throws IOException {
        Path memories = Files.writeString(dir.resolve("m.json"), "");
        Path dialogues = Files.writeString(dir.resolve("d.json"), "");

        EvalMadialCommand.Options options = madial(
                        "--memories", memories.toString(), "--dialogues", dialogues.toString())
                .options();

        assertThat(options)
                .isEqualTo(new EvalMadialCommand.Options(
                        memories,
                        dialogues,
                        Instant.parse("2024-06-01T00:00:00Z"),
                        List.of(1, 3, 5, 10),
                        Path.of("eval-out"),
                        RecallConfiguration.DEFAULTS.stream()
                                .map(RecallConfiguration::parse)
                                .toList()));
    }

    @Test
    void madial_askAtInstantAndK_readEach() throws IOException {
        Path memories = Files.writeString(dir.resolve("m.json"), "");
        Path dialogues = Files.writeString(dir.resolve("d.json"), "");

        EvalMadialCommand.Options options = madial(
                        "--memories",
                        memories.toString(),
                        "--dialogues",
                        dialogues.toString(),
                        "--ask-at",
                        "2024-06-01T12:00:00Z",
                        "--k",
                        "10,1",
                        "--configs",
                        "cosine,full")
                .options();

        assertThat(options.askAt()).isEqualTo(Instant.parse("2024-06-01T12:00:00Z"));
        assertThat(options.ks()).containsExactly(1, 10);
        assertThat(options.configs()).extracting(RecallConfiguration::name).containsExactly("cosine", "full");
        assertThat(options.configs().getFirst().exact()).isTrue();
    }

    @Test
    void configurations_boostingDefaults_isAskedLast_theOthersKeepTheirOrder() {
        List<String> names =
                EvalRun.configurations(List.of("defaults", "cosine", "defaults:boost=false", "full")).stream()
                        .map(RecallConfiguration::name)
                        .toList();

        assertThat(names).containsExactly("cosine", "defaults:boost=false", "full", "defaults");
    }

    @Test
    void configurations_twoBoosting_failsNamingBoth() {
        assertThatThrownBy(() -> EvalRun.configurations(List.of("defaults", "defaults:threshold=0")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most one configuration may boost")
                .hasMessageContaining("[defaults, defaults:threshold=0]");
    }

    @Test
    void channels_default_bothModelsFlat_serviceOnItsPrimaryModel() throws IOException {
        Path memories = Files.writeString(dir.resolve("m.json"), "");

        EvalChannelOptions.EvalChannels channels =
                madial("--memories", memories.toString()).channels();

        assertThat(channels.baselines()).containsExactly(ChannelBaselines.Model.MINILM, ChannelBaselines.Model.BGE);
        Map<String, Object> settings = new HashMap<>();
        channels.addTo(settings);
        assertThat(settings).isEmpty();
    }

    @Test
    void channels_serviceChannelsAndWeight_becomeTheServiceSettings() throws IOException {
        EvalChannelOptions.EvalChannels channels = locomo(
                        "--channels", "bge", "--service-channels", "bge", "--service-channel-weight", "0.3")
                .channels();

        assertThat(channels.baselines()).containsExactly(ChannelBaselines.Model.BGE);
        Map<String, Object> settings = new HashMap<>();
        channels.addTo(settings);
        assertThat(settings)
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of("mnemograph.embedding.channels", "bge", "mnemograph.embedding.channel-weight", 0.3));
        assertThat(locomo("--channels", "none").channels().baselines()).isEmpty();
    }

    @Test
    void channels_wrongOptions_areUsageErrorsNamingTheOption() {
        assertThatThrownBy(() -> locomo("--channels", "minilm,gte").channels())
                .isInstanceOf(ParameterException.class)
                .hasMessageContaining("--channels: unknown model \"gte\"");
        assertThatThrownBy(() -> locomo("--channels", "bge,bge").channels())
                .isInstanceOf(ParameterException.class)
                .hasMessageContaining("--channels: a model is named twice");
        assertThatThrownBy(() -> locomo("--service-channel-weight", "0.3").channels())
                .isInstanceOf(ParameterException.class)
                .hasMessageContaining("--service-channel-weight: needs --service-channels");
        assertThatThrownBy(() -> locomo("--service-channels", "bge", "--service-channel-weight", "1.5")
                        .channels())
                .isInstanceOf(ParameterException.class)
                .hasMessageContaining("--service-channel-weight: a number in [0, 1]");
    }
}
