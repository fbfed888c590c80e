package io.mnemograph.store;

import io.mnemograph.core.QueryTerms;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.pipeline.NewMemory;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The memory operations available inside one transaction; each runs one {@code cypher/} file. */
public final class MemoryTransaction {

    /**
     * The deepest the lexical seed searches the full-text index, which spans every namespace: a namespace whose
     * matches all rank below this many of other namespaces' gets fewer lexical seeds (the vector seed is unaffected).
     */
    static final int MAX_LEXICAL_HITS = 100_000;

    /** The deepest the vector seed searches for visible memories, per index search. */
    static final int MAX_VECTOR_HITS = 10_000;

    /** How much deeper each further vector seed search reads. */
    static final int VECTOR_DEEPENING = 8;

    /**
     * The lexical seed's first depth, in candidates: hits the full-text index gives are read and filtered one by one,
     * so a shallow first search is cheaper (at 100k memories, 120 hits cost 12.4 ms p50 against 17.2 ms for 600).
     * The result is the same at any depth that yields enough visible matches: the index returns hits best first.
     */
    static final int FIRST_LEXICAL_DEPTH = 4;

    private final TransactionContext tx;
    private final CypherLibrary cypher;

    MemoryTransaction(TransactionContext tx, CypherLibrary cypher) {
        this.tx = tx;
        this.cypher = cypher;
    }

    /** The browsing operations, in this transaction. */
    public BrowseTransaction browsing() {
        return new BrowseTransaction(tx, cypher);
    }

    private List<Record> run(CypherQuery query, Map<String, Object> params) {
        return tx.run(cypher.statement(query), params).list();
    }

    /**
     * Stores new hot memories with their embeddings and all their edges: each is linked to its session (created on
     * first use), to the entities it mentions (merged per namespace), and by its associations, conflicts and
     * supersedes; a superseded memory's weight drops to {@code supersededWeight}. An edge's target may be another
     * memory of {@code memories}.
     */
    public void create(List<MemoryToStore> memories, double supersededWeight, Instant now) {
        List<Map<String, Object>> rows = new ArrayList<>(memories.size());
        for (MemoryToStore m : memories) {
            NewMemory memory = m.memory();
            Instant occurred = memory.occurredAt() == null ? now : memory.occurredAt();
            Map<String, Object> row = new HashMap<>();
            row.put("id", m.id());
            row.put("namespace", memory.namespace());
            row.put("content", memory.content());
            row.put("scope", memory.scope());
            row.put("project", memory.project());
            row.put("visibility", VisibilityKey.of(memory.namespace(), memory.scope(), memory.project()));
            row.put("kind", memory.kind());
            row.put("occurred_at", zoned(occurred));
            row.put("importance", m.importance());
            row.put("weight", memory.weight());
            row.put("strength", memory.strength());
            row.put("session_id", memory.sessionId());
            row.put("expires_at", memory.ttlSeconds() == null ? null
                    : zoned(occurred.plusSeconds(memory.ttlSeconds())));
            row.put("metadata", memory.metadata());
            row.put("idempotency_key", memory.idempotencyKey());
            row.put("embedding", Values.value(m.embedding()));
            row.put("entities", m.entities().stream()
                    .map(e -> Map.<String, Object>of("key", e.key(), "name", e.name(), "kind", e.kind().name()))
                    .toList());
            row.put("associations", m.edges().associations().stream()
                    .map(l -> Map.<String, Object>of("target", l.target(), "weight", l.weight(), "kind", l.kind()))
                    .toList());
            row.put("conflicts", m.edges().conflicts().stream()
                    .map(c -> Map.<String, Object>of("target", c.id(), "similarity", c.similarity()))
                    .toList());
            row.put("supersedes", m.edges().supersedes());
            rows.add(row);
        }
        run(CypherQuery.MEMORY_CREATE, Map.of("memories", rows, "superseded_weight", supersededWeight,
                "now", zoned(now)));
    }

    /** The memory with that id in that namespace, if any. */
    public Optional<StoredMemory> get(String namespace, String id) {
        return run(CypherQuery.MEMORY_GET, Map.of("namespace", namespace, "id", id))
                .stream().findFirst().map(r -> StoredMemory.from(r.get("memory")));
    }

