package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.store.NamespaceSweeps;
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
 * A bad file stops import at its first bad line, naming it, with the batches before it committed and consistent
 * (whole memories, in the vector index, edges only between nodes that exist); vectors of another model are refused
 * before anything is written; a file cut short is detected; another namespace's memory is never overwritten.
 */
@MnemographTest
class ImportFailuresTest extends ApiTest {

    private static final String NS = "fails";

    @Inject
    NamespaceExporter exporter;

    @Inject
    NamespaceImporter importer;

    @Inject
    NamespaceSweeps sweeps;

    private String exportFixture() throws IOException {
        TransferFixture.build(api, NS);
        StringWriter out = new StringWriter();
        exporter.write(NS, true, out, counts -> {});
        sweeps.deleteNamespace(NS, 500);
        return out.toString();
    }

    private ImportSummary importFile(String text, String namespace, int batch) throws IOException {
        return importer.run(new BufferedReader(new StringReader(text)), namespace, batch, summary -> {});
    }

    private static List<String> lines(String file) {
        return new ArrayList<>(Arrays.asList(file.split("\n")));
    }

    private static String join(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }

    private static long memories(String namespace) {
        return TransferFixture.cypher(
                        "MATCH (m:Memory) WHERE m.namespace = $ns RETURN count(m) AS n", Map.of("ns", namespace))
                .getFirst()
                .get("n")
                .asLong();
    }

    /** Memories of the namespace that lack their embedding, or (when hot) are missing from the hot vector index. */
    private static long brokenMemories(String namespace) {
        return TransferFixture.cypher(
                        "MATCH (m:Memory) WHERE m.namespace = $ns"
                                + " OPTIONAL CALL (m) { WITH m WHERE m:Hot"
                                + "   CALL db.index.vector.queryNodes('memory_embedding', 50, m.embedding) YIELD node"
                                + "   WITH m, node WHERE node = m RETURN count(node) AS indexed }"
                                + " WITH m, indexed WHERE m.embedding IS NULL OR (m:Hot AND indexed = 0)"
                                + " RETURN count(m) AS n",
                        Map.of("ns", namespace))
                .getFirst()
                .get("n")
                .asLong();
    }

    @Test
    void invalidJson_stopsAtItsLine_withTheBatchesBeforeItCommitted_andConsistent() throws IOException {
        List<String> lines = lines(exportFixture());
        String good = lines.get(5);
        lines.set(5, good.substring(0, 40));

        assertThatThrownBy(() -> importFile(join(lines), null, 2))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 6: not valid JSON")
                .hasMessageContaining("lines 1 to 5 are imported")
                .satisfies(e -> assertThat(((ImportFailure) e).line()).isEqualTo(6));
        assertThat(memories(NS)).as("lines 2 to 5 hold the first four memories").isEqualTo(4);
        assertThat(brokenMemories(NS)).isZero();

        lines.set(5, good);
        importFile(join(lines), null, 2);
        assertThat(memories(NS)).as("fixed, the import completes").isEqualTo(6);
    }

    @Test
    void aFieldOfTheWrongType_isNamedWithItsLine_andNothingOfItsBatchIsWritten() throws IOException {
        List<String> lines = lines(exportFixture());
        lines.set(3, lines.get(3).replaceFirst("\"access_count\":\\d+", "\"access_count\":\"three\""));

        assertThatThrownBy(() -> importFile(join(lines), null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 4: access_count: must be an integer");
        assertThat(memories(NS))
                .as("lines 2 and 3 are committed before the bad one")
                .isEqualTo(2);
    }

    @Test
    void anUnknownScope_isNamedWithItsLine_andNothingOfItsBatchIsWritten() throws IOException {
        List<String> lines = lines(exportFixture());
        assertThat(lines.get(3)).contains("\"scope\":\"");
        lines.set(3, lines.get(3).replaceFirst("\"scope\":\"[a-z]+\"", "\"scope\":\"planet\""));

        assertThatThrownBy(() -> importFile(join(lines), null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 4: scope: must be project or global");
        assertThat(memories(NS))
                .as("lines 2 and 3 are committed before the bad one")
                .isEqualTo(2);
    }

    @Test
    void vectorsOfAnotherModel_areRefusedBeforeAnythingIsWritten_withoutVectorsTheyAreEmbedded() throws IOException {
        String file = exportFixture();
        String otherModel = file.replace("minilm:all-MiniLM-L6-v2", "openai:text-embedding-3-small");

        assertThatThrownBy(() -> importFile(otherModel, null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageContaining("line 1: the file's vectors were made by openai:text-embedding-3-small "
                        + "(384 dimensions), but this database's vector index is for minilm:all-MiniLM-L6-v2")
                .hasMessageContaining("--no-vectors")
                .hasMessageContaining("nothing is imported");
        assertThat(memories(NS)).isZero();

        StringWriter out = new StringWriter();
        TransferFixture.build(api, "other-model");
        exporter.write("other-model", false, out, counts -> {});
        sweeps.deleteNamespace("other-model", 500);
        ImportSummary embedded = importFile(
                out.toString().replace("minilm:all-MiniLM-L6-v2", "openai:text-embedding-3-small"), null, 500);
        assertThat(embedded.embedded()).isEqualTo(6);
    }

    @Test
    void aFileCutShort_isReported_afterImportingWhatItHolds() throws IOException {
        List<String> lines = lines(exportFixture());
        List<String> cut = lines.subList(0, lines.size() - 1);

        assertThatThrownBy(() -> importFile(join(cut), null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageContaining("line " + lines.size() + ": the file ends without its end record");
        assertThat(memories(NS)).isEqualTo(6);
    }

    @Test
    void anEdgeToAMemoryNotInTheFile_namesItsLine() throws IOException {
        List<String> lines = lines(exportFixture());
        int edge = lines.indexOf(lines.stream()
                .filter(l -> l.contains("\"edge\":\"SUPERSEDES\""))
                .findFirst()
                .orElseThrow());
        lines.set(
                edge,
                lines.get(edge).replaceFirst("\"to\":\"[^\"]+\"", "\"to\":\"00000000-0000-4000-8000-000000000000\""));

        assertThatThrownBy(() -> importFile(join(lines), null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line " + (edge + 1) + ": SUPERSEDES edge from ");
    }

    @Test
    void intoAnotherNamespaceOfTheSameDatabase_theOriginalIsNeverOverwritten() throws IOException {
        TransferFixture.build(api, NS);
        StringWriter out = new StringWriter();
        exporter.write(NS, true, out, counts -> {});

        assertThatThrownBy(() -> importFile(out.toString(), "copy", 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 2: memory ")
                .hasMessageContaining("belongs to another namespace of this database");
        assertThat(memories("copy")).isZero();
        assertThat(memories(NS)).isEqualTo(6);
    }

    @Test
    void notAnExport_isRefusedAtLine1() {
        assertThatThrownBy(() -> importFile("{\"content\": \"hello\"}\n", null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 1: type: the first line must be the header");
        assertThatThrownBy(() -> importFile("", null, 500))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("line 1: the file is empty");
    }
}
