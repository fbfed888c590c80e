package io.mnemograph.store;

import static io.mnemograph.store.cypher.CypherValues.zoned;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.model.Contradiction;
import io.mnemograph.model.History;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.cypher.ChannelQuery;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.TransactionStatements;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.store.lifecycle.LifecycleTransaction;
import io.mnemograph.store.memory.BrowseTransaction;
import io.mnemograph.store.memory.ChannelTransaction;
import io.mnemograph.store.memory.ChannelVector;
import io.mnemograph.store.memory.IdempotencyKey;
import io.mnemograph.store.memory.MemoryProjection;
import io.mnemograph.store.memory.MemoryRef;
import io.mnemograph.store.memory.MemoryToStore;
import io.mnemograph.store.memory.Neighbour;
import io.mnemograph.store.memory.NeighbourQuery;
import io.mnemograph.store.memory.SessionRef;
import io.mnemograph.store.memory.TierCounts;
import io.mnemograph.store.memory.TimelineTail;
import io.mnemograph.store.memory.VisibilityKey;
import io.mnemograph.store.namespace.NamespaceToken;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import io.mnemograph.store.recall.RecallTransaction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/** The memory operations available inside one transaction; each runs one {@code cypher/} file. */
public final class MemoryTransaction {

    private final TransactionContext tx;
    private final CypherLibrary cypher;
    private final TransactionStatements statements;
    private final LexicalStatistics lexicalStatistics;

    MemoryTransaction(TransactionContext tx, CypherLibrary cypher, LexicalStatistics lexicalStatistics) {
        this.tx = tx;
        this.cypher = cypher;
        this.statements = new TransactionStatements(tx, cypher);
        this.lexicalStatistics = lexicalStatistics;
    }

    /** The re-embedding job's operations on a further channel, in this transaction. */
    public ChannelTransaction channels() {
        return new ChannelTransaction(tx);
    }

    /** The browsing operations, in this transaction. */
    public BrowseTransaction browsing() {
        return new BrowseTransaction(tx, cypher);
    }

    /**
     * Stores new hot memories with their embeddings and all their edges: each is linked to its session (created on
     * first use), to the entities it mentions (merged per namespace), and by its associations, conflicts and
     * supersedes; a superseded memory's weight drops to {@code supersededWeight}. An edge's target may be another
     * memory of {@code memories}. The caller holds the write locks of their namespaces ({@link #lockToChangeContent}).
     */
    public void create(List<MemoryToStore> memories, double supersededWeight, Instant now) {
        List<Map<String, Object>> rows = new ArrayList<>(memories.size());
        for (MemoryToStore m : memories) {
            NewMemory memory = m.memory();
            Map<String, Object> row = new HashMap<>();
            row.put("id", m.id());
            row.put("namespace", memory.namespace());
            row.put("content", memory.content());
            row.put("scope", memory.scope().wireName());
            row.put("project", memory.project());
            row.put(
                    "visibility",
                    VisibilityKey.of(memory.namespace(), memory.scope().wireName(), memory.project()));
            row.put("namespace_token", NamespaceToken.of(memory.namespace()));
            row.put("kind", memory.kind());
            row.put("occurred_at", zoned(m.createdAt()));
            row.put("importance", m.importance());
            row.put("weight", memory.weight());
            row.put("strength", memory.strength());
            row.put("session_id", memory.sessionId());
            row.put("expires_at", m.expiresAt() == null ? null : zoned(m.expiresAt()));
            row.put("metadata", memory.metadata());
            row.put("idempotency_key", memory.idempotencyKey());
            row.put("embedding", Values.value(m.embedding()));
            row.put(
                    "entities",
                    m.entities().stream()
                            .map(e -> Map.<String, Object>of(
                                    "key",
                                    e.key(),
                                    "name",
                                    e.name(),
                                    "kind",
                                    e.kind().name()))
                            .toList());
            row.put(
                    "associations",
                    m.edges().associations().stream()
                            .map(l -> Map.<String, Object>of(
                                    "target", l.target(), "weight", l.weight(), "kind", l.kind()))
                            .toList());
            row.put(
                    "conflicts",
                    m.edges().conflicts().stream()
                            .map(c -> Map.<String, Object>of("target", c.id(), "similarity", c.similarity()))
                            .toList());
            row.put("supersedes", m.edges().supersedes());
            rows.add(row);
        }
        statements.run(
                CypherQuery.MEMORY_CREATE,
                Map.of("memories", rows, "superseded_weight", supersededWeight, "now", zoned(now)));
    }

    /** The memory with that id in that namespace, if any. */
    public Optional<StoredMemory> get(String namespace, String id) {
        return statements.run(CypherQuery.MEMORY_GET, Map.of("namespace", namespace, "id", id)).stream()
                .findFirst()
                .map(r -> MemoryProjection.read(r.get("memory")));
    }

