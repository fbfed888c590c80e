package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Invariants of the score product, priming, scope weight and the importance scorer. */
class ScoreProperties {

    private static final Priming PRIMING = Priming.defaults();
    private static final ImportanceLevels LEVELS = ImportanceLevels.defaults();
    private static final ImportanceScorer SCORER = new ImportanceScorer(LEVELS);

    @Property(tries = 300)
    void score_validComponents_isNonNegativeAndFinite(@ForAll("components") ScoreComponents components) {
        assertThat(components.score()).isFinite().isGreaterThanOrEqualTo(0.0);
    }

    @Property(tries = 300)
    void score_anyZeroFactor_isZero(@ForAll("components") ScoreComponents c, @ForAll @IntRange(max = 6) int zeroed) {
        double[] f = {
            c.similarity(), c.decay(), c.importance(), c.priming(), c.scopeWeight(), c.weight(), c.activation()
        };
        f[zeroed] = 0.0;

        assertThat(new ScoreComponents(f[0], f[1], f[2], f[3], f[4], f[5], f[6]).score())
                .isZero();
    }

    @Property(tries = 300)
    void score_higherSimilarity_neverScoresLower(
            @ForAll("components") ScoreComponents c, @ForAll("unit") double otherSimilarity) {
        ScoreComponents other = new ScoreComponents(
                otherSimilarity, c.decay(), c.importance(), c.priming(), c.scopeWeight(), c.weight(), c.activation());
        ScoreComponents higher = otherSimilarity >= c.similarity() ? other : c;
        ScoreComponents lower = otherSimilarity >= c.similarity() ? c : other;

        assertThat(higher.score()).isGreaterThanOrEqualTo(lower.score());
    }

    @Property(tries = 300)
    void priming_anyTurns_isBetweenOneAndOnePointThree(@ForAll @IntRange(max = 10_000) int turns) {
        assertThat(PRIMING.factor(turns)).isBetween(1.0, 1.3);
    }

    @Property(tries = 300)
    void priming_moreTurns_neverRises(@ForAll @IntRange(max = 50) int turns, @ForAll @IntRange(max = 50) int more) {
        assertThat(PRIMING.factor(turns + more)).isLessThanOrEqualTo(PRIMING.factor(turns));
    }

    @Property(tries = 100)
    void scopeWeight_anyScope_isInUnitInterval(@ForAll Scope scope, @ForAll boolean namesProject) {
        assertThat(ScopeWeight.defaults().weight(scope, namesProject)).isBetween(0.0, 1.0);
    }

    @Property(tries = 300)
    void importance_anyText_isOneOfTheLevels(@ForAll String content) {
        Importance importance = SCORER.score(content);

        assertThat(importance.value())
                .isIn(List.of(
                        LEVELS.correction(), LEVELS.instruction(), LEVELS.novel(), LEVELS.normal(), LEVELS.routine()));
        assertThat(importance.reason()).isNotBlank();
    }

    @Property(tries = 200)
    void importance_caseOfText_doesNotChangeKeywordLevels(@ForAll("keywordSentences") String sentence) {
        assertThat(SCORER.score(sentence.toUpperCase()).value())
                .isEqualTo(SCORER.score(sentence).value());
    }

    @Provide
    Arbitrary<Double> unit() {
        return Arbitraries.doubles().between(0, 1);
    }

    @Provide
    Arbitrary<String> keywordSentences() {
        return Arbitraries.of(
                "actually, it is port 80",
                "always use utc",
                "never push to main",
                "thanks",
                "i prefer tea",
                "we decided on rust",
                "no, it's the other one",
                "make sure it builds",
                "good morning");
    }

    @Provide
    Arbitrary<ScoreComponents> components() {
        Arbitrary<Double> unit = unit();
        Arbitrary<Double> nonNegative = Arbitraries.doubles().between(0, 4);
        Arbitrary<Double> priming = Arbitraries.doubles().between(1, 1.3);
        return Combinators.combine(unit, nonNegative, nonNegative, priming, unit, unit, unit)
                .as(ScoreComponents::new);
    }
}
