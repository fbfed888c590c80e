package io.mnemograph.store.recall;

import static io.mnemograph.store.cypher.CypherValues.zoned;

import io.mnemograph.core.Cosine;
import io.mnemograph.core.graph.Association;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.model.NewerStatement;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.RecallFilter;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.TransactionStatements;
import io.mnemograph.store.lexical.LexicalQuery;
import io.mnemograph.store.lexical.LexicalScores;
import io.mnemograph.store.lexical.LexicalStatistics;
import io.mnemograph.store.memory.MemoryProjection;
import io.mnemograph.store.memory.StoredEmbedding;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/** A recall's operations inside one transaction: its two seeds, its spreading hops and its write-back. */
public final class RecallTransaction {

    /**
     * The deepest the lexical seed searches the namespace's full-text matches for visible ones (its memories hidden
     * from the recall: expired, superseded, of other projects, filtered out).
     */
    static final int MAX_LEXICAL_HITS = 100_000;

    /** The deepest the vector seed searches for visible memories, per index search. */
    static final int MAX_VECTOR_HITS = 10_000;

    /** How much deeper each further vector seed search reads. */
    static final int VECTOR_DEEPENING = 8;

    /**
     * The full-text matches the lexical seed reads first in a namespace of more than {@link LexicalScores#SAMPLE}
     * memories, which then keeps the best of the index's (index-wide) top ones by its own statistics; a namespace no
     * larger has all its matches read, so its ranks, like its scores, are those of the namespace alone
     * (docs/decisions/0014, "Cost").
     */
    static final int LEXICAL_POOL = 60;

    private final TransactionContext tx;
    private final CypherLibrary cypher;
    private final TransactionStatements statements;
    private final LexicalStatistics lexicalStatistics;

    public RecallTransaction(TransactionContext tx, CypherLibrary cypher, LexicalStatistics lexicalStatistics) {
        this.tx = tx;
        this.cypher = cypher;
        this.statements = new TransactionStatements(tx, cypher);
        this.lexicalStatistics = lexicalStatistics;
    }

