package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SessionDateTimesTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "1:56 pm on 8 May, 2023       | 2023-05-08T13:56:00Z",
                "9:05 am on 14 May, 2023      | 2023-05-14T09:05:00Z",
                "10:04 am on 19 December, 2023| 2023-12-19T10:04:00Z",
                "12:06 am on 2 June, 2023     | 2023-06-02T00:06:00Z",
                "12:30 pm on 3 January, 2022  | 2022-01-03T12:30:00Z",
                "11:59 PM on 31 March, 2024   | 2024-03-31T23:59:00Z"
            })
    void parse_locomoVariants_readsUtcInstant(String text, String expected) {
        assertThat(SessionDateTimes.parse(text)).isEqualTo(Instant.parse(expected));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "8 May 2023", "13:56 pm on 8 May, 2023", "1:56 pm on 8 Mai, 2023"})
    void parse_malformed_throwsNamingText(String text) {
        assertThatThrownBy(() -> SessionDateTimes.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"" + text + "\"");
    }
}
