package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An export taken while memories are stored is consistent (issue 46 item 6): a memory stored after the export read the
 * memories, with its session and entities and edges to the memories before it, is not in the file, and neither is any
 * edge of it; every edge in the file joins two records of the file, and the end line counts what was written.
 */
@MnemographTest
class ExportConsistencyTest extends ApiTest {

    private static final String NS = "export-during-writes";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    NamespaceExporter exporter;

    @Test
    void memoryStoredAfterTheMemoriesWereRead_leavesNoEdgeOutOfTheFile() throws Exception {
        TransferFixture.remember(
                api,
                "{\"namespace\": \"" + NS + "\", \"content\": \"Caroline adopted a puppy named Biscuit.\","
                        + " \"session_id\": \"s1\"}");
        NamespaceExport export = exporter.open(NS, false);
        List<String> lines = new ArrayList<>();
        lines.add(export.next()); // header
        lines.add(export.next()); // the one page of memories
        String late = TransferFixture.remember(
                api,
                "{\"namespace\": \"" + NS + "\", \"content\": \"Caroline took Biscuit to the park.\","
                        + " \"session_id\": \"s1\"}");
        for (String page = export.next(); page != null; page = export.next()) {
            lines.add(page);
        }

        Set<String> memories = new HashSet<>();
        Set<String> ends = new HashSet<>();
        List<JsonNode> edges = new ArrayList<>();
        JsonNode end = null;
        for (String line : String.join("", lines).split("\n")) {
            JsonNode record = JSON.readTree(line);
            switch (record.get("type").asText()) {
                case "memory" -> memories.add(record.get("id").asText());
                case "entity" -> ends.add(record.get("key").asText());
                case "session" -> ends.add(record.get("id").asText());
                case "edge" -> edges.add(record);
                case "end" -> end = record;
                default -> {}
            }
        }
        assertThat(memories)
                .as("the memory stored after the memories were read")
                .doesNotContain(late);
        assertThat(edges).as("the first memory's session edge").isNotEmpty();
        for (JsonNode edge : edges) {
            assertThat(memories).as("%s", edge).contains(edge.get("from").asText());
            assertThat(
                            edge.get("edge").asText().equals("MENTIONS")
                                            || edge.get("edge").asText().equals("IN_SESSION")
                                    ? ends
                                    : memories)
                    .as("%s", edge)
                    .contains(edge.get("to").asText());
        }
        assertThat(end).isNotNull();
        assertThat(end.toString()).contains("\"edges\":" + edges.size());
    }
}
