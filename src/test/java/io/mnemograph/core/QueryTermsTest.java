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
}
