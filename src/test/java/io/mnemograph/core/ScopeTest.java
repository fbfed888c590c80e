package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScopeTest {

    private static final ScopeWeight WEIGHTS = ScopeWeight.defaults();

    @ParameterizedTest
    @CsvSource({"project, PROJECT", "global, GLOBAL", "' GLOBAL ', GLOBAL", "Project, PROJECT"})
    void parse_knownName_returnsScope(String name, Scope expected) {
        assertThat(Scope.parse(name)).isEqualTo(expected);
    }

    @Test
    void parse_unknownName_throwsListingValidNames() {
        assertThatThrownBy(() -> Scope.parse("team"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'team'")
                .hasMessageContaining("project, global");
    }

    @Test
    void wireName_isLowerCase() {
        assertThat(Scope.GLOBAL.wireName()).isEqualTo("global");
    }

    @Test
    void weight_projectMemoryInProjectRecall_isOne() {
        assertThat(WEIGHTS.weight(Scope.PROJECT, true)).isEqualTo(1.0);
    }

    @Test
    void weight_globalMemoryInProjectRecall_isPointEight() {
        assertThat(WEIGHTS.weight(Scope.GLOBAL, true)).isEqualTo(0.8);
    }

    @Test
    void weight_globalMemoryInRecallWithoutProject_isOne() {
        assertThat(WEIGHTS.weight(Scope.GLOBAL, false)).isEqualTo(1.0);
    }

    @Test
    void weight_customWeights_areUsed() {
        ScopeWeight custom = new ScopeWeight(0.9, 0.5);

        assertThat(custom.weight(Scope.GLOBAL, true)).isEqualTo(0.5);
        assertThat(custom.weight(Scope.PROJECT, true)).isEqualTo(0.9);
    }

    @Test
    void constructor_weightAboveOne_throwsNamingIt() {
        assertThatThrownBy(() -> new ScopeWeight(1.0, 1.2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("scopeWeight.global");
    }
}
