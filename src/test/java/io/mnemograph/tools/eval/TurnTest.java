package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class TurnTest {

    private static final Instant AT = Instant.parse("2023-05-08T13:56:00Z");

    @Test
    void memoryText_noCaption_isSpeakerColonText() {
        Turn turn = new Turn("D1:1", "Ava", "Hello there.", null, AT, 1);

        assertThat(turn.memoryText()).isEqualTo("Ava: Hello there.");
    }

    @Test
    void memoryText_withCaption_appendsImageCaption() {
        Turn turn = new Turn("D2:3", "Ben", "Look!", "a photo of a kitten", AT, 2);

        assertThat(turn.memoryText()).isEqualTo("Ben: Look! [image: a photo of a kitten]");
    }
}
