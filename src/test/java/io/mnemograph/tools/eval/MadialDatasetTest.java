package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MadialDatasetTest {

    @TempDir
    Path dir;

    @Test
    void load_fixture_readsEveryMemoryAtItsDate() {
        MadialDataset dataset = MadialFixtures.dataset(dir);

        assertThat(dataset.memories())
                .extracting(EvalMemory::key)
                .containsExactly("1", "2", "3", "4", "5", "7", "8", "9");
        EvalMemory first = dataset.memories().getFirst();
        assertThat(first.text()).isEqualTo("Mia built a sandcastle with a moat at the lake and felt proud.");
        assertThat(first.occurredAt()).isEqualTo(Instant.parse("2023-04-02T00:00:00Z"));
        assertThat(first.kind()).isEqualTo("event");
        assertThat(first.session()).isNull();
    }

    @Test
    void load_fixture_cueIsTheLastThreeLinesBeforeTheFirstTestTurn() {
        List<Question> questions = MadialFixtures.dataset(dir).questions();

        assertThat(questions).hasSize(4);
        assertThat(questions.get(1).text()).isEqualTo("""
                <Tom>: "The violin. But my hands shake when people watch me."
                <Assistant>: "That is normal. Try breathing slowly before you start."
                <Tom>: "What if I make a mistake?\"""");
        assertThat(questions.get(1).answer()).startsWith("<Assistant>: \"Remember your recital last summer?");
        // a dialogue with fewer than three lines before its test turn gives them all
        assertThat(questions.getFirst().text().lines())
                .hasSize(3)
                .first()
                .asString()
                .startsWith("<Mia>: \"We're");
    }

    @Test
    void load_fixture_evidenceIsTheRelevantIdsOnceEach_groupIsTheUser() {
        List<Question> questions = MadialFixtures.dataset(dir).questions();

        assertThat(questions)
                .extracting(Question::evidence)
                .containsExactly(List.of("1"), List.of("5", "4"), List.of("7", "8"), List.of("2"));
        // "<Tom>:\"..." without a space still names its speaker
        assertThat(questions).extracting(Question::group).containsExactly("Mia", "Tom", "Tom", "Mia");
    }

    @Test
    void load_goldIdNamingNoMemory_failsNamingLineAndId() throws IOException {
        Path memories = MadialFixtures.copy(MadialFixtures.MEMORIES, dir);
        Path dialogues = Files.writeString(
                dir.resolve("d.json"),
                "\n{\"dialogue\": [\"<BOD>\", \"<Mia>: hi\", "
                        + "\"<Assistant>: hello\"], \"test-turn\": [2], \"relevant-id\": [6], \"user-id\": 1}\n");

        assertThatThrownBy(() -> MadialDataset.load(memories, dialogues))
                .isInstanceOf(MadialFormatException.class)
                .hasMessage("d.json line 2: relevant-id 6 names no memory");
    }

    @Test
    void load_testTurnBeforeAnyLine_failsNamingTestTurn() throws IOException {
        Path memories = MadialFixtures.copy(MadialFixtures.MEMORIES, dir);
        Path dialogues = Files.writeString(
                dir.resolve("d.json"),
                "{\"dialogue\": [\"<BOD>\", \"<Mia>: hi\"], "
                        + "\"test-turn\": [1], \"relevant-id\": [1], \"user-id\": 1}");

        assertThatThrownBy(() -> MadialDataset.load(memories, dialogues))
                .isInstanceOf(MadialFormatException.class)
                .hasMessageStartingWith("d.json line 1: test-turn 1 must lie in");
    }

    @Test
    void load_badMemoryDate_failsNamingMemoryAndTime() throws IOException {
        Path memories =
                Files.writeString(dir.resolve("m.json"), "{\"1\": {\"time\": \"2023-13-01\", \"event\": \"x\"}}");
        Path dialogues = MadialFixtures.copy(MadialFixtures.DIALOGUES, dir);

        assertThatThrownBy(() -> MadialDataset.load(memories, dialogues))
                .isInstanceOf(MadialFormatException.class)
                .hasMessageStartingWith("m.json line 1, memory 1: time \"2023-13-01\"");
    }

    @Test
    void load_memoryWithoutEvent_failsNamingEvent() throws IOException {
        Path memories = Files.writeString(dir.resolve("m.json"), "{\"1\": {\"time\": \"2023-01-01\"}}");
        Path dialogues = MadialFixtures.copy(MadialFixtures.DIALOGUES, dir);

        assertThatThrownBy(() -> MadialDataset.load(memories, dialogues))
                .isInstanceOf(MadialFormatException.class)
                .hasMessage("m.json line 1, memory 1: event must be non-blank text");
    }

    @Test
    void load_notJson_failsNamingLine() throws IOException {
        Path memories = Files.writeString(
                dir.resolve("m.json"), "{\"1\": {\"time\": \"2023-01-01\", \"event\": \"x\"}}\n{oops");
        Path dialogues = MadialFixtures.copy(MadialFixtures.DIALOGUES, dir);

        assertThatThrownBy(() -> MadialDataset.load(memories, dialogues))
                .isInstanceOf(MadialFormatException.class)
                .hasMessageStartingWith("m.json line 2: not JSON");
    }
}