    /** The memories stored earlier under any of these idempotency keys, by key. */
    public Map<IdempotencyKey, StoredMemory> byIdempotencyKeys(Collection<IdempotencyKey> keys) {
        List<Map<String, Object>> rows = keys.stream()
                .map(k -> Map.<String, Object>of("namespace", k.namespace(), "key", k.key()))
                .toList();
        Map<IdempotencyKey, StoredMemory> found = new HashMap<>();
        for (Record r : run(CypherQuery.MEMORY_BY_IDEMPOTENCY_KEYS, Map.of("keys", rows))) {
            found.put(new IdempotencyKey(r.get("namespace").asString(), r.get("key").asString()),
                    StoredMemory.from(r.get("memory")));
        }
        return found;
    }

    /** Those of {@code memories} that exist in their namespace. */
    public Set<MemoryRef> existing(Collection<MemoryRef> memories) {
        List<Map<String, Object>> rows = memories.stream()
                .map(m -> Map.<String, Object>of("namespace", m.namespace(), "id", m.id()))
                .toList();
        return run(CypherQuery.MEMORY_EXISTING, Map.of("refs", rows)).stream()
                .map(r -> new MemoryRef(r.get("namespace").asString(), r.get("id").asString()))
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
        for (Record r : run(CypherQuery.MEMORY_NEIGHBOURS, Map.of("rows", rows, "candidates", candidates))) {
            found.computeIfAbsent(r.get("position").asInt(), p -> new ArrayList<>())
                    .add(new Neighbour(r.get("id").asString(), r.get("content").asString(),
                            r.get("scope").asString("global"), r.get("similarity").asDouble()));
        }
        return found;
    }

    /**
     * The vector half of a recall's seeding, in one statement: the nearest hot memories visible to the recall as of
     * {@code at} (best first), the cosine of the lexical seeds, and, when the recall spreads, the associations among
     * all the candidates and the namespace's highest importance.
     */
    public VectorSeed vectorSeed(VectorSeedQuery query) {
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", query.namespace());
        params.put("project", query.project());
        params.put("global_key", VisibilityKey.global(query.namespace()));
        params.put("project_key", VisibilityKey.projectOrNull(query.namespace(), query.project()));
        params.put("session_id", query.sessionId());
        params.put("candidates", query.candidates());
        params.put("at", zoned(query.at()));
        params.put("embedding", Values.value(query.embedding()));
        params.put("search", query.search());
        params.put("cold", query.cold());
        params.put("lexical_ids", query.lexicalIds());
        params.put("spreads", query.spreads());
        params.putAll(query.filter().parameters());
        Record r = deepestNeeded(params, query.candidates());
        List<Candidate> nearest = r.get("nearest").asList(MemoryTransaction::candidate);
        List<Candidate> coldNearest = r.get("cold_nearest").asList(MemoryTransaction::candidate);
        Map<String, Double> lexicalSimilarity = new HashMap<>();
        r.get("lexical_similarity").values()
                .forEach(v -> lexicalSimilarity.put(v.get("id").asString(), v.get("similarity").asDouble()));
        Set<String> lexicalIds = Set.copyOf(query.lexicalIds());
        Stream.concat(nearest.stream(), coldNearest.stream())
                .filter(c -> lexicalIds.contains(c.memory().id()))
                .forEach(c -> lexicalSimilarity.put(c.memory().id(), c.similarity()));
        List<Association> links = r.get("links").asList(v -> new Association(v.get("source").asString(),
                v.get("target").asString(), v.get("weight").asDouble(),
                AssociationKind.fromGraphName(v.get("kind").asString())));
        Value maxImportance = r.get("max_importance");
        return new VectorSeed(nearest, coldNearest, lexicalSimilarity, links,
                maxImportance.isNull() ? OptionalDouble.empty() : OptionalDouble.of(maxImportance.asDouble()));
    }

    /**
     * Runs the vector seed statement reading the {@code candidates} nearest per index search first, then
     * {@value #VECTOR_DEEPENING} times deeper while a search filled its limit yet kept fewer than {@code candidates}
     * visible memories (others were stored later, expired or superseded), up to {@link #MAX_VECTOR_HITS}: memories
     * the recall cannot see never take a seed's place. A recall whose nearest are all visible runs once.
     */
    private Record deepestNeeded(Map<String, Object> params, int candidates) {
        int searched = candidates;
        while (true) {
            params.put("searched", searched);
            Record r = run(CypherQuery.RECALL_VECTOR_SEED, params).getFirst();
            if (!r.get("deeper").asBoolean() || searched >= MAX_VECTOR_HITS) {
                return r;
            }
            searched = (int) Math.min(MAX_VECTOR_HITS, (long) searched * VECTOR_DEEPENING);
        }
    }

