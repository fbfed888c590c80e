package io.mnemograph.tools.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.cli.Cli;
import io.mnemograph.tools.cli.EvalAblationCommand.AblationSet;
import io.mnemograph.tools.eval.ChannelBaselines;
import io.mnemograph.tools.eval.ConversationSelection;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The typed options of {@code eval ablation}, parsed by picocli, and their usage errors. */
class EvalAblationOptionsTest {

    @TempDir
    Path dir;

    private Path locomoFile() throws IOException {
        return Files.writeString(dir.resolve("locomo.json"), "[]");
    }

    private Path madialDir() throws IOException {
        Path madial = Files.createDirectories(dir.resolve("madial"));
        Files.writeString(madial.resolve(EvalAblationCommand.MADIAL_MEMORIES), "");
        Files.writeString(madial.resolve(EvalAblationCommand.MADIAL_DIALOGUES), "");
        return madial;
    }

    private static EvalAblationCommand ablation(String... args) {
        EvalAblationCommand command = new EvalAblationCommand();
        new CommandLine(command).parseArgs(args);
        return command;
    }

    @Test
    void noArgs_defaultsPresent_runsEverySetIntoEvalOut() throws IOException {
        Path locomo = locomoFile();
        Path madial = madialDir();

        EvalAblationCommand.Options options = ablation().options(locomo, madial);

        assertThat(options)
                .isEqualTo(new EvalAblationCommand.Options(
                        locomo,
                        ConversationSelection.dev(),
                        madial.resolve(EvalAblationCommand.MADIAL_MEMORIES),
                        madial.resolve(EvalAblationCommand.MADIAL_DIALOGUES),
                        List.of(AblationSet.LOCOMO, AblationSet.LOCOMO_NO_SESSIONS, AblationSet.MADIAL),
                        Path.of("eval-out"),
                        new EvalChannelOptions.EvalChannels(
                                List.of(ChannelBaselines.Model.MINILM, ChannelBaselines.Model.BGE), List.of(), null)));
    }

    @Test
    void everyOption_readsEach() throws IOException {
        Path locomo = locomoFile();
        Path madial = madialDir();

        EvalAblationCommand.Options options = ablation(
                        "--locomo",
                        locomo.toString(),
                        "--madial",
                        madial.toString(),
                        "--sets",
                        "madial,locomo-no-sessions",
                        "--out",
                        "x/y",
                        "--conversations",
                        "conv-26")
                .options(dir.resolve("absent.json"), dir.resolve("absent"));

        assertThat(options.locomo()).isEqualTo(locomo);
        assertThat(options.conversations()).isEqualTo(ConversationSelection.parse("conv-26"));
        assertThat(options.madialDialogues()).isEqualTo(madial.resolve(EvalAblationCommand.MADIAL_DIALOGUES));
        assertThat(options.sets()).containsExactly(AblationSet.MADIAL, AblationSet.LOCOMO_NO_SESSIONS);
        assertThat(options.out()).isEqualTo(Path.of("x/y"));
    }

    @Test
    void madialOnly_needsNoLocomoFile_andLocomoOnlyNoMadial() throws IOException {
        Path madial = madialDir();

        EvalAblationCommand.Options madialOnly =
                ablation("--sets", "madial").options(dir.resolve("absent.json"), madial);
        assertThat(madialOnly.locomo()).isNull();

        EvalAblationCommand.Options locomoOnly =
                ablation("--sets", "locomo").options(locomoFile(), dir.resolve("absent"));
        assertThat(locomoOnly.madialMemories()).isNull();
        assertThat(locomoOnly.madialDialogues()).isNull();
    }

    @Test
    void missingFiles_failNamingTheOption() throws IOException {
        Path madial = madialDir();
        Path locomo = locomoFile();

        assertThatThrownBy(() -> ablation().options(dir.resolve("absent.json"), madial))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--locomo:")
                .hasMessageContaining("absent.json");
        assertThatThrownBy(() -> ablation("--madial", dir.toString()).options(locomo, madial))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--madial:")
                .hasMessageContaining(EvalAblationCommand.MADIAL_MEMORIES);
    }

    @Test
    void repeatedSet_failsNamingSets() throws IOException {
        Path locomo = locomoFile();
        Path madial = madialDir();

        assertThatThrownBy(() -> ablation("--sets", "madial,madial").options(locomo, madial))
                .isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("--sets:");
    }

    @Test
    void unknownSet_exitCode2NamingSetsAndTheKnown() {
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));

        assertThat(cli.execute("eval", "ablation", "--sets", "locomo,cranfield"))
                .isEqualTo(2);
        assertThat(err.toString())
                .contains("--sets", "unknown set \"cranfield\"", "locomo, locomo-no-sessions, madial");
    }
}
