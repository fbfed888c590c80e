package io.mnemograph.store.cypher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.InProcessModel;
import io.mnemograph.embedding.OnnxEmbeddingProvider;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.tools.bench.BenchQuery;
import io.mnemograph.tools.eval.EvalQuery;
import io.mnemograph.transfer.TransferQuery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every file under {@code cypher/} is a query the service ({@link CypherQuery}), a tool ({@link BenchQuery}, under
 * {@code cypher/tools/}) or export and import ({@link TransferQuery}) runs, and compiles against the real database.
 */
class CypherFilesTest {

    private static final CypherLibrary LIBRARY = new CypherLibrary();

    private static final EmbeddingChannel BGE =
            new EmbeddingChannel("bge", new OnnxEmbeddingProvider(InProcessModel.BGE, 1));

    @BeforeAll
    static void schema() {
        try (var session = SharedNeo4j.driver().session()) {
            for (CypherQuery query : CypherQuery.values()) {
                if (query.isAppliedAtStartUp()) {
                    session.run(
                                    LIBRARY.statement(query),
                                    Map.of("dimensions", 384, "seconds", 60, "hnsw_m", 32, "hnsw_ef_construction", 100))
                            .consume();
                }
            }
            for (ChannelQuery index : List.of(ChannelQuery.HOT_INDEX, ChannelQuery.COLD_INDEX)) {
                session.run(index.statement(BGE), Map.of("dimensions", 384, "hnsw_m", 32, "hnsw_ef_construction", 100))
                        .consume();
            }
        }
    }

    /** A further channel's statements compile with its names in place (the bge channel's are the files' own). */
    @ParameterizedTest
    @EnumSource(ChannelQuery.class)
    void explain_everyChannelStatement_compiles(ChannelQuery query) {
        String statement = query.statement(BGE);
        assertThat(statement).doesNotContain(":param").isEqualTo(query.statement());
        assertThat(query.statement(new EmbeddingChannel("openai", BGE.provider())))
                .doesNotContain("embedding_bge")
                .contains("embedding_openai");
        if (query != ChannelQuery.HOT_INDEX && query != ChannelQuery.COLD_INDEX) {
            try (var session = SharedNeo4j.driver().session()) {
                var plan = session.run(statement.replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN"))
                        .consume()
                        .plan();
                assertThat(plan).as(query.file()).isNotNull();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(CypherQuery.class)
    void explain_everyStatement_compiles(CypherQuery query) {
        String statement = LIBRARY.statement(query);
        assertThat(statement).doesNotContain(":param");
        if (!query.isSchema()) {
            try (var session = SharedNeo4j.driver().session()) {
                String explained = statement.replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN");
                var plan = session.run(explained).consume().plan();
                assertThat(plan).as(query.file()).isNotNull();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(BenchQuery.class)
    void explain_everyBenchStatement_compiles(BenchQuery query) {
        assertThat(query.statement()).doesNotContain(":param");
        try (var session = SharedNeo4j.driver().session()) {
            var plan = session.run(query.statement().replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN"))
                    .consume()
                    .plan();
            assertThat(plan).as(query.file()).isNotNull();
        }
    }

    @ParameterizedTest
    @EnumSource(EvalQuery.class)
    void explain_everyEvalStatement_compiles(EvalQuery query) {
        assertThat(query.statement()).doesNotContain(":param");
        try (var session = SharedNeo4j.driver().session()) {
            var plan = session.run(query.statement().replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN"))
                    .consume()
                    .plan();
            assertThat(plan).as(query.file()).isNotNull();
        }
    }

    @ParameterizedTest
    @EnumSource(TransferQuery.class)
    void explain_everyExportAndImportStatement_compiles(TransferQuery query) {
        assertThat(query.statement()).doesNotContain(":param");
        try (var session = SharedNeo4j.driver().session()) {
            var plan = session.run(query.statement().replaceFirst("CYPHER 25", "CYPHER 25 EXPLAIN"))
                    .consume()
                    .plan();
            assertThat(plan).as(query.file()).isNotNull();
        }
    }

    @Test
    void files_everyFileOnDisk_isAQueryTheServiceRuns() throws IOException {
        Path root = Path.of("cypher");
        Set<String> onDisk;
        try (Stream<Path> files = Files.walk(root)) {
            onDisk = files.filter(p -> p.toString().endsWith(".cypher"))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .collect(Collectors.toSet());
        }
        Set<String> known = Stream.<CypherFile[]>of(
                        CypherQuery.values(),
                        BenchQuery.values(),
                        EvalQuery.values(),
                        TransferQuery.values(),
                        ChannelQuery.values())
                .flatMap(Arrays::stream)
                .map(CypherFile::file)
                .collect(Collectors.toSet());
        assertThat(onDisk).isEqualTo(known);
    }

    /**
     * A memory looked up by id is found through its unique index whatever the planner's statistics say. On a new
     * database whose index samples were taken while empty, the planner chose the (namespace, created_at) index instead
     * and scanned the namespace for each id: 30 ids in recall/reached-memories.cypher cost 9 million database hits
     * and 2 s (docs/decisions/0020-memory-lookups-by-unique-index.md).
     */
    @Test
    void everyLookupOfAMemoryById_isHintedToItsUniqueIndex() throws IOException {
        Pattern lookup = Pattern.compile(
                "^\\s*(?:OPTIONAL )?MATCH \\((\\w+):Memory \\{id: [^}]+\\}\\)(?:, \\((\\w+):Memory \\{id: [^}]+\\}\\))?(.*)$");
        List<String> unhinted = new ArrayList<>();
        int lookups = 0;
        try (Stream<Path> files = Files.walk(Path.of("cypher"))) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith(".cypher")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = lookup.matcher(lines.get(i));
                    if (!m.matches()) {
                        continue;
                    }
                    lookups++;
                    for (String variable : Stream.of(m.group(1), m.group(2))
                            .filter(Objects::nonNull)
                            .toList()) {
                        if (!m.group(3).contains("USING INDEX " + variable + ":Memory(id)")) {
                            unhinted.add(file + ":" + (i + 1) + " " + variable);
                        }
                    }
                }
            }
        }
        assertThat(lookups).as("lookups found").isGreaterThan(20);
        assertThat(unhinted).isEmpty();
    }

    @Test
    void strip_browserParamLinesAndSemicolon_areRemoved() {
        String text = "// comment\n:param x => 1\nCYPHER 25\nRETURN $x;\n";
        assertThat(CypherLibrary.strip(text)).isEqualTo("// comment\nCYPHER 25\nRETURN $x");
    }

    @Test
    void load_missingFile_failsNamingIt() {
        assertThatThrownBy(() -> CypherLibrary.load("cypher/nope/missing.cypher"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cypher/nope/missing.cypher");
    }

    @Test
    void load_fileWithoutStatement_failsNamingIt() {
        assertThatThrownBy(() -> CypherLibrary.load("empty.cypher"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("empty.cypher")
                .hasMessageContaining("no statement");
    }
}
