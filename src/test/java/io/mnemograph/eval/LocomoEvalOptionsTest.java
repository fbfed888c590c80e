package io.mnemograph.eval;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LocomoEvalOptionsTest {

    @TempDir
    Path dir;

    private Path file() throws IOException {
        return Files.writeString(dir.resolve("locomo.json"), "[]");
    }

    @Test
    void parse_noArgsDefaultFilePresent_usesDefaults() throws IOException {
        Path defaultFile = file();

        LocomoEvalOptions options = LocomoEvalOptions.parse(new String[0], defaultFile);

        assertThat(options).isEqualTo(new LocomoEvalOptions(defaultFile, ConversationSelection.dev(),
                List.of(5, 10, 20), Path.of("eval-out"), List.of(), SweepBeforeAsking.NONE));
    }

    @Test
    void parse_everyOption_readsEach() throws IOException {
        Path file = file();

        LocomoEvalOptions options = LocomoEvalOptions.parse(new String[] {
            "--file", file.toString(), "--conversations=conv-26,conv-30", "--k", "10,1", "--out", "x/y",
            "--configs", "flat-vector, bm25,full", "--sweep", "last-session"}, dir.resolve("absent.json"));

        assertThat(options).isEqualTo(new LocomoEvalOptions(file, ConversationSelection.parse("conv-26,conv-30"),
                List.of(1, 10), Path.of("x/y"), List.of("flat-vector", "bm25", "full"),
                SweepBeforeAsking.LAST_SESSION));
    }

    @Test
    void parse_holdout_selectsHoldout() throws IOException {
        LocomoEvalOptions options = LocomoEvalOptions.parse(new String[] {"--conversations", "holdout"}, file());

        assertThat(options.conversations()).isEqualTo(ConversationSelection.holdout());
    }

    @Test
    void parse_noFileAndNoDefault_throwsNamingFile() {
        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[0], dir.resolve("absent.json")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--file:");
    }

    @Test
    void parse_missingFile_throwsNamingFile() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--file", "nope.json"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--file:").hasMessageContaining("nope.json");
    }

    @Test
    void parse_unknownOption_throwsNamingIt() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--kk", "5"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--kk:");
    }

    @Test
    void parse_optionWithoutValue_throwsNamingIt() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--out", "--k", "5"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("--out: needs a value");
    }

    @Test
    void parse_repeatedOption_throwsNamingIt() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--out", "a", "--out=b"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--out:");
    }

    @Test
    void parse_badK_throwsNamingK() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--k", "5,ten"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("--k: \"ten\" is not a positive integer");
        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--k", "5,5"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--k:");
    }

    @Test
    void parse_badSweep_throwsNamingSweep() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--sweep", "yesterday"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--sweep: \"yesterday\" is not one of none, last-session, now");
    }

    @Test
    void parse_badConversations_throwsNamingConversations() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--conversations", ","}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--conversations:");
    }

    @Test
    void parse_repeatedConfig_throwsNamingConfigs() throws IOException {
        Path defaultFile = file();

        assertThatThrownBy(() -> LocomoEvalOptions.parse(new String[] {"--configs", "bm25,bm25"}, defaultFile))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--configs:");
    }
}
