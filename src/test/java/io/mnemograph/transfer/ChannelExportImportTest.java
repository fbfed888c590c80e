package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micronaut.context.annotation.Property;
import io.mnemograph.store.NamespaceSweeps;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * Export and import with a further embedding channel (bge beside the primary MiniLM): the file names each channel's
 * model and carries its vectors, which an import into a database of the same models keeps byte for byte; a file of
 * another model of a channel, without a channel, without vectors, or from before channels (format 2) is embedded again
 * with this database's model of that channel, and the primary vectors of the file are kept all the same.
 */
@MnemographTest
@Property(name = "mnemograph.embedding.channels", value = "bge")
class ChannelExportImportTest extends ApiTest {

    private static final String NS = "channels";
    private static final ObjectMapper JSON = new ObjectMapper();

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

    private ImportSummary importFile(String text) throws IOException {
        return importer.run(new BufferedReader(new StringReader(text)), null, 4, summary -> {});
    }

    private static List<String> lines(String file, String type) {
        return Arrays.stream(file.split("\n"))
                .filter(l -> l.startsWith("{\"type\":\"" + type + "\""))
                .toList();
    }

    /** Each memory's vector in {@code property}, by id. */
    private static Map<String, List<Double>> vectors(String property) {
        return TransferFixture.cypher(
                        "MATCH (m:Memory) WHERE m.namespace = $ns RETURN m.id AS id, m[$property] AS vector",
                        Map.of("ns", NS, "property", property))
                .stream()
                .collect(Collectors.toMap(
                        r -> r.get("id").asString(),
                        r -> r.get("vector").isNull()
                                ? List.of()
                                : r.get("vector").asList(v -> v.asDouble()),
                        (a, b) -> a,
                        TreeMap::new));
    }

