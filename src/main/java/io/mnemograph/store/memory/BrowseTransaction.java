package io.mnemograph.store.memory;

import io.mnemograph.model.MemoryLinks;
import io.mnemograph.model.MemoryListQuery;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.store.cypher.CypherLibrary;
import io.mnemograph.store.cypher.CypherQuery;
import io.mnemograph.store.cypher.TransactionStatements;
import io.mnemograph.store.namespace.NamespaceWriteLock;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/** Browsing and managing inside one transaction: list a namespace's memories, read and remove their links. */
public final class BrowseTransaction {

    /** The lower bound of {@code created_at} when a listing has none: before any memory. */
    private static final ZonedDateTime BEFORE_ANY_MEMORY =
            ZonedDateTime.of(-999_999_999, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);

    private final TransactionContext tx;
    private final CypherLibrary cypher;
    private final TransactionStatements statements;

    public BrowseTransaction(TransactionContext tx, CypherLibrary cypher) {
        this.tx = tx;
        this.cypher = cypher;
        this.statements = new TransactionStatements(tx, cypher);
    }

    /** Up to {@code limit + 1} memories of the page {@code query} names (an extra one means a next page exists). */
    public List<StoredMemory> list(MemoryListQuery query) {
        ZonedDateTime afterAt = query.after() == null ? null : query.after().createdAt();
        ZonedDateTime from = BEFORE_ANY_MEMORY;
        if (query.createdAfter() != null) {
            from = query.createdAfter();
        }
        if (afterAt != null && afterAt.toInstant().isAfter(from.toInstant())) {
            from = afterAt;
        }
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", query.namespace());
        params.put("from", from);
        params.put("created_after", query.createdAfter());
        params.put("after_at", afterAt);
        params.put("after_id", query.after() == null ? null : query.after().id());
        params.put("tier", query.tier() == null ? null : query.tier().wireName());
        params.put("kind", query.kind());
        params.put("session_id", query.sessionId());
        params.put("limit", query.limit());
        return statements.run(CypherQuery.MEMORY_LIST, params).stream()
                .map(r -> MemoryProjection.read(r.get("memory")))
                .toList();
    }

    /** The links of memory {@code id} ({@code limit} of each kind at most); empty when it is not in the namespace. */
    public Optional<MemoryLinks> links(String namespace, String id, int limit) {
        return statements
                .run(CypherQuery.ASSOCIATION_OF_MEMORY, Map.of("namespace", namespace, "id", id, "limit", limit))
                .stream()
                .findFirst()
                .map(r -> new MemoryLinks(
                        r.get("associations").asList(BrowseTransaction::link),
                        r.get("association_count").asLong(),
                        r.get("entities")
                                .asList(v -> new MemoryLinks.MentionedEntity(
                                        v.get("key").asString(),
                                        v.get("name").asString(null),
                                        v.get("kind").asString(null),
                                        v.get("memories").asLong())),
                        r.get("entity_count").asLong()));
    }

    /** Removes the association of {@code kind} from {@code source} to {@code target}; false when there was none. */
    public boolean removeAssociation(String namespace, String source, String target, String kind) {
        NamespaceWriteLock.take(tx, cypher, List.of(namespace));
        return statements
                        .run(
                                CypherQuery.ASSOCIATION_DELETE,
                                Map.of("namespace", namespace, "source", source, "target", target, "kind", kind))
                        .getFirst()
                        .get("deleted")
                        .asLong()
                > 0;
    }

    private static MemoryLinks.Link link(Value v) {
        Set<String> labels = Set.copyOf(v.get("labels").asList(Value::asString));
        return new MemoryLinks.Link(
                v.get("id").asString(),
                v.get("content").asString(),
                StoredMemory.tierOf(labels).wireName(),
                v.get("direction").asString(),
                v.get("kind").asString(null),
                v.get("weight").asDouble(0),
                time(v.get("created_at")),
                time(v.get("last_co_retrieval")));
    }

    private static ZonedDateTime time(Value value) {
        return value.isNull() ? null : value.asZonedDateTime();
    }
}