    /** The memories stored earlier under any of these idempotency keys, by key. */
    public Map<IdempotencyKey, StoredMemory> byIdempotencyKeys(Collection<IdempotencyKey> keys) {
        List<Map<String, Object>> rows = keys.stream()
                .map(k -> Map.<String, Object>of("namespace", k.namespace(), "key", k.key()))
                .toList();
        Map<IdempotencyKey, StoredMemory> found = new HashMap<>();
        for (Record r : statements.run(CypherQuery.MEMORY_BY_IDEMPOTENCY_KEYS, Map.of("keys", rows))) {
            found.put(
                    new IdempotencyKey(
                            r.get("namespace").asString(), r.get("key").asString()),
                    MemoryProjection.read(r.get("memory")));
        }
        return found;
    }

    /** Those of {@code memories} that exist in their namespace. */
    public Set<MemoryRef> existing(Collection<MemoryRef> memories) {
        List<Map<String, Object>> rows = memories.stream()
                .map(m -> Map.<String, Object>of("namespace", m.namespace(), "id", m.id()))
                .toList();
        return statements.run(CypherQuery.MEMORY_EXISTING, Map.of("refs", rows)).stream()
                .map(r ->
                        new MemoryRef(r.get("namespace").asString(), r.get("id").asString()))
                .collect(Collectors.toSet());
    }

    /**
     * For each query, the nearest hot memories visible to it by the vector index, best first: at most
     * {@code candidates} global ones and {@code candidates} of its project. Memories written earlier in this
     * transaction are not in the index and never among them.
     */
    public Map<Integer, List<Neighbour>> neighbours(List<NeighbourQuery> queries, int candidates) {
        List<Map<String, Object>> rows = new ArrayList<>(queries.size());
        for (NeighbourQuery q : queries) {
            Map<String, Object> row = new HashMap<>();
            row.put("position", q.position());
            row.put("global_key", VisibilityKey.global(q.namespace()));
            row.put("project_key", VisibilityKey.projectOrNull(q.namespace(), q.project()));
            row.put("project", q.project());
            row.put("at", zoned(q.at()));
            row.put("embedding", Values.value(q.embedding()));
            rows.add(row);
        }
        Map<Integer, List<Neighbour>> found = new HashMap<>();
        for (Record r : statements.run(CypherQuery.MEMORY_NEIGHBOURS, Map.of("rows", rows, "candidates", candidates))) {
            found.computeIfAbsent(r.get("position").asInt(), p -> new ArrayList<>())
                    .add(new Neighbour(
                            r.get("id").asString(),
                            r.get("content").asString(),
                            r.get("scope").asString("global"),
                            r.get("similarity").asDouble()));
        }
        return found;
    }

    /**
     * Writes {@code channel}'s vectors of these memories (new ones, or ones whose content changed), in this
     * transaction, so that a memory and its vectors in every channel commit together.
     */
    public void writeChannelVectors(EmbeddingChannel channel, List<ChannelVector> vectors) {
        if (vectors.isEmpty()) {
            return;
        }
        List<Map<String, Object>> rows = vectors.stream()
                .map(v -> Map.<String, Object>of(
                        "id", v.id(), "namespace", v.namespace(), "vector", Values.value(v.vector())))
                .toList();
        tx.run(ChannelQuery.SET_VECTORS.statement(), Map.of("property", channel.vectorProperty(), "rows", rows))
                .consume();
    }

    /** Updates content (with its new embedding) and/or weight; content changes reset the decay clock. */
    public void update(String namespace, String id, String content, float[] embedding, Double weight, Instant now) {
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", namespace);
        params.put("id", id);
        params.put("content", content);
        params.put("embedding", embedding == null ? null : Values.value(embedding));
        params.put("weight", weight);
        params.put("now", zoned(now));
        if (content == null) {
            NamespaceWriteLock.take(tx, cypher, List.of(namespace));
        } else {
            NamespaceWriteLock.takeToChangeContent(tx, cypher, List.of(namespace));
        }
        statements.run(CypherQuery.MEMORY_UPDATE, params);
    }

    /** Deletes the memory and its edges; false when there was none. */
    public boolean delete(String namespace, String id) {
        NamespaceWriteLock.takeToChangeContent(tx, cypher, List.of(namespace));
        return statements
                        .run(CypherQuery.MEMORY_DELETE, Map.of("namespace", namespace, "id", id))
                        .getFirst()
                        .get("deleted")
                        .asLong()
                > 0;
    }

