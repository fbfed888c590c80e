package io.mnemograph.store.lifecycle;

import static io.mnemograph.store.cypher.CypherValues.zoned;

import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.TransactionStatements;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;

/** The consolidation sweep's operations inside one transaction: its lock, its candidates, promotion and cooling. */
public final class LifecycleTransaction {

    private final TransactionContext tx;
    private final CypherLibrary cypher;
    private final TransactionStatements statements;

    public LifecycleTransaction(TransactionContext tx, CypherLibrary cypher) {
        this.tx = tx;
        this.cypher = cypher;
        this.statements = new TransactionStatements(tx, cypher);
    }

    /** Every namespace that holds memories. */
    public List<String> namespaces() {
        return statements.run(CypherQuery.LIFECYCLE_NAMESPACES, Map.of()).stream()
                .map(r -> r.get("namespace").asString())
                .toList();
    }

    /** Takes the namespace's sweep lock for {@code owner} until {@code expiresAt}, unless a live sweep holds it. */
    public SweepLock acquireSweepLock(
            String namespace, String owner, Instant now, Instant expiresAt, String goneHolder) {
        Map<String, Object> params = new HashMap<>(
                Map.of("namespace", namespace, "owner", owner, "now", zoned(now), "expires_at", zoned(expiresAt)));
        params.put("gone_holder", goneHolder);
        Record r = statements.run(CypherQuery.LIFECYCLE_ACQUIRE_LOCK, params).getFirst();
        return new SweepLock(
                r.get("acquired").asBoolean(),
                r.get("holder").asString(null),
                r.get("held_until").isNull() ? null : r.get("held_until").asZonedDateTime(),
                r.get("taken_over_from").asString(null));
    }

    /** Pushes the expiry of {@code owner}'s sweep lock to {@code expiresAt}; false when it no longer holds it. */
    public boolean renewSweepLock(String namespace, String owner, Instant expiresAt) {
        return statements
                        .run(
                                CypherQuery.LIFECYCLE_RENEW_LOCK,
                                Map.of("namespace", namespace, "owner", owner, "expires_at", zoned(expiresAt)))
                        .getFirst()
                        .get("renewed")
                        .asLong()
                > 0;
    }

    /** Releases {@code owner}'s sweep lock; false when it no longer held it. */
    public boolean releaseSweepLock(String namespace, String owner, Instant now) {
        return statements
                        .run(
                                CypherQuery.LIFECYCLE_RELEASE_LOCK,
                                Map.of("namespace", namespace, "owner", owner, "now", zoned(now)))
                        .getFirst()
                        .get("released")
                        .asLong()
                > 0;
    }

    /**
     * Up to {@code limit} hot memories (core included) of the namespace that existed at {@code at}, with ids after
     * {@code after}, in id order.
     */
    public List<LifecycleCandidate> lifecycleCandidates(String namespace, Instant at, String after, int limit) {
        return statements
                .run(
                        CypherQuery.LIFECYCLE_CANDIDATES,
                        Map.of("namespace", namespace, "at", zoned(at), "after", after, "batch", limit))
                .stream()
                .map(LifecycleCandidate::from)
                .toList();
    }

    /**
     * Promotes the memories to core unless they changed since they were read; returns how many it promoted, by rule
     * name ({@link Promotion#ruleName()}).
     */
    public Map<String, Long> promote(String namespace, Instant at, List<Promotion> promotions) {
        if (promotions.isEmpty()) {
            return Map.of();
        }
        List<Map<String, Object>> rows = promotions.stream()
                .map(p -> Map.<String, Object>of(
                        "id",
                        p.memory().id(),
                        "rule",
                        p.ruleName(),
                        "access_count",
                        p.memory().accessCount(),
                        "last_accessed_at",
                        p.memory().lastAccessedAt()))
                .toList();
        Map<String, Long> promoted = new HashMap<>();
        NamespaceWriteLock.take(tx, cypher, List.of(namespace));
        for (Record r : statements.run(
                CypherQuery.LIFECYCLE_PROMOTE, Map.of("namespace", namespace, "at", zoned(at), "rows", rows))) {
            promoted.merge(r.get("rule").asString(), r.get("promoted").asLong(), Long::sum);
        }
        return promoted;
    }

    /** Moves the memories to cold storage unless they changed since they were read; returns how many it cooled. */
    public long cool(String namespace, Instant at, List<LifecycleCandidate> memories) {
        if (memories.isEmpty()) {
            return 0;
        }
        List<Map<String, Object>> rows = memories.stream()
                .map(m -> Map.<String, Object>of(
                        "id",
                        m.id(),
                        "core",
                        m.core(),
                        "access_count",
                        m.accessCount(),
                        "last_accessed_at",
                        m.lastAccessedAt()))
                .toList();
        NamespaceWriteLock.take(tx, cypher, List.of(namespace));
        return statements
                .run(CypherQuery.LIFECYCLE_COOL, Map.of("namespace", namespace, "at", zoned(at), "rows", rows))
                .getFirst()
                .get("cooled")
                .asLong();
    }
}
