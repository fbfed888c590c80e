package io.mnemograph.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.cli.Cli;
import io.mnemograph.store.NamespaceSweeps;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code mnemograph export} and {@code mnemograph import} as a user runs them, on the configured database (here the
 * test's Neo4j through {@code mnemograph.neo4j.uri}): a round trip through a file, progress and totals on stderr,
 * exit code 1 with the line number for a bad file, 2 for bad options.
 */
@MnemographTest
class TransferCommandsTest extends ApiTest {

    @TempDir
    Path dir;

    @Inject
    NamespaceSweeps sweeps;

    private record Run(int exit, String err) {}

    private static Run cli(String... args) {
        StringWriter err = new StringWriter();
        CommandLine line = Cli.commandLine();
        line.setErr(new PrintWriter(err, true));
        line.setOut(new PrintWriter(new StringWriter(), true));
        return new Run(line.execute(args), err.toString());
    }

    private static long memories(String namespace) {
        return TransferFixture.cypher(
                        "MATCH (m:Memory) WHERE m.namespace = $ns RETURN count(m) AS n", Map.of("ns", namespace))
                .getFirst()
                .get("n")
                .asLong();
    }

    @Test
    void exportThenImport_throughAFile_restoresTheNamespace_byteForByte() throws IOException {
        TransferFixture.build(api, "cli");
        Path file = dir.resolve("cli.jsonl");

        Run exported = cli("export", "--namespace", "cli", "--out", file.toString());
        assertThat(exported.exit()).as(exported.err()).isZero();
        assertThat(exported.err())
                .contains("Exporting namespace cli: 6 memories")
                .contains("Exported 6 memories, ")
                .contains(file.toString());
        assertThat(file.resolveSibling("cli.jsonl.partial")).doesNotExist();
        String first = Files.readString(file);

        sweeps.deleteNamespace("cli", 500);
        Run imported = cli("import", "--in", file.toString(), "--batch", "5");
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.err()).contains("Imported 6 memories, ").contains("into namespace cli");
        assertThat(memories("cli")).isEqualTo(6);

        Path again = dir.resolve("again.jsonl");
        assertThat(cli("export", "--namespace", "cli", "--out", again.toString())
                        .exit())
                .isZero();
        assertThat(Files.readString(again)).isEqualTo(first);
    }

    @Test
    void aBadFile_exits1_namingTheLine_andBadOptions_exit2() throws IOException {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(
                file,
                "{\"type\":\"header\",\"format\":\"mnemograph-export\",\"version\":1,"
                        + "\"namespace\":\"cli\",\"embedding_model\":\"minilm:all-MiniLM-L6-v2\",\"embedding_dimension\":384,"
                        + "\"vectors\":true}\n{\"type\":\"memory\",\"id\":\n");

        Run bad = cli("import", "--in", file.toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains("import failed: line 2: not valid JSON");

        assertThat(cli(
                                "export",
                                "--namespace",
                                "no spaces",
                                "--out",
                                dir.resolve("x").toString())
                        .exit())
                .isEqualTo(2);
        assertThat(cli("import", "--in", dir.resolve("missing.jsonl").toString())
                        .exit())
                .isEqualTo(2);
        assertThat(cli("import", "--in", file.toString(), "--batch", "0").exit())
                .isEqualTo(2);
    }

    @Test
    void export_writesAFileOnlyItsOwnerCanRead_whateverTheUmask() throws IOException {
        TransferFixture.build(api, "modes");
        Path file = dir.resolve("modes.jsonl");

        Run exported = cli("export", "--namespace", "modes", "--out", file.toString());

        assertThat(exported.exit()).as(exported.err()).isZero();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
    }
}
