package io.mnemograph.core.decay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class DecayPresetTest {

    @ParameterizedTest
    @CsvSource({
        "cmm, CMM",
        "mememory, MEMEMORY",
        "mnemex-power-law, MNEMEX_POWER_LAW",
        "mnemex-exponential, MNEMEX_EXPONENTIAL",
        "mnemex-two-component, MNEMEX_TWO_COMPONENT",
        "' Mnemex-Power-Law ', MNEMEX_POWER_LAW",
        "MNEMEX_TWO_COMPONENT, MNEMEX_TWO_COMPONENT"
    })
    void fromName_knownName_returnsPreset(String name, DecayPreset expected) {
        assertThat(DecayPreset.fromName(name)).isEqualTo(expected);
    }

    @Test
    void fromName_unknownName_throwsListingValidNames() {
        assertThatThrownBy(() -> DecayPreset.fromName("ebbinghaus"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'ebbinghaus'")
                .hasMessageContaining("cmm, mememory, mnemex-power-law, mnemex-exponential, mnemex-two-component");
    }

    @ParameterizedTest
    @EnumSource(DecayPreset.class)
    void create_eachPreset_reportsItsOwnName(DecayPreset preset) {
        assertThat(preset.create(DecayParameters.defaults()).name()).isEqualTo(preset.presetName());
    }

    @ParameterizedTest
    @EnumSource(DecayPreset.class)
    void fromName_presetName_roundTrips(DecayPreset preset) {
        assertThat(DecayPreset.fromName(preset.presetName())).isEqualTo(preset);
    }

    @Test
    void default_isMememory_theServiceDefault() {
        assertThat(DecayPreset.DEFAULT).isEqualTo(DecayPreset.MEMEMORY);
    }
}