    private static double cosine(List<Double> a, List<Double> b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.size(); i++) {
            dot += a.get(i) * b.get(i);
            na += a.get(i) * a.get(i);
            nb += b.get(i) * b.get(i);
        }
        return dot / Math.sqrt(na * nb);
    }

    /** Every memory's vector in {@code property} now is its vector {@code before}, to float rounding. */
    private static void assertSameMeaning(Map<String, List<Double>> before, String property) {
        Map<String, List<Double>> now = vectors(property);
        assertThat(now.keySet()).isEqualTo(before.keySet());
        now.forEach((id, vector) -> assertThat(vector).as(id).hasSize(384));
        now.forEach((id, vector) -> assertThat(cosine(vector, before.get(id)))
                .as(property + " of " + id)
                .isGreaterThan(0.9999));
    }

    /** The file with each line rewritten by {@code edit}. */
    private static String rewrite(String file, UnaryOperator<ObjectNode> edit) {
        return Arrays.stream(file.split("\n"))
                .map(line -> {
                    try {
                        return JSON.writeValueAsString(edit.apply((ObjectNode) JSON.readTree(line)));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .collect(Collectors.joining("\n", "", "\n"));
    }

    /** A vector of 384 entries that no model made: 1, then zeros. */
    private static ArrayNode bogusVector() {
        ArrayNode vector = JSON.createArrayNode();
        vector.add(1.0);
        for (int i = 1; i < 384; i++) {
            vector.add(0.0);
        }
        return vector;
    }

    @Test
    void roundTrip_sameModels_keepsEveryChannelsVectorsByteForByte() throws IOException {
        TransferFixture.build(api, NS);
        Map<String, List<Double>> bge = vectors("embedding_bge");
        Map<String, List<Double>> primary = vectors("embedding");
        String first = export(true);

        assertThat(lines(first, "header").getFirst())
                .contains("\"embedding_model\":\"minilm:all-MiniLM-L6-v2\",\"embedding_dimension\":384,"
                        + "\"channels\":[{\"name\":\"bge\",\"model\":\"bge:")
                .containsPattern("\"dimension\":384,\"fingerprint\":\"crc32:[^\"]+\"}],\"vectors\":true}");
        assertThat(lines(first, "memory"))
                .hasSize(6)
                .allMatch(l -> l.contains("\"embedding\":[") && l.contains("\"embedding_bge\":["))
                .noneMatch(l -> l.contains("\"extra\""));

        sweeps.deleteNamespace(NS, 500);
        ImportSummary summary = importFile(first);

        assertThat(summary.embedded())
                .as("every vector of every channel came from the file")
                .isZero();
        assertThat(vectors("embedding_bge")).isEqualTo(bge);
        assertThat(vectors("embedding")).isEqualTo(primary);
        assertThat(export(true)).isEqualTo(first);
        assertThat(importFile(first).embedded()).as("a second import").isZero();
        assertThat(export(true)).isEqualTo(first);
    }

    @Test
    void noVectors_leavesEveryChannelOut_andImportEmbedsEachChannel() throws IOException {
        TransferFixture.build(api, NS);
        Map<String, List<Double>> bge = vectors("embedding_bge");
        Map<String, List<Double>> primary = vectors("embedding");
        String without = export(false);
        assertThat(without)
                .doesNotContain("\"embedding\":[")
                .doesNotContain("embedding_bge\":[")
                .contains("\"vectors\":false");

        sweeps.deleteNamespace(NS, 500);
        assertThat(importFile(without).embedded()).isEqualTo(6);

        assertSameMeaning(bge, "embedding_bge");
        assertSameMeaning(primary, "embedding");
        assertThat(importFile(without).embedded())
                .as("the second run keeps the vectors of the first, in every channel")
                .isZero();
    }

    @Test
    void fileWhoseChannelModelDiffers_isEmbeddedAgainWithThisDatabasesModel_andKeepsThePrimaryVectors()
            throws IOException {
        TransferFixture.build(api, NS);
        Map<String, List<Double>> bge = vectors("embedding_bge");
        Map<String, List<Double>> primary = vectors("embedding");
        String other = rewrite(export(true), record -> {
            if (record.get("type").asText().equals("header")) {
                ((ObjectNode) record.get("channels").get(0)).put("fingerprint", "crc32:0badcafe/1");
            } else if (record.get("type").asText().equals("memory")) {
                record.set("embedding_bge", bogusVector());
            }
            return record;
        });

        sweeps.deleteNamespace(NS, 500);
        ImportSummary summary = importFile(other);

        assertThat(summary.embedded())
                .as("every memory embedded again in the bge channel")
                .isEqualTo(6);
        assertSameMeaning(bge, "embedding_bge");
        assertThat(vectors("embedding"))
                .as("the primary vectors are the file's")
                .isEqualTo(primary);
    }

    @Test
    void fileFromBeforeChannels_importsAsBefore_andEmbedsTheChannelItLacks() throws IOException {
        TransferFixture.build(api, NS);
        Map<String, List<Double>> bge = vectors("embedding_bge");
        Map<String, List<Double>> primary = vectors("embedding");
        String current = export(true);
        // format 2, as the version before channels wrote it: no channels in the header, a channel's vectors (of a
        // model the file does not name) in extra
        String formatTwo = rewrite(current, record -> {
            if (record.get("type").asText().equals("header")) {
                record.put("version", 2);
                record.remove("channels");
            } else if (record.get("type").asText().equals("memory")) {
                record.remove("embedding_bge");
                record.putObject("extra").set("embedding_bge", bogusVector());
            }
            return record;
        });

        sweeps.deleteNamespace(NS, 500);
        ImportSummary summary = importFile(formatTwo);

        assertThat(summary.records().memories()).isEqualTo(6);
        assertThat(summary.embedded()).as("embedded in the bge channel only").isEqualTo(6);
        assertThat(vectors("embedding")).isEqualTo(primary);
        assertSameMeaning(bge, "embedding_bge");
        List<Record> extras = TransferFixture.cypher(
                "MATCH (m:Memory) WHERE m.namespace = $ns AND m.extra IS NOT NULL RETURN m.id", Map.of("ns", NS));
        assertThat(extras).isEmpty();
    }
}
