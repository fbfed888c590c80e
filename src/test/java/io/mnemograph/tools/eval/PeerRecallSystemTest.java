package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.mnemograph.core.SeedMode;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.tools.peer.Peers;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The {@code langchain4j} peer (LangChain4j's {@code Neo4jEmbeddingStore}, on the test classpath) through the eval
 * harness on the fixture, against the embedded Neo4j, beside the bare vector SEARCH on the same memories and vectors.
 */
@MnemographTest
class PeerRecallSystemTest {

    @Inject
    RememberPipeline remember;

    @Inject
    MemoryStore store;

    @Inject
    EmbeddingProvider embeddings;

    @Inject
    Neo4jConnection connection;

    @Test
    void langchain4j_fixture_answersFromItsOwnIndexBesideTheBareSearch() throws Exception {
        LocomoDataset dataset = Fixtures.dataset();
        MemoryLoader loader = new MemoryLoader(remember);
        EvaluationReport report;
        try (RecallSystem vector = new BareSearchSystem("vector", loader, store, embeddings, SeedMode.VECTOR);
                PeerRecallSystem peer = new PeerRecallSystem(
                        Peers.LANGCHAIN4J, loader, Peers.require(Peers.LANGCHAIN4J), connection, embeddings)) {
            report = new LocomoEvaluation(
                            dataset, ConversationSelection.all(), LocomoEvaluation.DEFAULT_KS, Clock.systemUTC())
                    .run(List.of(vector, peer));

            Conversation conversation = dataset.conversation("conv-901");
            List<String> answer = peer.recall(
                    LocomoEvaluation.namespace(conversation),
                    "Who went sailing with Ben?",
                    LocomoDataset.askAt(conversation),
                    10);
            List<String> bare = vector.recall(
                    LocomoEvaluation.namespace(conversation),
                    "Who went sailing with Ben?",
                    LocomoDataset.askAt(conversation),
                    10);
            assertThat(answer).hasSize(10).doesNotHaveDuplicates().contains("D1:2");
            assertThat(answer).allMatch(id -> id.matches("D\\d+:\\d+"));
            // same vectors, same cosine, an index of 15 vectors: the same memories come first
            assertThat(answer.subList(0, 3)).containsExactlyInAnyOrderElementsOf(bare.subList(0, 3));
        }

        assertThat(report.systems()).extracting(SystemReport::system).containsExactly("vector", "langchain4j");
        GroupMetrics bareOverall = report.systems().get(0).metrics().overall();
        GroupMetrics peerOverall = report.systems().get(1).metrics().overall();
        assertThat(peerOverall.at(10).evidenceRecall())
                .isPositive()
                .isCloseTo(bareOverall.at(10).evidenceRecall(), offset(0.1));

        // the peer's own nodes, one label per conversation, apart from ours: same turns, no second copy of memories
        try (var session = SharedNeo4j.driver().session()) {
            for (Conversation conversation : dataset.conversations()) {
                String label = Peers.indexName(LocomoEvaluation.namespace(conversation));
                Map<String, Object> counts = session.run(
                                "MATCH (p:$($label)) RETURN count(p) AS peer, "
                                        + "count { MATCH (p:$($label):Memory) } AS both",
                                Map.of("label", label))
                        .single()
                        .asMap();
                assertThat(counts)
                        .containsEntry("peer", (long) conversation.turns().size())
                        .containsEntry("both", 0L);
            }
            long memories = session.run("MATCH (m:Memory) RETURN count(m) AS n")
                    .single()
                    .get("n")
                    .asLong();
            assertThat(memories)
                    .isEqualTo(dataset.conversations().stream()
                            .mapToLong(c -> c.turns().size())
                            .sum());
        }
    }
}
