package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QueryTermsTest {

    @Test
    void questionWordsAndPronouns_areLeftOut() {
        assertThat(QueryTerms.of("What instruments does Melanie play?"))
                .containsExactly("instruments", "melanie", "play");
        assertThat(QueryTerms.of("Who did John go to yoga with?")).containsExactly("john", "go", "yoga");
    }

    @Test
    void contractionsAndPossessives_splitAtTheApostrophe_loseTheirStopParts() {
        // "caroline's" -> caroline + s; "didn't" -> didn + t; all three fragments are stop words
        assertThat(QueryTerms.of("Caroline's dog didn't fetch")).containsExactly("caroline", "dog", "fetch");
    }

    @Test
    void wordsAreLowerCase_andPunctuationSeparatesThem() {
        assertThat(QueryTerms.query("  Support-Group, 2023!  ")).isEqualTo("support group 2023");
    }

    @Test
    void stopWordsOnly_keepAllWords_soTheQueryStillSearches() {
        assertThat(QueryTerms.of("Who is she?")).containsExactly("who", "is", "she");
    }

    @Test
    void noWords_giveAnEmptyQuery() {
        assertThat(QueryTerms.of("?! ...")).isEmpty();
        assertThat(QueryTerms.query("")).isEmpty();
    }

    @Test
    void repeatedWords_areKeptOnce_inOrderOfFirstUse() {
        assertThat(QueryTerms.of("yoga Yoga john YOGA john")).containsExactly("yoga", "john");
    }

    @Test
    void longQuery_keepsItsFirstMaxTermsWords() {
        String query = java.util.stream.IntStream.range(0, 3000)
                .mapToObj(i -> "w" + i)
                .collect(java.util.stream.Collectors.joining(" "));
        assertThat(QueryTerms.of(query))
                .hasSize(QueryTerms.MAX_TERMS)
                .startsWith("w0", "w1")
                .endsWith("w511");
    }
}