    /**
     * The recall's write-back in one statement: advances the session's turn counter when the recall names a session
     * (creating it on first use), applies the spaced-repetition boosts and access bookkeeping to {@code results},
     * and strengthens (or creates, as co_recall) the association of each pair of memories recalled together.
     */
    public void writeBack(String namespace, String sessionId, Instant at, List<Reinforcement> results,
                          Map<String, Object> boostParameters, List<List<String>> coRecalledPairs,
                          double coRecallIncrement) {
        Map<String, Object> params = new HashMap<>(boostParameters);
        params.put("namespace", namespace);
        params.put("session_id", sessionId);
        params.put("at", zoned(at));
        params.put("results", results.stream().map(r -> Map.of("id", r.id(), "via", r.via())).toList());
        params.put("pairs", coRecalledPairs);
        params.put("increment", coRecallIncrement);
        run(CypherQuery.RECALL_WRITE_BACK, params);
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
        run(CypherQuery.MEMORY_UPDATE, params);
    }

    /** Deletes the memory and its edges; false when there was none. */
    public boolean delete(String namespace, String id) {
        return run(CypherQuery.MEMORY_DELETE, Map.of("namespace", namespace, "id", id))
                .getFirst().get("deleted").asLong() > 0;
    }

    /**
     * One page of the supersedes chain through {@code id}, oldest first: up to {@code limit + 1} links from position
     * {@code skip} (an extra link means a next page exists), and on the first page the {@code limit} strongest
     * conflicts recorded on it.
     */
    public History history(String namespace, String id, int skip, int limit) {
        Record record = run(CypherQuery.MEMORY_HISTORY, Map.of("namespace", namespace, "id", id, "skip", skip,
                "limit", limit)).getFirst();
        List<History.Link> chain = record.get("chain").asList(v -> new History.Link(
                StoredMemory.from(v.get("memory")),
                v.get("supersedes").asList(Value::asString),
                v.get("superseded_by").asList(Value::asString)));
        List<Contradiction> conflicts = record.get("conflicts").asList(v -> new Contradiction(
                v.get("id").asString(), v.get("content").asString(), v.get("similarity").asDouble(0)));
        return new History(chain, conflicts);
    }

    /**
     * For each session (created on first use), the memory formed last in it, which {@code lastBySession}'s memory
     * replaces as the session's last; sessions without an earlier memory are absent from the answer.
     */
    public Map<SessionRef, String> previousInSessions(Map<SessionRef, String> lastBySession, Instant now) {
        List<Map<String, Object>> rows = lastBySession.entrySet().stream()
                .map(e -> Map.<String, Object>of("namespace", e.getKey().namespace(), "id", e.getKey().id(),
                        "last", e.getValue()))
                .toList();
        Map<SessionRef, String> previous = new HashMap<>();
        for (Record r : run(CypherQuery.SESSION_PREVIOUS_MEMORY, Map.of("sessions", rows, "now", zoned(now)))) {
            if (!r.get("previous").isNull()) {
                previous.put(new SessionRef(r.get("namespace").asString(), r.get("session_id").asString()),
                        r.get("previous").asString());
            }
        }
        return previous;
    }

    /** Creates or re-weights an explicit association; false when either end is not in the namespace. */
    public boolean associate(String namespace, String source, String target, double weight, Instant now) {
        return !run(CypherQuery.ASSOCIATION_CREATE, Map.of("namespace", namespace, "source", source,
                "target", target, "weight", weight, "now", zoned(now))).isEmpty();
    }

    /**
     * One spreading hop from {@code frontier} (memory id -> the lightest link worth following from it): each memory's
     * {@code maxNeighbours} strongest neighbours over links at least that heavy, with the strongest link to each (an
     * association, or an entity both mention), in {@code core.graph.Neighbourhood}'s order.
     */
    public List<Expansion> expand(String namespace, Map<String, Double> frontier, int maxNeighbours,
                                  int maxEntityFanOut, double entityDamping) {
        List<Map<String, Object>> sources = frontier.entrySet().stream()
                .map(e -> Map.<String, Object>of("id", e.getKey(), "min_weight", e.getValue()))
                .toList();
        return run(CypherQuery.RECALL_EXPAND, Map.of("namespace", namespace, "frontier", sources,
                "max_neighbours", maxNeighbours, "max_entity_fan_out", maxEntityFanOut,
                "entity_damping", entityDamping)).stream()
                .map(r -> new Expansion(r.get("source_id").asString(), r.get("target").asString(),
                        r.get("weight").isNull() ? null : r.get("weight").asDouble(),
                        r.get("kind").asString(null), r.get("entity").asString(null), r.get("fan_out").asInt(),
                        r.get("target_importance").asDouble(1), r.get("target_weight").asDouble(1)))
                .toList();
    }