    /**
     * The vector half of a recall's seeding, in one statement: the nearest memories visible to the recall as of
     * {@code at} (best first; with {@code cold}, hot and cold compete for the same seats: {@link OneTier}), the cosine
     * of the lexical seeds, and, when the recall spreads, the associations among
     * all the candidates and the namespace's highest importance.
     */
    public VectorSeed vectorSeed(VectorSeedQuery query) {
        Map<String, Object> params = query.visibilityParameters();
        params.put("embedding", Values.value(query.embedding()));
        params.put("search", query.search());
        params.put("lexical_ids", query.lexicalIds());
        params.put("spreads", query.spreads());
        params.put("named_entities", query.namedEntities());
        params.put(
                "channel_properties",
                query.channels().stream().map(p -> p.channel().vectorProperty()).toList());
        Record r = deepestNeeded(params, query.candidates());
        List<Candidate> nearest = r.get("nearest").asList(v -> {
            Similarity similarity = similarity(v, query);
            return new Candidate(
                    MemoryProjection.read(v.get("memory")),
                    similarity.primary(),
                    turns(v.get("turns_since_activation")),
                    similarity.channels(),
                    null);
        });
        Map<String, Similarity> lexicalSimilarity = new HashMap<>();
        r.get("lexical_similarity")
                .values()
                .forEach(v -> lexicalSimilarity.put(v.get("id").asString(), similarity(v, query)));
        Set<String> lexicalIds = Set.copyOf(query.lexicalIds());
        nearest.stream()
                .filter(c -> lexicalIds.contains(c.memory().id()))
                .forEach(c -> lexicalSimilarity.put(c.memory().id(), new Similarity(c.similarity(), c.channels())));
        List<Association> links = r.get("links")
                .asList(v -> new Association(
                        v.get("source").asString(),
                        v.get("target").asString(),
                        v.get("weight").asDouble(),
                        AssociationKind.fromGraphName(v.get("kind").asString())));
        Value maxImportance = r.get("max_importance");
        return new VectorSeed(
                OneTier.nearest(nearest, query.candidates()),
                lexicalSimilarity,
                links,
                maxImportance.isNull() ? OptionalDouble.empty() : OptionalDouble.of(maxImportance.asDouble()),
                Set.copyOf(r.get("naming").asList(Value::asString)));
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
            Record r = statements.run(CypherQuery.RECALL_VECTOR_SEED, params).getFirst();
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
    public void writeBack(RecallWriteBack writeBack) {
        NamespaceWriteLock.take(tx, cypher, List.of(writeBack.namespace()));
        statements.run(CypherQuery.RECALL_WRITE_BACK, writeBack.parameters());
    }

    /**
     * One spreading hop from {@code frontier} (memory id -> the lightest link worth following from it): each memory's
     * {@code maxNeighbours} strongest neighbours over links at least that heavy, with the strongest link to each (an
     * association, or an entity both mention), in {@code core.graph.Neighbourhood}'s order; associations whose kind
     * is among {@code excludedKinds} (graph names) are not followed.
     */
    public List<Expansion> expand(
            String namespace,
            Map<String, Double> frontier,
            int maxNeighbours,
            int maxEntityFanOut,
            double entityDamping,
            List<String> excludedKinds) {
        List<Map<String, Object>> sources = frontier.entrySet().stream()
                .map(e -> Map.<String, Object>of("id", e.getKey(), "min_weight", e.getValue()))
                .toList();
        return statements
                .run(
                        CypherQuery.RECALL_EXPAND,
                        Map.of(
                                "namespace",
                                namespace,
                                "frontier",
                                sources,
                                "max_neighbours",
                                maxNeighbours,
                                "max_entity_fan_out",
                                maxEntityFanOut,
                                "entity_damping",
                                entityDamping,
                                "excluded_kinds",
                                excludedKinds))
                .stream()
                .map(r -> new Expansion(
                        r.get("source_id").asString(),
                        r.get("target").asString(),
                        r.get("weight").isNull() ? null : r.get("weight").asDouble(),
                        r.get("kind").asString(null),
                        r.get("entity").asString(null),
                        r.get("fan_out").asInt(),
                        r.get("target_importance").asDouble(1),
                        r.get("target_weight").asDouble(1),
                        r.get("target_session").asString(null)))
                .toList();
    }

    /**
     * The memories among {@code ids} visible to a recall in {@code project} as of {@code at}, passing {@code filter}:
     * the candidates spreading reached (similarity 0: their score takes the similarity of the seed they came from).
     */
    public List<Candidate> reached(
            String namespace, List<String> ids, String project, String sessionId, Instant at, RecallFilter filter) {
        Map<String, Object> params = new HashMap<>(filter.parameters());
        params.put("namespace", namespace);
        params.put("ids", ids);
        params.put("project", project);
        params.put("session_id", sessionId);
        params.put("at", zoned(at));
        return statements.run(CypherQuery.RECALL_REACHED_MEMORIES, params).stream()
                .map(r -> new Candidate(
                        MemoryProjection.read(r.get("memory")), 0.0, turns(r.get("turns_since_activation"))))
                .toList();
    }

    /**
     * The newer memories that contradict or supersede each memory of {@code ids}, as they stand at {@code now}, in
     * the scope of a recall in {@code project} (recall/newer-statements.cypher); ids with none are absent.
     */
    public Map<String, NewerStatements> newerStatements(
            String namespace, List<String> ids, String project, Instant now) {
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", namespace);
        params.put("ids", ids);
        params.put("project", project);
        params.put("now", zoned(now));
        Map<String, NewerStatements> marks = new HashMap<>();
        for (Record r : statements.run(CypherQuery.RECALL_NEWER_STATEMENTS, params)) {
            List<NewerStatement> successors = newestFirst(r.get("successors"));
            marks.put(
                    r.get("id").asString(),
                    new NewerStatements(
                            newestFirst(r.get("conflicts")), successors.isEmpty() ? null : successors.getFirst()));
        }
        return marks;
    }

    private static List<NewerStatement> newestFirst(Value statements) {
        return statements
                .asList(v -> new NewerStatement(
                        v.get("id").asString(),
                        v.get("content").asString(),
                        v.get("created_at").asZonedDateTime()))
                .stream()
                .sorted(Comparator.comparing(NewerStatement::rememberedAt)
                        .reversed()
                        .thenComparing(NewerStatement::id))
                .toList();
    }

    /**
     * The best BM25 matches for the query's content {@code words} ({@code core.QueryTerms}) among the hot memories of
     * {@code namespace} (with {@code cold}, hot and cold alike) visible to the recall and passing {@code filter}, best
     * first, each with its BM25 score over the namespace's own statistics ({@link LexicalScores}, kept while its
     * content stays the same: {@link LexicalStatistics}). The full-text query requires
     * the namespace's token, so the index gives this namespace's matches only: all of them in a namespace of at most
     * {@link LexicalScores#SAMPLE} memories, otherwise its best {@value #LEXICAL_POOL} by the index's own BM25 first,
     * eight times more while the visible ones fall short, up to {@link #MAX_LEXICAL_HITS}; all that are read are
     * scored again, and the best {@code candidates}, hot or cold ({@link OneTier}), are kept; equal scores go by content,
     * then id, so which of equal matches seeds is the same in every store (ids are random). The query's attainable
     * BM25 comes with them.
     */
    public LexicalSeed fullTextSeed(
            String namespace,
            String project,
            String sessionId,
            List<String> words,
            int candidates,
            Instant at,
            boolean cold,
            RecallFilter filter) {
        LexicalQuery query = LexicalQuery.of(namespace, words);
        if (query.isEmpty()) {
            return LexicalSeed.NONE;
        }
        LexicalScores scores = lexicalStatistics.scores(namespace, query, statements::run);
        int firstRead = scores.namespaceMemories() <= LexicalScores.SAMPLE ? LexicalScores.SAMPLE : LEXICAL_POOL;
        List<LexicalMatch> matches = lexicalMatches(namespace, project, query, candidates, at, cold, filter, firstRead);
        if (matches.isEmpty()) {
            return new LexicalSeed(List.of(), scores.attainable());
        }
        Comparator<LexicalMatch> best = Comparator.comparingDouble(LexicalMatch::bm25)
                .reversed()
                .thenComparing(LexicalMatch::content)
                .thenComparing(LexicalMatch::id);
        List<LexicalMatch> scored = matches.stream()
                .map(m -> new LexicalMatch(m.id(), m.content(), scores.score(m.content())))
                .sorted(best)
                .toList();
        List<LexicalMatch> kept = scored.stream().limit(candidates).toList();
        Map<String, Candidate> state = new HashMap<>();
        reached(namespace, kept.stream().map(LexicalMatch::id).toList(), project, sessionId, at, filter)
                .forEach(r -> state.put(r.memory().id(), r));
        return new LexicalSeed(
                kept.stream()
                        .filter(m -> state.containsKey(m.id()))
                        .map(m -> state.get(m.id()).withBm25(m.bm25()))
                        .toList(),
                scores.attainable());
    }

    /**
     * The namespace's full-text matches visible to the recall, in the index's order: the first {@code firstRead}
     * hits, then eight times as many while fewer than {@code candidates} of them are visible and the index has more.
     */
    private List<LexicalMatch> lexicalMatches(
            String namespace,
            String project,
            LexicalQuery query,
            int candidates,
            Instant at,
            boolean cold,
            RecallFilter filter,
            int firstRead) {
        Map<String, Object> params = new HashMap<>(filter.parameters());
        params.put("namespace", namespace);
        params.put("project", project);
        params.put("query", query.lucene());
        params.put("at", zoned(at));
        params.put("cold", cold);
        int searched = firstRead;
        while (true) {
            params.put("searched", searched);
            Record r = statements.run(CypherQuery.RECALL_FULLTEXT_SEED, params).getFirst();
            List<LexicalMatch> matches = r.get("matches")
                    .asList(v -> new LexicalMatch(
                            v.get("id").asString(), v.get("content").asString(), 0));
            boolean indexExhausted = r.get("searched").asInt() < searched;
            if (matches.size() >= candidates || indexExhausted || searched >= MAX_LEXICAL_HITS) {
                return matches;
            }
            searched = (int) Math.min(MAX_LEXICAL_HITS, searched * 8L);
        }
    }

    /** A full-text match of the lexical seed, with its BM25 score once scored. */
    private record LexicalMatch(String id, String content, double bm25) {}

    /**
     * The cosine of a candidate's embedding to the query's, in double precision, in the primary channel and in each
     * further channel that holds a vector of it.
     */
    private static Similarity similarity(Value v, VectorSeedQuery query) {
        double primary = Cosine.similarity(query.embedding(), StoredEmbedding.floats(v.get("embedding")));
        Map<String, Double> channels = new HashMap<>();
        List<Value> vectors = v.get("channels").asList(value -> value);
        for (int i = 0; i < query.channels().size(); i++) {
            if (!vectors.get(i).isNull()) {
                ChannelProbe probe = query.channels().get(i);
                channels.put(
                        probe.channel().name(),
                        Cosine.similarity(probe.vector(), StoredEmbedding.floats(vectors.get(i))));
            }
        }
        return new Similarity(primary, channels);
    }

    /**
     * A further channel's seed: the {@code candidates} nearest memories visible to the recall by the channel's
     * indexes ({@link ChannelSeeds}).
     */
    public List<ChannelSeeds.Found> channelSeed(ChannelProbe probe, VectorSeedQuery query) {
        return ChannelSeeds.search(tx, probe, query);
    }

    static OptionalInt turns(Value value) {
        return value.isNull() ? OptionalInt.empty() : OptionalInt.of(Math.max(0, value.asInt()));
    }
}
