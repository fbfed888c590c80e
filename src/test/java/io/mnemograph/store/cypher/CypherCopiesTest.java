package io.mnemograph.store.cypher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Cypher has no shared fragments, so four pieces are copied between files; this test keeps the copies identical, so
 * that a change to one is made to all: the visibility predicate (visible at the instant: created, not expired, not
 * superseded by a visible successor), the scope check in front of it where no visibility key does it, and the two projections of a memory that the store reads into
 * {@code StoredMemory} (property by property in the recall's files, {@code m { .*, ... }} in the memory's). The files
 * are named below; {@code lifecycle/candidates.cypher} checks {@code created_at} too, but it is the sweep's own
 * filter (no supersedes check), not a copy.
 */
class CypherCopiesTest {

    /** The files that decide whether a memory is visible as of an instant. */
    private static final List<String> VISIBILITY = List.of(
            "recall/vector-seed.cypher",
            "recall/fulltext-seed.cypher",
            "recall/reached-memories.cypher",
            "memory/neighbours.cypher",
            "channel/seed.cypher");
    /**
     * The files that check a memory's scope in the predicate itself; the vector seeds ({@code recall/vector-seed},
     * {@code memory/neighbours}) check it through the visibility key, the index's filter (decision 0008).
     */
    private static final List<String> SCOPE = List.of("recall/fulltext-seed.cypher", "recall/reached-memories.cypher");
    /** The files that return a memory with every property the API shows, naming each property. */
    private static final List<String> PROJECTION =
            List.of("recall/vector-seed.cypher", "recall/reached-memories.cypher", "channel/seed.cypher");
    /** The files that return a memory with all its properties but the embedding ({@code m { .*, ... }}). */
    private static final List<String> FULL_PROJECTION =
            List.of("memory/get.cypher", "memory/list.cypher", "memory/by-idempotency-keys.cypher");

    private static final Pattern VISIBILITY_PREDICATE = Pattern.compile(
            "m\\.created_at <= .*?none\\(successor IN .*?OR successor\\.project = \\S+\\)\\)", Pattern.DOTALL);
    private static final Pattern SCOPE_PREDICATE =
            Pattern.compile("\\(m\\.scope = .*?\\)\\s+AND m\\.created_at", Pattern.DOTALL);
    private static final Pattern MEMORY_PROJECTION = Pattern.compile("m \\{ \\.id,.*?\\}", Pattern.DOTALL);
    private static final Pattern FULL_MEMORY_PROJECTION =
            Pattern.compile("m \\{ \\.\\*,.*?\\} AS memory", Pattern.DOTALL);

    private static String read(String file) throws IOException {
        return Files.readString(Path.of("cypher", file));
    }

    /**
     * Whitespace collapsed; the batch form's per-row values ({@code row.at}) read as the single query's parameters,
     * and its memory's own namespace ({@code m.namespace}: rows span namespaces) as {@code $namespace}.
     */
    private static String normalised(String text) {
        return text.replaceAll("\\s+", " ")
                .replace("row.at", "$at")
                .replace("row.project", "$project")
                .replace("successor.namespace = m.namespace", "successor.namespace = $namespace");
    }

    private static Map<String, String> fragments(List<String> files, Pattern pattern) throws IOException {
        Map<String, String> found = new LinkedHashMap<>();
        for (String file : files) {
            Matcher m = pattern.matcher(read(file));
            assertThat(m.find()).as("%s holds the fragment %s", file, pattern).isTrue();
            found.put(file, normalised(m.group()));
        }
        return found;
    }

    @Test
    void visibilityPredicate_isTheSameInEveryFileThatFiltersVisibleMemories() throws IOException {
        Map<String, String> predicates = fragments(VISIBILITY, VISIBILITY_PREDICATE);

        assertThat(predicates.values().iterator().next())
                .contains("m.expires_at IS NULL OR m.expires_at > $at")
                .contains("none(successor IN [(m)<-[:SUPERSEDES]-(s:Memory) | s]");
        assertThat(predicates)
                .as("the visibility predicate differs between files")
                .allSatisfy((file, predicate) ->
                        assertThat(predicate).as(file).isEqualTo(predicates.get(VISIBILITY.getFirst())));
    }

    @Test
    void scopePredicate_isTheSameInEveryFileThatChecksTheScopeDirectly() throws IOException {
        Map<String, String> predicates = fragments(SCOPE, SCOPE_PREDICATE);

        assertThat(predicates.values().iterator().next()).contains("m.scope = 'global' OR m.project = $project");
        assertThat(predicates)
                .as("the scope predicate differs between files")
                .allSatisfy((file, predicate) ->
                        assertThat(predicate).as(file).isEqualTo(predicates.get(SCOPE.getFirst())));
    }

    @Test
    void memoryProjection_isTheSameInEveryFileThatReturnsAMemory() throws IOException {
        Map<String, String> projections = fragments(PROJECTION, MEMORY_PROJECTION);

        assertThat(projections.values().iterator().next())
                .contains(".expires_at")
                .contains("labels: labels(m)");
        assertThat(projections)
                .as("the memory projection differs between files")
                .allSatisfy((file, projection) ->
                        assertThat(projection).as(file).isEqualTo(projections.get(PROJECTION.getFirst())));
    }

    @Test
    void fullMemoryProjection_isTheSameInEveryFileThatReturnsAWholeMemory() throws IOException {
        Map<String, String> projections = fragments(FULL_PROJECTION, FULL_MEMORY_PROJECTION);

        assertThat(projections.values().iterator().next())
                .contains("embedding: null")
                .contains("labels: labels(m)");
        assertThat(projections)
                .as("the whole-memory projection differs between files")
                .allSatisfy((file, projection) ->
                        assertThat(projection).as(file).isEqualTo(projections.get(FULL_PROJECTION.getFirst())));
    }
}
