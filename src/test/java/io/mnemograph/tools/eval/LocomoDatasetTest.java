package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LocomoDatasetTest {

    private final LocomoDataset dataset = Fixtures.dataset();

    @Test
    void read_fixture_hasBothConversationsInFileOrder() {
        assertThat(dataset.conversations()).extracting(Conversation::sampleId).containsExactly("conv-901", "conv-902");
    }

    @Test
    void read_fixture_turnsInSessionOrderWithSessionTimes() {
        List<Turn> turns = dataset.conversation("conv-901").turns();

        assertThat(turns).hasSize(15);
        assertThat(turns.getFirst())
                .isEqualTo(new Turn(
                        "D1:1",
                        "Ava",
                        "Hi Ben, how was your weekend?",
                        null,
                        Instant.parse("2023-05-08T13:56:00Z"),
                        1));
        assertThat(turns).extracting(Turn::session).containsExactly(1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3);
        assertThat(turns.get(11).occurredAt()).isEqualTo(Instant.parse("2023-06-02T00:06:00Z"));
    }

    @Test
    void read_turnWithBlipCaption_keepsCaptionInMemoryText() {
        Turn turn = dataset.conversation("conv-901").turns().get(8);

        assertThat(turn.diaId()).isEqualTo("D2:3");
        assertThat(turn.memoryText())
                .isEqualTo("Ben: Here is a picture of her. [image: a photo of a grey kitten on a sofa]");
    }

    @Test
    void read_fixture_keepsNormalisedQuestionsOfCategories1To4() {
        List<Question> questions = dataset.conversation("conv-901").questions();

        assertThat(questions)
                .extracting(Question::evidence)
                .containsExactly(
                        List.of("D1:3"), List.of("D1:5", "D2:2"), List.of("D2:4"), List.of("D3:2"), List.of("D1:2"));
        assertThat(questions)
                .extracting(Question::group)
                .containsExactly("single-hop", "multi-hop", "temporal", "open-domain", "single-hop");
        assertThat(dataset.conversation("conv-902").questions())
                .extracting(Question::evidence)
                .containsExactly(List.of("D1:2", "D2:3"), List.of("D2:1"), List.of("D1:4", "D2:6"));
    }

    @Test
    void read_numericAnswer_keptAsText() {
        assertThat(dataset.conversation("conv-901").questions().get(2).answer()).isEqualTo("2023");
    }

    @Test
    void normalisation_fixture_countsEveryRule() {
        NormalisationReport report = dataset.normalisation(dataset.conversations());

        assertThat(report.splitEntries()).isEqualTo(2);
        assertThat(report.repairedIds()).isEqualTo(2);
        assertThat(report.duplicateIds()).isEqualTo(1);
        assertThat(report.droppedDanglingIds()).isEqualTo(2);
        assertThat(report.skippedQuestions()).isEqualTo(2);
        assertThat(report.excludedCategory5()).isEqualTo(2);
        assertThat(report.keptQuestions()).isEqualTo(8);
    }

    @Test
    void normalisation_oneConversation_countsOnlyIt() {
        NormalisationReport report = dataset.normalisation(List.of(dataset.conversation("conv-902")));

        assertThat(report)
                .isEqualTo(new NormalisationReport(
                        1,
                        0,
                        1,
                        0,
                        0,
                        1,
                        3,
                        List.of(
                                "conv-902: split \"D1:2 D2:3\" into [D1:2, D2:3]",
                                "conv-902: removed duplicate D2:1")));
    }

    @Test
    void askAt_dateKeyWithoutTurns_isLastSessionWithTurnsPlusOneDay() {
        assertThat(LocomoDataset.askAt(dataset.conversation("conv-901")))
                .isEqualTo(Instant.parse("2023-06-03T00:06:00Z"));
        assertThat(LocomoDataset.askAt(dataset.conversation("conv-902")))
                .isEqualTo(Instant.parse("2022-03-01T19:45:00Z"));
    }

    @Test
    void select_explicitList_keepsListOrder() {
        assertThat(dataset.select(ConversationSelection.parse("conv-902,conv-901")))
                .extracting(Conversation::sampleId)
                .containsExactly("conv-902", "conv-901");
    }

    @Test
    void select_all_returnsEveryConversation() {
        assertThat(dataset.select(ConversationSelection.all())).hasSize(2);
    }

    @Test
    void select_devOnFixture_throwsNamingMissingId() {
        assertThatThrownBy(() -> dataset.select(ConversationSelection.dev()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("conv-26");
    }

    @Test
    void read_notAnArray_throwsFormatException() {
        assertThatThrownBy(() -> read("{}"))
                .isInstanceOf(LocomoFormatException.class)
                .hasMessageContaining("array");
    }

    @Test
    void read_sessionWithoutDateTime_throwsNamingSampleAndKey() {
        String json = """
                [{"sample_id": "s-1", "conversation": {"session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"}]},
                  "qa": []}]""";

        assertThatThrownBy(() -> read(json))
                .isInstanceOf(LocomoFormatException.class)
                .hasMessageContaining("s-1")
                .hasMessageContaining("session_1_date_time");
    }

    @Test
    void read_badCategory_throwsNamingQuestion() {
        String json = """
                [{"sample_id": "s-1", "conversation": {"session_1_date_time": "1:00 pm on 1 May, 2023",
                  "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"}]},
                  "qa": [{"question": "q?", "answer": "a", "evidence": ["D1:1"], "category": 9}]}]""";

        assertThatThrownBy(() -> read(json))
                .isInstanceOf(LocomoFormatException.class)
                .hasMessageContaining("s-1 qa[0]")
                .hasMessageContaining("category");
    }

    @Test
    void read_realMemLayout_questionWithoutAnswerAndExtraFields_isScoredOnItsEvidence() throws IOException {
        String json = """
                [{"sample_id": "realmem-x-a", "conversation": {"session_1_date_time": "9:00 am on 15 December, 2025",
                  "session_1_realmem": {"id": "s"}, "session_1": [{"speaker": "user", "dia_id": "D1:1",
                  "text": "I am vegetarian", "date_time": "9:00 am on 15 December, 2025"}]},
                  "qa": [{"question": "What should I cook?", "category": 4, "realmem_category": "Implicit Preference",
                  "asked_at": "9:00 am on 16 December, 2025", "evidence": ["D1:1"]}]}]""";

        Question question = read(json).conversation("realmem-x-a").questions().getFirst();

        assertThat(question.evidence()).containsExactly("D1:1");
        assertThat(question.answer()).isNull();
    }

    @Test
    void read_turnWithItsOwnDateTime_occursThen_questionWithAskedAt_isAskedThen() throws IOException {
        String json = """
                [{"sample_id": "realmem-x-a", "conversation": {"session_1_date_time": "9:00 am on 15 December, 2025",
                  "session_1": [{"speaker": "user", "dia_id": "D1:1", "text": "I am vegetarian",
                  "date_time": "9:00 am on 15 December, 2025"}, {"speaker": "assistant", "dia_id": "D1:2",
                  "text": "Noted.", "date_time": "9:01 am on 15 December, 2025"}]},
                  "qa": [{"question": "What should I cook?", "category": 4,
                  "asked_at": "9:02 am on 15 December, 2025", "evidence": ["D1:1"]}]}]""";

        Conversation conversation = read(json).conversation("realmem-x-a");

        assertThat(conversation.turns())
                .extracting(Turn::occurredAt)
                .containsExactly(Instant.parse("2025-12-15T09:00:00Z"), Instant.parse("2025-12-15T09:01:00Z"));
        assertThat(conversation.questions().getFirst().askedAt()).isEqualTo(Instant.parse("2025-12-15T09:02:00Z"));
    }

    private static LocomoDataset read(String json) throws IOException {
        return LocomoDataset.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }
}
