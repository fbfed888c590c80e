package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ImportanceScorerTest {

    private static final ImportanceScorer SCORER = new ImportanceScorer(ImportanceLevels.defaults());

    /** Expected level per sentence; the reason must start with the level's name. */
    @ParameterizedTest(name = "[{index}] {1}: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            Actually, the meeting is on Thursday, not Wednesday.          | correction
            actually i meant the staging server                           | correction
            I was wrong about the API limit.                              | correction
            Correction: the client's name is spelled Sean, with an e.     | correction
            No, it's the blue button that deploys.                        | correction
            no it's postgres 16 now                                       | correction
            It's not a bug but a feature of the parser.                   | correction
            The deadline is actually next Friday.                         | correction
            My bad, the repo lives under the infra org.                   | correction
            That's wrong: we never shipped version 2 to customers.        | correction
            We no longer use Jenkins for CI.                              | correction
            It isn't Monday, it's Tuesday.                                | correction
            I never said that.                                            | correction
            Scratch that, keep the old logo.                              | correction
            Always run the linter before committing.                      | instruction
            Never push directly to main.                                  | instruction
            please always answer in British English                       | instruction
            Remember that I'm vegetarian.                                 | instruction
            Don't forget to rotate the API keys.                          | instruction
            Make sure the backups are encrypted.                          | instruction
            From now on, write commit messages in the imperative mood.    | instruction
            You must ask before deleting any branch.                      | instruction
            Tests should always be deterministic.                         | instruction
            Don't use tabs for indentation.                               | instruction
            Keep in mind that the staging DB is shared.                   | instruction
            NEVER COMMIT SECRETS!!!                                       | instruction
            I prefer dark mode in every editor.                           | novel
            My favourite language is Kotlin.                              | novel
            We decided to use Neo4j for the memory graph.                 | novel
            The deadline for the report is the end of the quarter.        | novel
            The server has 64 GB of RAM.                                  | novel
            My daughter's birthday is on the 3rd of May.                  | novel
            I talked to Priya about the migration plan.                   | novel
            I'm allergic to peanuts.                                      | novel
            I have never been to Paris.                                   | novel
            We always deploy on Fridays.                                  | novel
            I live in Lisbon.                                             | novel
            Can you help me with this function?                           | normal
            The weather is nice today.                                    | normal
            That sounds like a reasonable plan.                           | normal
            Let me think about it for a while.                            | normal
            I remember when we used to write everything by hand.          | normal
            Do you remember where we left off?                            | normal
            Hello!                                                        | routine
            thanks                                                        | routine
            ok                                                            | routine
            Good morning, Sam!                                            | routine
            Thank you so much!                                            | routine
            bye, see you later                                            | routine
            No worries.                                                   | routine
            Never mind.                                                   | routine
            Sounds good, thanks!                                          | routine
            """)
    void score_sentence_getsExpectedLevel(String sentence, String level) {
        assertThat(SCORER.score(sentence).reason()).startsWith(level + ":");
    }

    @Test
    void score_correction_isTwo() {
        assertThat(SCORER.score("Actually, it's port 7688.").value()).isEqualTo(2.0);
    }

    @Test
    void score_instruction_isTwo() {
        assertThat(SCORER.score("Never use var in public APIs.").value()).isEqualTo(2.0);
    }

    @Test
    void score_novel_isOnePointFive() {
        assertThat(SCORER.score("The budget is 40k.").value()).isEqualTo(1.5);
    }

    @Test
    void score_normal_isOne() {
        assertThat(SCORER.score("Let's look at the logs.").value()).isEqualTo(1.0);
    }

    @Test
    void score_routine_isHalf() {
        assertThat(SCORER.score("Thanks!").value()).isEqualTo(0.5);
    }

    @Test
    void score_emptyContent_isRoutine() {
        assertThat(SCORER.score("   ").value()).isEqualTo(0.5);
    }

    @Test
    void score_typographicApostrophe_isRecognised() {
        assertThat(SCORER.score("Don\u2019t forget the standup.").reason()).startsWith("instruction:");
    }

    @Test
    void score_pleasantryWithInstruction_isInstruction() {
        assertThat(SCORER.score("Thanks! And always use UTC in logs.").reason()).startsWith("instruction:");
    }

    @Test
    void score_customLevels_areUsed() {
        ImportanceScorer custom = new ImportanceScorer(new ImportanceLevels(3.0, 2.5, 1.2, 1.0, 0.2));

        assertThat(custom.score("I was wrong.").value()).isEqualTo(3.0);
        assertThat(custom.score("Always use UTC.").value()).isEqualTo(2.5);
        assertThat(custom.score("hi").value()).isEqualTo(0.2);
    }

    @Test
    void score_reason_namesTheRule() {
        assertThat(SCORER.score("We decided to ship on the 4th.").reason()).isEqualTo("novel: contains a number");
    }
}