    /**
     * One page of the supersedes chain through {@code id}, oldest first: up to {@code limit + 1} links from position
     * {@code skip} (an extra link means a next page exists), and on the first page the {@code limit} strongest
     * conflicts recorded on it.
     */
    public History history(String namespace, String id, int skip, int limit) {
        Record record = statements
                .run(CypherQuery.MEMORY_HISTORY, Map.of("namespace", namespace, "id", id, "skip", skip, "limit", limit))
                .getFirst();
        List<History.Link> chain = record.get("chain")
                .asList(v -> new History.Link(
                        MemoryProjection.read(v.get("memory")),
                        v.get("supersedes").asList(Value::asString),
                        v.get("superseded_by").asList(Value::asString)));
        List<Contradiction> conflicts = record.get("conflicts")
                .asList(v -> new Contradiction(
                        v.get("id").asString(),
                        v.get("content").asString(),
                        v.get("similarity").asDouble(0)));
        return new History(chain, conflicts);
    }

    /**
     * Takes the write lock of each of {@code namespaces}, in name order, and gives each a new content version
     * ({@link NamespaceWriteLock#takeToChangeContent}): a remember's first write, before it advances sessions and
     * timelines and creates its memories.
     */
    public void lockToChangeContent(Collection<String> namespaces) {
        NamespaceWriteLock.takeToChangeContent(tx, cypher, namespaces);
    }

    /**
     * For each session (created on first use), the memory formed last in it, which {@code lastBySession}'s memory
     * replaces as the session's last; sessions without an earlier memory are absent from the answer. The caller holds
     * the write locks of their namespaces ({@link #lockToChangeContent}).
     */
    public Map<SessionRef, String> previousInSessions(Map<SessionRef, String> lastBySession, Instant now) {
        List<Map<String, Object>> rows = lastBySession.entrySet().stream()
                .map(e -> Map.<String, Object>of(
                        "namespace", e.getKey().namespace(), "id", e.getKey().id(), "last", e.getValue()))
                .toList();
        Map<SessionRef, String> previous = new HashMap<>();
        for (Record r :
                statements.run(CypherQuery.SESSION_PREVIOUS_MEMORY, Map.of("sessions", rows, "now", zoned(now)))) {
            if (!r.get("previous").isNull()) {
                previous.put(
                        new SessionRef(
                                r.get("namespace").asString(),
                                r.get("session_id").asString()),
                        r.get("previous").asString());
            }
        }
        return previous;
    }

    /**
     * The namespace's last memory stored without a session before this batch, and when it happened, for each of the
     * namespaces of {@code lastByNamespace}; the batch's last sessionless memory there (the value) becomes the
     * namespace's last. The caller holds the namespaces' write locks ({@link #lockToChangeContent}).
     */
    public Map<String, TimelineTail> previousSessionless(Map<String, TimelineTail> lastByNamespace) {
        List<Map<String, Object>> rows = lastByNamespace.entrySet().stream()
                .map(e -> Map.<String, Object>of(
                        "namespace",
                        e.getKey(),
                        "last",
                        e.getValue().memoryId(),
                        "last_at",
                        zoned(e.getValue().at())))
                .toList();
        Map<String, TimelineTail> previous = new HashMap<>();
        for (Record r : statements.run(CypherQuery.SESSION_PREVIOUS_SESSIONLESS, Map.of("timelines", rows))) {
            if (!r.get("previous").isNull()) {
                previous.put(
                        r.get("namespace").asString(),
                        new TimelineTail(
                                r.get("previous").asString(),
                                r.get("previous_at").asZonedDateTime().toInstant()));
            }
        }
        return previous;
    }

    /** Creates or re-weights an explicit association; false when either end is not in the namespace. */
    public boolean associate(String namespace, String source, String target, double weight, Instant now) {
        NamespaceWriteLock.take(tx, cypher, List.of(namespace));
        return !statements
                .run(
                        CypherQuery.ASSOCIATION_CREATE,
                        Map.of(
                                "namespace",
                                namespace,
                                "source",
                                source,
                                "target",
                                target,
                                "weight",
                                weight,
                                "now",
                                zoned(now)))
                .isEmpty();
    }

    /** The memories of every namespace by tier. */
    public TierCounts tierCounts() {
        Record r = statements.run(CypherQuery.METRICS_TIER_COUNTS, Map.of()).getFirst();
        return new TierCounts(
                r.get("hot").asLong(), r.get("core").asLong(), r.get("cold").asLong());
    }

    /** The recall's operations (seeds, spreading hops, write-back), in this same transaction. */
    public RecallTransaction recall() {
        return new RecallTransaction(tx, cypher, lexicalStatistics);
    }

    /** The consolidation sweep's operations, in this same transaction. */
    public LifecycleTransaction lifecycle() {
        return new LifecycleTransaction(tx, cypher);
    }
}
