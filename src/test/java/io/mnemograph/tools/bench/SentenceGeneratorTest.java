package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class SentenceGeneratorTest {

    @Test
    void statements_twoThousand_distinctAndDeterministic() {
        List<String> first = new SentenceGenerator(42).statements(2300);
        assertThat(new HashSet<>(first)).hasSize(2300);
        assertThat(new SentenceGenerator(42).statements(2300)).isEqualTo(first);
        assertThat(new SentenceGenerator(43).statements(2300)).isNotEqualTo(first);
    }

    @Test
    void questions_neverRepeatAStatement() {
        SentenceGenerator generator = new SentenceGenerator(1);
        List<String> statements = generator.statements(500);
        List<String> questions = generator.questions(330);
        assertThat(new HashSet<>(questions)).hasSize(330).doesNotContainAnyElementsOf(statements);
        assertThat(questions).allMatch(q -> q.endsWith("?"));
    }
}
