package io.mnemograph.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mnemograph.client.ChatTranscript.Turn;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which messages of a chat memory's window are new: those after the overlap with what was held. */
class ChatTranscriptTest {

    private static final Turn Q1 = new Turn("user", "Where do we stay?");
    private static final Turn A1 = new Turn("assistant", "The Hotel Avenida.");
    private static final Turn Q2 = new Turn("user", "When do we land?");
    private static final Turn A2 = new Turn("assistant", "At 14:20.");

    @Test
    void overlap_windowGrownAtTheEnd_isEverythingHeld() {
        assertEquals(2, ChatTranscript.overlap(List.of(Q1, A1), List.of(Q1, A1, Q2)));
    }

    @Test
    void overlap_windowDroppedFromTheFront_isWhatStayed() {
        assertEquals(2, ChatTranscript.overlap(List.of(Q1, A1, Q2), List.of(A1, Q2, A2)));
    }

    @Test
    void overlap_nothingHeld_orNothingShared_isZero() {
        assertEquals(0, ChatTranscript.overlap(List.of(), List.of(Q1)));
        assertEquals(0, ChatTranscript.overlap(List.of(Q1, A1), List.of(Q2, A2)));
    }

    @Test
    void overlap_theSameQuestionAskedAgain_isNewAgain() {
        assertEquals(2, ChatTranscript.overlap(List.of(Q1, A1), List.of(Q1, A1, Q1)));
    }
}
