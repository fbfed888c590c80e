package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.graph.FollowedEdges;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The policy an ablation gives: nothing turned off is the service's policy; a part turned off leaves it out. */
class RecallPolicyTest {

    @Test
    void policy_nothingOff_isTheServicesFullPolicy() {
        assertThat(Ablation.NONE.policy()).isEqualTo(RecallPolicy.FULL);
        assertThat(RecallPolicy.FULL.edges()).isEqualTo(FollowedEdges.ALL);
    }

    @Test
    void policy_factorsOff_countAsOneAndStateNoBound() {
        RecallPolicy policy =
                Ablation.of(Ablation.Part.DECAY, Ablation.Part.IMPORTANCE).policy();

        assertThat(policy.decay().of(() -> 0.25)).isEqualTo(1.0);
        assertThat(policy.importance().bound(OptionalDouble.of(2.0))).isEmpty();
        assertThat(policy.importance().known(1.5)).isNull();
        assertThat(policy.priming().of(() -> 1.3)).isEqualTo(1.3);
    }

    @Test
    void policy_stagesOff_overrideTheConfiguredValues() {
        RecallPolicy policy = Ablation.of(
                        Ablation.Part.LEXICAL,
                        Ablation.Part.LENGTH_PRIOR,
                        Ablation.Part.CONTEXT,
                        Ablation.Part.NAMED_ENTITY,
                        Ablation.Part.SESSION_CONTEXT,
                        Ablation.Part.NEWER_FIRST)
                .policy();

        assertThat(policy.seeds(SeedMode.HYBRID)).isEqualTo(SeedMode.VECTOR);
        assertThat(policy.lengthPrior(new LengthPrior(0.2)).factor("one two")).isEqualTo(1.0);
        assertThat(policy.contextual(true)).isFalse();
        assertThat(policy.boostsNamed(true)).isFalse();
        assertThat(policy.liftsSessions(true)).isFalse();
        assertThat(policy.newerFirst()).isFalse();
        assertThat(RecallPolicy.FULL.seeds(SeedMode.HYBRID)).isEqualTo(SeedMode.HYBRID);
    }
}