    /** The memories among {@code ids} visible to a recall in {@code project} as of {@code at}, passing {@code filter}. */
    public List<Reached> reached(String namespace, List<String> ids, String project, String sessionId, Instant at,
                                 RecallFilter filter) {
        Map<String, Object> params = new HashMap<>(filter.parameters());
        params.put("namespace", namespace);
        params.put("ids", ids);
        params.put("project", project);
        params.put("session_id", sessionId);
        params.put("at", zoned(at));
        return run(CypherQuery.RECALL_REACHED_MEMORIES, params).stream()
                .map(r -> new Reached(StoredMemory.from(r.get("memory")), turns(r.get("turns_since_activation"))))
                .toList();
    }

    /**
     * The best BM25 matches for the words of {@code text} among the hot memories visible to the recall and passing
     * {@code filter}, best first, each with its BM25 score; with {@code cold}, as many again among the cold ones. The full-text index spans every namespace, so its best
     * {@code candidates x} {@value #FIRST_LEXICAL_DEPTH} hits are searched first, and eight times deeper while other
     * namespaces' matches leave this one short of hot matches, up to {@link #MAX_LEXICAL_HITS}.
     */
    public List<LexicalCandidate> fullTextSeed(String namespace, String project, String sessionId, String text,
                                               int candidates, Instant at, boolean cold, RecallFilter filter) {
        String query = QueryTerms.query(text);
        if (query.isBlank()) {
            return List.of();
        }
        Map<String, Object> params = new HashMap<>(filter.parameters());
        params.put("namespace", namespace);
        params.put("project", project);
        params.put("session_id", sessionId);
        params.put("query", query);
        params.put("candidates", candidates);
        params.put("at", zoned(at));
        params.put("cold", cold);
        int searched = Math.min(MAX_LEXICAL_HITS, candidates * FIRST_LEXICAL_DEPTH);
        while (true) {
            params.put("searched", searched);
            Record r = run(CypherQuery.RECALL_FULLTEXT_SEED, params).getFirst();
            List<LexicalCandidate> matches = new ArrayList<>();
            for (Value match : r.get("matches").values()) {
                matches.add(new LexicalCandidate(StoredMemory.from(match.get("memory")),
                        turns(match.get("turns_since_activation")), match.get("bm25").asDouble()));
            }
            boolean indexExhausted = r.get("searched").asInt() < searched;
            long hot = matches.stream().filter(m -> !m.memory().isCold()).count();
            if (hot >= candidates || indexExhausted || searched >= MAX_LEXICAL_HITS) {
                return matches;
            }
            searched = (int) Math.min(MAX_LEXICAL_HITS, searched * 8L);
        }
    }

    /** A stored embedding (a list of numbers, as Bolt returns it) as a vector. */
    public static float[] floats(Value list) {
        List<Double> values = list.asList(Value::asDouble);
        float[] floats = new float[values.size()];
        for (int i = 0; i < floats.length; i++) {
            floats[i] = values.get(i).floatValue();
        }
        return floats;
    }

    /** The memories of every namespace by tier. */
    public TierCounts tierCounts() {
        Record r = run(CypherQuery.METRICS_TIER_COUNTS, Map.of()).getFirst();
        return new TierCounts(r.get("hot").asLong(), r.get("core").asLong(), r.get("cold").asLong());
    }

    /** The consolidation sweep's operations, in this same transaction. */
    public LifecycleTransaction lifecycle() {
        return new LifecycleTransaction(tx, cypher);
    }

    private static Candidate candidate(Value v) {
        return new Candidate(StoredMemory.from(v.get("memory")), v.get("similarity").asDouble(),
                turns(v.get("turns_since_activation")));
    }

    private static OptionalInt turns(Value value) {
        return value.isNull() ? OptionalInt.empty() : OptionalInt.of(Math.max(0, value.asInt()));
    }

    static ZonedDateTime zoned(Instant instant) {
        return instant.atZone(ZoneOffset.UTC);
    }
}
