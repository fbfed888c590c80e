package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.store.NamespaceSweeps;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Export and import are lossless: a namespace with every kind of node, edge and state, exported, deleted, imported
 * into the emptied namespace and exported again gives the same bytes, and recall answers the same; importing twice
 * changes nothing; a file without vectors is embedded again at import.
 */
@MnemographTest
class ExportImportRoundTripTest extends ApiTest {

    private static final String NS = "trip";
    private static final List<String> QUERIES = List.of(
            "What is the name of Caroline's dog?", "Which instrument does Jon play?", "What do the tomatoes need?");

    @Inject
    NamespaceExporter exporter;

    @Inject
    NamespaceImporter importer;

    @Inject
    NamespaceSweeps sweeps;

    private String export(boolean vectors) throws IOException {
        StringWriter out = new StringWriter();
        exporter.write(NS, vectors, out, counts -> {});
        return out.toString();
    }

    private ImportSummary importFile(String text, int batch) throws IOException {
        return importer.run(new BufferedReader(new StringReader(text)), null, batch, summary -> {});
    }

    private List<String> recalls() {
        return recalls("%s");
    }

    /**
     * Ids, scores (in {@code format}) and ways of each query's results, read-only (no boost) as of a fixed instant.
     */
    private List<String> recalls(String format) {
        List<String> answers = new ArrayList<>();
        for (String query : QUERIES) {
            Reply reply = api.post(
                    "/v1/recall",
                    "{\"namespace\": \"" + NS + "\", \"query\": \"" + query + "\","
                            + " \"at\": \"2024-07-02T10:00:00Z\", \"threshold\": 0, \"limit\": 10, \"boost\": false}");
            assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            for (JsonNode result : reply.node("results").values()) {
                answers.add(query + " -> " + result.get("id").getStringValue() + " "
                        + String.format(format, result.get("score").getDoubleValue()) + " "
                        + result.get("via").getStringValue());
            }
        }
        return answers;
    }

    /** Memories, entities and sessions of the namespace and their edges (its sweep lock is not exported). */
    private static long graphSize() {
        return TransferFixture.cypher(
                        "MATCH (n) WHERE n.namespace = $ns AND (n:Memory OR n:Entity OR n:Session)"
                                + " OPTIONAL MATCH (n)-[r]->()"
                                + " RETURN count(DISTINCT n) + count(r) AS size",
                        Map.of("ns", NS))
                .getFirst()
                .get("size")
                .asLong();
    }

    private static List<String> lines(String file, String type) {
        return Arrays.stream(file.split("\n"))
                .filter(l -> l.startsWith("{\"type\":\"" + type + "\""))
                .toList();
    }

    @Test
    void roundTrip_intoTheEmptiedNamespace_givesTheSameBytes_andTheSameRecalls() throws IOException {
        TransferFixture.build(api, NS);
        List<String> recallsBefore = recalls();
        long sizeBefore = graphSize();
        String first = export(true);

        // the fixture holds every tier, edge kind and lifecycle mark the format names
        assertThat(lines(first, "memory"))
                .hasSize(6)
                .anyMatch(l -> l.contains("\"tier\":\"hot\""))
                .anyMatch(l -> l.contains("\"tier\":\"cold\""))
                .anyMatch(l -> l.contains("\"tier\":\"core\""))
                .anyMatch(l -> l.contains("\"resurrected_at\""))
                .anyMatch(l -> l.contains("\"cooled_at\""))
                .anyMatch(l -> l.contains("\"promoted_at\""))
                .anyMatch(l -> l.contains("\"expires_at\""))
                .anyMatch(l -> l.contains("\"project\":\"garden\""))
                .anyMatch(l -> l.contains("\"metadata\":"))
                .anyMatch(l -> l.contains("\"idempotency_key\""))
                .allMatch(l -> l.contains("\"embedding\":["))
                .noneMatch(l -> l.contains("\"extra\""));
        assertThat(lines(first, "edge"))
                .anyMatch(l -> l.contains("\"edge\":\"SUPERSEDES\""))
                .anyMatch(l -> l.contains("\"edge\":\"CONFLICTS_WITH\"") && l.contains("\"similarity\""))
                .anyMatch(l -> l.contains("\"edge\":\"MENTIONS\""))
                .anyMatch(l -> l.contains("\"edge\":\"IN_SESSION\"") && l.contains("\"activated_turn\""))
                .anyMatch(l -> l.contains("\"kind\":\"temporal\""))
                .anyMatch(l -> l.contains("\"kind\":\"semantic\""))
                .anyMatch(l -> l.contains("\"kind\":\"explicit\""))
                .anyMatch(l -> l.contains("\"kind\":\"co_recall\""))
                .anyMatch(l -> l.contains("\"decayed_weight\""))
                .noneMatch(l -> l.contains("\"extra\""));
        assertThat(lines(first, "entity")).isNotEmpty();
        assertThat(lines(first, "session")).hasSize(3).anyMatch(l -> l.contains("\"turn\":1"));
        assertThat(lines(first, "timeline"))
                .as("the namespace's timeline of sessionless memories")
                .hasSize(1);
        assertThat(first)
                .startsWith("{\"type\":\"header\",\"format\":\"mnemograph-export\",\"version\":3,"
                        + "\"namespace\":\"trip\",\"embedding_model\":\"minilm:all-MiniLM-L6-v2\",\"embedding_dimension\":384,"
                        + "\"channels\":[],\"vectors\":true}\n");
        assertThat(lines(first, "end")).hasSize(1);

        sweeps.deleteNamespace(NS, 500);
        assertThat(graphSize()).isZero();
        ImportSummary summary = importFile(first, 4);

        assertThat(summary.records().memories()).isEqualTo(6);
        assertThat(summary.embedded()).as("every vector came from the file").isZero();
        assertThat(export(true)).isEqualTo(first);
        assertThat(recalls()).isEqualTo(recallsBefore);
        assertThat(graphSize()).isEqualTo(sizeBefore);
    }

