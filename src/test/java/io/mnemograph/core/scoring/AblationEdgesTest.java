package io.mnemograph.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.FollowedEdges;
import org.junit.jupiter.api.Test;

/** An ablation's edge kinds resolve to the edges a recall follows; every other part leaves every edge followed. */
class AblationEdgesTest {

    @Test
    void noPartOff_followsEveryEdge() {
        assertThat(Ablation.NONE.followedEdges()).isEqualTo(FollowedEdges.ALL);
        assertThat(Ablation.of(Ablation.Part.DECAY, Ablation.Part.NAMED_ENTITY).followedEdges())
                .isEqualTo(FollowedEdges.ALL);
    }

    @Test
    void edgeKindsOff_areNotFollowed_andEntityLinksOffLinkNothing() {
        FollowedEdges edges = Ablation.of(Ablation.Part.CO_RECALL, Ablation.Part.TEMPORAL, Ablation.Part.ENTITY)
                .followedEdges();

        assertThat(edges.follows(AssociationKind.TEMPORAL)).isFalse();
        assertThat(edges.follows(AssociationKind.CO_RECALL)).isFalse();
        assertThat(edges.follows(AssociationKind.SEMANTIC)).isTrue();
        assertThat(edges.entityLinks()).isFalse();
        assertThat(edges.excludedGraphNames())
                .containsExactly(AssociationKind.TEMPORAL.graphName(), AssociationKind.CO_RECALL.graphName());
    }
}
