package io.mnemograph.pipeline.remember;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mnemograph.core.Scope;
import io.mnemograph.model.Contradiction;
import io.mnemograph.model.NewMemory;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * A batch remembers as if its memories were remembered one at a time, in order (neighbours, contradictions, session
 * links, supersedes, idempotency keys, scopes, TTLs), and a batch that fails writes nothing.
 */
@MnemographTest
class RememberBatchTest {

    /** Similarities from the vector index and from exact cosine in Java agree to about float precision. */
    private static final double SIMILARITY_TOLERANCE = 1e-5;

    @Inject
    RememberPipeline pipeline;

    private static List<Record> cypher(String statement, Map<String, Object> params) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(statement, params).list();
        }
    }

    private static NewMemory memory(String namespace, String content, String occurredAt) {
        return at(namespace, content, occurredAt).build();
    }

    private static NewMemory.Builder at(String namespace, String content, String occurredAt) {
        return NewMemory.in(namespace, content).occurredAt(Instant.parse(occurredAt));
    }

    /** Stores what both namespaces hold before the batch; returns the id of the memory the batch supersedes. */
    private String storeBefore(String namespace) {
        String redux = pipeline.remember(
                        memory(namespace, "We use Redux for state management in the web app.", "2024-01-01T00:00:00Z"))
                .id();
        pipeline.remember(at(namespace, "Session start: planning the trip to Lisbon.", "2024-01-02T00:00:00Z")
                .session("s1")
                .build());
        pipeline.remember(at(namespace, "Pay the electricity bill.", "2024-01-03T00:00:00Z")
                .idempotencyKey("k0")
                .build());
        return redux;
    }

    /**
     * Memories that each exercise one rule: a later one contradicting and linking to an earlier one, a superseded
     * stored memory hidden from later ones, project scopes, a TTL that ends, a back-dated memory, two sessions, and
     * idempotency keys repeated from the store and from within the batch.
     */
    private static List<NewMemory> batch(String namespace, String reduxId) {
        List<NewMemory> rules = List.of(
                at(namespace, "My favourite programming language is Python.", "2024-02-01T00:00:00Z")
                        .session("s1")
                        .build(),
                at(
                                namespace,
                                "We moved from Redux to Zustand for state management in the web app.",
                                "2024-02-02T00:00:00Z")
                        .session("s2")
                        .supersedes(reduxId)
                        .build(),
                memory(namespace, "State management in the web app uses Redux.", "2024-02-03T00:00:00Z"),
                at(namespace, "My favourite programming language is Rust.", "2024-02-04T00:00:00Z")
                        .session("s1")
                        .entities(List.of("Rust", "Ferris"))
                        .build(),
                at(namespace, "The Lisbon tram ride up to the castle was lovely.", "2024-02-05T00:00:00Z")
                        .scope(Scope.PROJECT)
                        .project("p1")
                        .session("s2")
                        .build(),
                at(namespace, "The Lisbon tram ride up to the castle was wonderful.", "2024-02-06T00:00:00Z")
                        .scope(Scope.PROJECT)
                        .project("p2")
                        .build(),
                at(namespace, "The Lisbon tram ride up to the castle was great.", "2024-02-07T00:00:00Z")
                        .scope(Scope.PROJECT)
                        .project("p1")
                        .session("s2")
                        .build(),
                at(namespace, "A temporary note: the castle closes at six.", "2024-02-08T00:00:00Z")
                        .ttlSeconds(3600L)
                        .build(),
                memory(namespace, "Reminder: the castle closes at six tonight.", "2024-02-09T00:00:00Z"),
                memory(namespace, "Back then my favourite programming language was Perl.", "2024-01-15T00:00:00Z"),
                at(namespace, "Pay the invoice from the plumber.", "2024-02-10T00:00:00Z")
                        .session("s1")
                        .idempotencyKey("k1")
                        .build(),
                at(namespace, "Pay the invoice from the plumber.", "2024-02-11T00:00:00Z")
                        .session("s1")
                        .idempotencyKey("k1")
                        .build(),
                at(namespace, "Pay the electricity bill.", "2024-02-12T00:00:00Z")
                        .idempotencyKey("k0")
                        .build());
        // fillers between the rules: near duplicates of each other, some in session s1
        List<NewMemory> memories = new ArrayList<>();
        String[] cities = {"Porto", "Lisbon", "Madrid", "Paris", "Berlin"};
        for (int i = 0; i < rules.size(); i++) {
            memories.add(rules.get(i));
            for (int j = 0; j < 2; j++) {
                int n = 2 * i + j;
                memories.add(at(
                                namespace,
                                "Weather note " + n + ": it was mild and sunny in " + cities[n % cities.length] + ".",
                                "2024-02-%02dT12:00:00Z".formatted(1 + n % 28))
                        .session(n % 3 == 0 ? "s1" : null)
                        .build());
            }
        }
        return memories;
    }

    @Test
    void rememberAll_behavesAsOneAtATime_inOrder() {
        String oneRedux = storeBefore("one");
        List<Remembered> one = new ArrayList<>();
        for (NewMemory m : batch("one", oneRedux)) {
            one.add(pipeline.remember(m));
        }
        String batchRedux = storeBefore("batch");
        List<Remembered> all = pipeline.rememberAll(batch("batch", batchRedux));

        Map<String, String> oneContent = contents("one");
        Map<String, String> batchContent = contents("batch");
        assertThat(all).hasSameSizeAs(one);
        for (int i = 0; i < one.size(); i++) {
            Remembered a = one.get(i);
            Remembered b = all.get(i);
            assertThat(batchContent.get(b.id())).as("memory %d", i).isEqualTo(oneContent.get(a.id()));
            assertThat(b.replayed()).as("replayed %d", i).isEqualTo(a.replayed());
            assertThat(b.importance()).as("importance %d", i).isEqualTo(a.importance());
            assertSameByContent(
                    "contradictions of memory " + i, contradictions(b, batchContent), contradictions(a, oneContent));
        }
        for (String edges : List.of("ASSOCIATED", "CONFLICTS_WITH", "SUPERSEDES", "MENTIONS", "IN_SESSION")) {
            assertSameByContent(edges, edges("batch", edges), edges("one", edges));
        }
        assertThat(properties("batch")).isEqualTo(properties("one"));
        assertThat(lastInSession("batch")).isEqualTo(lastInSession("one")).hasSize(2);
    }

    @Test
    void rememberAll_laterMemoryContradictsAndLinksToAnEarlierOneOfTheBatch() {
        List<Remembered> results = pipeline.rememberAll(List.of(
                memory("default", "My favourite programming language is Python.", "2024-02-01T00:00:00Z"),
                memory("default", "My favourite programming language is Rust.", "2024-02-02T00:00:00Z")));

        String python = results.get(0).id();
        String rust = results.get(1).id();
        assertThat(results.get(0).contradictions()).isEmpty();
        assertThat(results.get(1).contradictions())
                .extracting(Contradiction::id)
                .containsExactly(python);
        assertThat(results.get(1).contradictions().getFirst().similarity()).isGreaterThan(0.75);
        List<Record> edges = cypher(
                "MATCH (:Memory {id: $rust})-[r]->(:Memory {id: $python})"
                        + " RETURN type(r) AS type, r.kind AS kind, r.weight AS weight ORDER BY type",
                Map.of("rust", rust, "python", python));
        assertThat(edges).extracting(r -> r.get("type").asString()).containsExactly("ASSOCIATED", "CONFLICTS_WITH");
        assertThat(edges.getFirst().get("kind").asString()).isEqualTo("semantic");
        double similarity = results.get(1).contradictions().getFirst().similarity();
        assertThat(edges.getFirst().get("weight").asDouble())
                .isCloseTo(Math.min(0.5, 0.2 + (similarity - 0.4) * 0.5), within(1e-9));
    }

    @Test
    void rememberAll_unknownSupersedes_failsNamingThePosition_andWritesNothing() {
        String stored = pipeline.remember(memory("default", "We use Redux.", "2024-01-01T00:00:00Z"))
                .id();
        String graphBefore = wholeGraph();
        List<NewMemory> memories = List.of(
                at("default", "Caroline met Melanie in Lisbon.", "2024-02-01T00:00:00Z")
                        .session("trip")
                        .idempotencyKey("key-1")
                        .entities(List.of("Lisbon"))
                        .build(),
                at("default", "We moved to Zustand.", "2024-02-02T00:00:00Z")
                        .session("trip")
                        .supersedes(stored)
                        .build(),
                at("default", "No such memory to supersede.", "2024-02-03T00:00:00Z")
                        .supersedes("00000000-0000-4000-8000-000000000000")
                        .build());

        assertThatThrownBy(() -> pipeline.rememberAll(memories)).isInstanceOfSatisfying(UnknownMemory.class, e -> {
            assertThat(e.position()).isEqualTo(2);
            assertThat(e.field()).isEqualTo("supersedes");
        });

        assertThat(wholeGraph()).as("all or nothing").isEqualTo(graphBefore);
        assertThat(cypher("MATCH (m:Memory {id: $id}) RETURN m.weight AS w", Map.of("id", stored))
                        .getFirst()
                        .get("w")
                        .asDouble())
                .isEqualTo(1.0);
    }

    @Test
    void rememberAll_repeatedIdempotencyKeyInTheBatch_replaysTheFirst() {
        List<Remembered> results = pipeline.rememberAll(List.of(
                at("default", "Pay the invoice.", "2024-02-01T00:00:00Z")
                        .idempotencyKey("req-1")
                        .build(),
                at("default", "Pay the invoice.", "2024-02-02T00:00:00Z")
                        .idempotencyKey("req-1")
                        .build()));

        assertThat(results.get(0).replayed()).isFalse();
        assertThat(results.get(1).replayed()).isTrue();
        assertThat(results.get(1).id()).isEqualTo(results.get(0).id());
        assertThat(cypher("MATCH (m:Memory) RETURN count(m) AS n", Map.of())
                        .getFirst()
                        .get("n")
                        .asLong())
                .isEqualTo(1);
    }

    @Test
    void rememberAll_repeatedIdempotencyKeyWithOtherContent_refusesTheBatchAndWritesNothing() {
        List<NewMemory> batch = List.of(
                at("default", "Pay the invoice.", "2024-02-01T00:00:00Z")
                        .idempotencyKey("req-1")
                        .build(),
                at("default", "Pay the invoice, retried.", "2024-02-02T00:00:00Z")
                        .idempotencyKey("req-1")
                        .build());

        assertThatThrownBy(() -> pipeline.rememberAll(batch)).isInstanceOf(IdempotencyKeyReused.class);
        assertThat(cypher("MATCH (m:Memory) RETURN count(m) AS n", Map.of())
                        .getFirst()
                        .get("n")
                        .asLong())
                .isZero();
    }

    /** Every node (labels and properties) and every relationship of the database, as text. */
    private static String wholeGraph() {
        return cypher(
                        "MATCH (n) OPTIONAL MATCH (n)-[r]->(o) WITH n, r, o ORDER BY elementId(n), elementId(r)"
                                + " RETURN collect([labels(n), n {.*, embedding: null}, type(r), properties(r), elementId(o)])"
                                + " AS graph",
                        Map.of())
                .getFirst()
                .get("graph")
                .toString();
    }

    /** Memory id -> content in a namespace. */
    private static Map<String, String> contents(String namespace) {
        Map<String, String> byId = new HashMap<>();
        for (Record r : cypher(
                "MATCH (m:Memory {namespace: $ns}) RETURN m.id AS id, m.content AS content", Map.of("ns", namespace))) {
            byId.put(r.get("id").asString(), r.get("content").asString());
        }
        return byId;
    }

    private static Map<String, Double> contradictions(Remembered remembered, Map<String, String> contents) {
        Map<String, Double> byContent = new TreeMap<>();
        remembered.contradictions().forEach(c -> byContent.put(contents.get(c.id()), c.similarity()));
        return byContent;
    }

    /** Edges of a type in a namespace, keyed by the contents (or entity key, session id) and kind at both ends. */
    private static Map<String, Double> edges(String namespace, String type) {
        Map<String, Double> byEnds = new TreeMap<>();
        for (Record r : cypher(
                "MATCH (m:Memory {namespace: $ns})-[r:" + type + "]->(o)"
                        + " RETURN m.content AS source, coalesce(o.content, o.key, o.id) AS target, r.kind AS kind,"
                        + " coalesce(r.weight, r.similarity, 0.0) AS value",
                Map.of("ns", namespace))) {
            String key = r.get("source").asString() + " -> " + r.get("target").asString() + " "
                    + r.get("kind").asString("");
            assertThat(byEnds.put(key, r.get("value").asDouble()))
                    .as("one edge per pair: " + key)
                    .isNull();
        }
        return byEnds;
    }

    private static void assertSameByContent(String what, Map<String, Double> actual, Map<String, Double> expected) {
        assertThat(actual.keySet()).as(what).containsExactlyElementsOf(expected.keySet());
        expected.forEach((key, value) ->
                assertThat(actual.get(key)).as(what + ": " + key).isCloseTo(value, within(SIMILARITY_TOLERANCE)));
    }

    /** Session id -> content of the session's last memory. */
    private static Map<String, String> lastInSession(String namespace) {
        Map<String, String> last = new TreeMap<>();
        for (Record r : cypher(
                "MATCH (s:Session {namespace: $ns}) MATCH (m:Memory {id: s.last_memory_id})"
                        + " RETURN s.id AS session, m.content AS content",
                Map.of("ns", namespace))) {
            last.put(r.get("session").asString(), r.get("content").asString());
        }
        return last;
    }

    /**
     * Every memory's properties but id, namespace and stored_at (its visibility key without the namespace), keyed by
     * content.
     */
    private static Map<String, String> properties(String namespace) {
        Map<String, String> byContent = new TreeMap<>();
        for (Record r : cypher(
                "MATCH (m:Memory {namespace: $ns}) RETURN m.content AS content,"
                        + " labels(m) AS labels, m {.*, id: null, namespace: null, namespace_token: null, stored_at: null,"
                        + " visibility: substring(m.visibility, size($ns))} AS properties",
                Map.of("ns", namespace))) {
            Map<String, Object> properties = new TreeMap<>(r.get("properties").asMap());
            properties.values().removeIf(v -> v == null);
            byContent.put(r.get("content").asString(), r.get("labels").asList() + " " + properties);
        }
        return byContent;
    }
}
