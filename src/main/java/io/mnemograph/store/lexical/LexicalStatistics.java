package io.mnemograph.store.lexical;

import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.lexical.LexicalScores.NamespaceSample;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.neo4j.driver.Record;

/**
 * The BM25 statistics of each namespace's lexical seed, kept between recalls while the namespace's content stays the
 * same: a namespace's memory count, sample and term counts are read from the database once per content version
 * (docs/decisions/0014-namespace-local-lexical-scores.md, "Cost").
 *
 * <p>Implementation notes: every write that adds, changes or removes a memory's content sets a new random content
 * version on the namespace's write lock, under that lock (namespace/content-changed.cypher, lifecycle/expire.cypher);
 * a recall reads the version first, then the statistics it lacks, so statistics kept under a version never describe
 * content older than it (a write committed between the two reads is in them, and the next recall finds its new
 * version). A namespace without a write lock has never been written to and gets no entry. Writes by other instances
 * on the same database change the version as well. At most {@value #NAMESPACES} namespaces are kept, the least
 * recently recalled dropped first, each with at most about {@value #TERMS} term counts. Thread-safe.
 */
public final class LexicalStatistics {

    /** The most namespaces whose statistics are kept. */
    static final int NAMESPACES = 256;

    /** The most term counts kept per namespace and content version; further terms are counted for each recall. */
    static final int TERMS = 10_000;

    /** Runs a statement of the recall's transaction. */
    public interface Statements extends BiFunction<CypherQuery, Map<String, Object>, List<Record>> {}

    private record Kept(String version, NamespaceSample namespace, Map<String, Long> counted) {}

    private final Map<String, Kept> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Kept> eldest) {
            return size() > NAMESPACES;
        }
    };

    /** The scores of {@code query} in {@code namespace}, reading through {@code run} only what is not kept. */
    public LexicalScores scores(String namespace, LexicalQuery query, Statements run) {
        String version = run.apply(CypherQuery.RECALL_CONTENT_VERSION, Map.of("namespace", namespace))
                .getFirst()
                .get("version")
                .asString(null);
        Kept entry = version == null ? null : current(namespace, version);
        if (entry == null) {
            entry = new Kept(
                    version,
                    NamespaceSample.of(run.apply(
                                    CypherQuery.RECALL_NAMESPACE_LEXICAL_STATISTICS,
                                    LexicalScores.namespaceParameters(namespace))
                            .getFirst()),
                    new ConcurrentHashMap<>());
            if (version != null) {
                keep(namespace, entry);
            }
        }
        Map<String, Long> counted = new HashMap<>();
        for (String term : query.words().keySet()) {
            Long known = entry.counted().get(term);
            if (known != null) {
                counted.put(term, known);
            }
        }
        if (counted.size() < query.words().size()) {
            for (Record r : run.apply(
                    CypherQuery.RECALL_TERM_FREQUENCIES, LexicalScores.termParameters(query, counted.keySet()))) {
                counted.put(r.get("term").asString(), r.get("memories").asLong());
            }
            if (entry.counted().size() < TERMS) {
                entry.counted().putAll(counted);
            }
        }
        return LexicalScores.of(query, entry.namespace(), counted);
    }

    private synchronized Kept current(String namespace, String version) {
        Kept entry = kept.get(namespace);
        return entry != null && entry.version().equals(version) ? entry : null;
    }

    private synchronized void keep(String namespace, Kept entry) {
        kept.put(namespace, entry);
    }

    /** How many namespaces' statistics are kept. */
    synchronized int size() {
        return kept.size();
    }
}
