package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Export carries the namespace's timeline of sessionless memories (issue 33, finding 8): after an export, a deletion
 * and an import, the next memory remembered without a session links to the same predecessor as it would have in the
 * exported namespace, and the export of the import is the file imported.
 */
@MnemographTest
class TimelineExportTest extends ApiTest {

    private static final String NS = "timeline";

    @Inject
    NamespaceExporter exporter;

    @Inject
    NamespaceImporter importer;

    private String export() throws Exception {
        StringWriter out = new StringWriter();
        exporter.write(NS, true, out, counts -> {});
        return out.toString();
    }

    /** The memory the new memory {@code id} follows in time (its temporal association), or null. */
    private static String predecessor(String id) {
        return TransferFixture.cypher(
                        "MATCH (m:Memory {id: $id}) OPTIONAL MATCH (m)-[:ASSOCIATED {kind: 'temporal'}]->"
                                + "(p:Memory) RETURN p.id AS id",
                        Map.of("id", id))
                .getFirst()
                .get("id")
                .asString(null);
    }

    private String probe() {
        return remember("{\"content\": \"We took the tram up to the castle\", \"namespace\": \"" + NS + "\","
                + " \"occurred_at\": \"2024-07-01T10:20:00Z\"}");
    }

    @Test
    void exportDeleteImport_theNextSessionlessMemory_linksAsInTheExportedNamespace() throws Exception {
        remember("{\"content\": \"We landed in Lisbon at noon\", \"namespace\": \"" + NS + "\","
                + " \"occurred_at\": \"2024-07-01T10:00:00Z\"}");
        // remembered last, though it happened first: the timeline's last memory is this one
        String last = remember("{\"content\": \"The hotel had a view of the river\", \"namespace\": \"" + NS + "\","
                + " \"occurred_at\": \"2024-07-01T09:55:00Z\"}");
        String file = export();
        assertThat(file)
                .contains("{\"type\":\"timeline\",\"namespace\":\"" + NS + "\",\"last_memory_id\":\"" + last + "\"");
        String original = probe();
        assertThat(predecessor(original)).isEqualTo(last);

        var deleted = http.toBlocking()
                .exchange(
                        HttpRequest.DELETE("/v1/namespaces/" + NS, "{\"confirm\": \"" + NS + "\"}")
                                .contentType(MediaType.APPLICATION_JSON_TYPE),
                        String.class);
        assertThat(deleted.code()).isEqualTo(200);
        importer.run(new BufferedReader(new StringReader(file)), null, 500, summary -> {});
        assertThat(export()).as("the export of the import is the file imported").isEqualTo(file);

        assertThat(predecessor(probe()))
                .as("linked as in the exported namespace")
                .isEqualTo(last);
    }
}
