package io.mnemograph.store;

import io.mnemograph.pipeline.NewMemory;
import jakarta.inject.Singleton;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.Values;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads and writes memory nodes; each method is one transaction running one {@code cypher/} file. */
@Singleton
public final class MemoryStore {

    private final Driver driver;
    private final SessionConfig sessionConfig;
    private final CypherLibrary cypher;

    public MemoryStore(Neo4jConnection connection, CypherLibrary cypher) {
        this.driver = connection.driver();
        this.sessionConfig = connection.sessionConfig();
        this.cypher = cypher;
    }

    /** Stores a new hot memory with its embedding in one write transaction. */
    public void create(String id, NewMemory memory, double importance, float[] embedding, Instant now) {
        Instant occurred = memory.occurredAt() == null ? now : memory.occurredAt();
        Map<String, Object> params = new HashMap<>();
        params.put("id", id);
        params.put("namespace", memory.namespace());
        params.put("content", memory.content());
        params.put("scope", memory.scope());
        params.put("project", memory.project());
        params.put("kind", memory.kind());
        params.put("now", zoned(now));
        params.put("occurred_at", zoned(occurred));
        params.put("importance", importance);
        params.put("weight", memory.weight());
        params.put("strength", memory.strength());
        params.put("session_ids", memory.sessionId() == null ? List.of() : List.of(memory.sessionId()));
        params.put("expires_at", memory.ttlSeconds() == null ? null : zoned(occurred.plusSeconds(memory.ttlSeconds())));
        params.put("metadata", memory.metadata());
        params.put("embedding", Values.value(embedding));
        try (Session session = driver.session(sessionConfig)) {
            session.executeWrite(tx -> tx.run(cypher.statement(CypherQuery.MEMORY_CREATE), params).consume());
        }
    }

    /** The memory with that id in that namespace, if any. */
    public Optional<StoredMemory> get(String namespace, String id) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(cypher.statement(CypherQuery.MEMORY_GET),
                            Map.of("namespace", namespace, "id", id)).list())
                    .stream().findFirst().map(r -> StoredMemory.from(r.get("memory")));
        }
    }

    /** Deletes the memory and its edges; false when there was none. */
    public boolean delete(String namespace, String id) {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeWrite(tx -> tx.run(cypher.statement(CypherQuery.MEMORY_DELETE),
                    Map.of("namespace", namespace, "id", id)).single().get("deleted").asLong()) > 0;
        }
    }

    /** The {@code candidates} nearest hot memories of the namespace, best first. */
    public List<Candidate> vectorSeed(String namespace, float[] embedding, int candidates) {
        Map<String, Object> params = Map.of("namespace", namespace, "candidates", candidates,
                "embedding", Values.value(embedding));
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(cypher.statement(CypherQuery.RECALL_VECTOR_SEED), params)
                    .list(r -> new Candidate(StoredMemory.from(r.get("memory")), r.get("similarity").asDouble())));
        }
    }

    /** True when the database answers. */
    public boolean ping() {
        try (Session session = driver.session(sessionConfig)) {
            return session.executeRead(tx -> tx.run(cypher.statement(CypherQuery.HEALTH_PING)).single()
                    .get("ok").asInt()) == 1;
        }
    }

    static ZonedDateTime zoned(Instant instant) {
        return instant.atZone(ZoneOffset.UTC);
    }
}