    @Test
    void importTwice_changesNothing() throws IOException {
        TransferFixture.build(api, NS);
        String first = export(true);
        long sizeBefore = graphSize();

        importFile(first, 500);
        importFile(first, 3);

        assertThat(export(true)).isEqualTo(first);
        assertThat(graphSize()).isEqualTo(sizeBefore);
    }

    @Test
    void eachImportedBatch_givesTheNamespaceANewContentVersion_soRecallsReadFreshLexicalStatistics()
            throws IOException {
        TransferFixture.build(api, NS);
        String file = export(true);
        String before = contentVersion();

        importFile(file, 500);
        String afterOne = contentVersion();
        importFile(file, 500);

        assertThat(afterOne).isNotNull().isNotEqualTo(before);
        assertThat(contentVersion()).isNotEqualTo(afterOne);
    }

    private static String contentVersion() {
        return TransferFixture.cypher(
                        "MATCH (w:WriteLock {namespace: $ns}) RETURN w.content_version AS version", Map.of("ns", NS))
                .getFirst()
                .get("version")
                .asString(null);
    }

    @Test
    void fileWithoutVectors_isEmbeddedAtImport_andRecallsTheSame() throws IOException {
        TransferFixture.build(api, NS);
        // the model embeds a text alone at remember and in a batch at import: equal to float rounding
        List<String> recallsBefore = recalls("%.5f");
        String withVectors = export(true);
        String without = export(false);
        assertThat(without).doesNotContain("\"embedding\":[").contains("\"vectors\":false");
        assertThat(without.length()).isLessThan(withVectors.length() / 5);

        sweeps.deleteNamespace(NS, 500);
        ImportSummary summary = importFile(without, 500);

        assertThat(summary.embedded()).isEqualTo(6);
        assertThat(export(false)).isEqualTo(without);
        assertThat(recalls("%.5f")).isEqualTo(recallsBefore);
        ImportSummary again = importFile(without, 500);
        assertThat(again.embedded())
                .as("the second run keeps the vectors of the first")
                .isZero();
    }

    @Test
    void propertiesTheFormatDoesNotName_travelInExtra_withTheirTypes() throws IOException {
        TransferFixture.Ids ids = TransferFixture.build(api, NS);
        TransferFixture.cypher(
                "MATCH (m:Memory {id: $id}) SET m.review_due = datetime('2025-03-01T08:30:00.5+01:00'),"
                        + " m.flags = ['a', 'b'], m.revision = 2, m.ratio = 2.0",
                Map.of("id", ids.cello()));
        TransferFixture.cypher(
                "MATCH (:Memory {id: $id})-[r:IN_SESSION]->() SET r.source = 'import'", Map.of("id", ids.frisbee()));
        String first = export(true);
        assertThat(first)
                .contains("\"extra\":{\"flags\":[\"a\",\"b\"],\"ratio\":2.0,\"review_due\":"
                        + "{\"datetime\":\"2025-03-01T08:30:00.5+01:00\"},\"revision\":2}")
                .contains("\"extra\":{\"source\":\"import\"}");

        sweeps.deleteNamespace(NS, 500);
        importFile(first, 500);

        assertThat(export(true)).isEqualTo(first);
        var cello = TransferFixture.cypher(
                        "MATCH (m:Memory {id: $id}) RETURN m.revision AS revision,"
                                + " m.ratio AS ratio, m.review_due AS due",
                        Map.of("id", ids.cello()))
                .getFirst();
        assertThat(cello.get("revision").asObject()).isEqualTo(2L);
        assertThat(cello.get("ratio").asObject()).isEqualTo(2.0);
        assertThat(cello.get("due").asZonedDateTime().getOffset().getTotalSeconds())
                .isEqualTo(3600);
    }
}
