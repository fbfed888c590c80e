package io.mnemograph.core;

import static io.mnemograph.core.Timelines.T0;
import static io.mnemograph.core.Timelines.day;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.decay.DecayModel;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * The score as a product, and mememory's worked example recall(query="state management", project="match").
 *
 * <p>Inputs from mememory's scoring guide: similarity, scope, memory weight and age since update; the factors
 * mememory does not have are neutral here (importance 1.0, priming 1.0, activation 1.0 for direct results).
 */
class ScoreComponentsTest {

    private static final Offset<Double> WORKED = within(0.002);
    private static final DecayModel MEMEMORY = DecayPreset.MEMEMORY.create(DecayParameters.defaults());
    private static final ScopeWeight SCOPES = ScopeWeight.defaults();

    private static double mememoryScore(double similarity, Scope scope, double weight, double ageDays) {
        double decay = MEMEMORY.factor(MemoryTimeline.stored(T0), day(ageDays));
        return ScoreComponents.direct(similarity, decay, 1.0, 1.0, SCOPES.weight(scope, true), weight)
                .score();
    }

    @Test
    void score_zustandProjectMemory_is0point897() {
        // "Uses Zustand for stores": similarity 0.92, project scope, weight 1.0, 5 days old
        assertThat(mememoryScore(0.92, Scope.PROJECT, 1.0, 5)).isCloseTo(0.897, WORKED);
    }

    @Test
    void score_reduxGlobalMemory_is0point563() {
        // "Prefer Redux for large apps": similarity 0.95, global scope, weight 1.0, 60 days old
        assertThat(mememoryScore(0.95, Scope.GLOBAL, 1.0, 60)).isCloseTo(0.563, WORKED);
    }

    @Test
    void score_tentativeGlobalMemory_is0point349() {
        // "State management is complex": similarity 0.88, global scope, weight 0.5, 2 days old
        assertThat(mememoryScore(0.88, Scope.GLOBAL, 0.5, 2)).isCloseTo(0.349, WORKED);
    }

    @Test
    void score_projectMemoryOutranksMoreSimilarGlobalOne() {
        assertThat(mememoryScore(0.92, Scope.PROJECT, 1.0, 5))
                .isGreaterThan(mememoryScore(0.95, Scope.GLOBAL, 1.0, 60));
    }

    @Test
    void score_allFactors_multiply() {
        ScoreComponents components = new ScoreComponents(0.8, 0.5, 2.0, 1.3, 0.8, 0.5, 0.25);

        assertThat(components.score()).isCloseTo(0.8 * 0.5 * 2.0 * 1.3 * 0.8 * 0.5 * 0.25, within(1e-12));
    }

    @Test
    void score_zeroActivation_isZero() {
        assertThat(new ScoreComponents(0.9, 1.0, 2.0, 1.3, 1.0, 1.0, 0.0).score())
                .isZero();
    }

    @Test
    void direct_hasActivationOne() {
        assertThat(ScoreComponents.direct(0.5, 1.0, 1.0, 1.0, 1.0, 1.0).activation())
                .isEqualTo(1.0);
    }

    @Test
    void constructor_negativeSimilarity_throwsNamingSimilarity() {
        assertThatThrownBy(() -> new ScoreComponents(-0.1, 1, 1, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("similarity");
    }

    @Test
    void constructor_weightAboveOne_throwsNamingWeight() {
        assertThatThrownBy(() -> new ScoreComponents(0.5, 1, 1, 1, 1, 1.5, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("weight");
    }

    @Test
    void constructor_infiniteDecay_throwsNamingDecay() {
        assertThatThrownBy(() -> new ScoreComponents(0.5, Double.POSITIVE_INFINITY, 1, 1, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("decay");
    }
}
