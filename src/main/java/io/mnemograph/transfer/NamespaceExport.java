package io.mnemograph.transfer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.mnemograph.transfer.ImportRows.FileChannel;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * One export of a namespace, read page by page: each {@link #next()} reads one page of records in one short
 * transaction and returns its JSON lines, so memory stays bounded whatever the namespace's size. The order is fixed
 * (header, memories by id, entities by key, sessions by id, the timeline, edges by source id, kind and target, end),
 * so two exports of the same data are byte for byte the same.
 *
 * <p>Each page is its own transaction, so an export taken while the service writes is not a copy of one instant: a
 * memory stored after its page was read is not in it. The file is consistent all the same: an edge is written only
 * when both its ends were (the ids of the records written are kept for that, about 100 bytes a record), so an edge of
 * a memory, entity or session stored during the export never points out of the file (issue 46: 4 of 138 exports
 * taken while a batch committed held such edges, which the import refused). Export a quiet namespace for an exact
 * copy.
 */
public final class NamespaceExport {

    private static final JsonFactory JSON = new JsonFactory();

    private enum Phase {
        HEADER,
        MEMORIES,
        ENTITIES,
        SESSIONS,
        TIMELINE,
        EDGES,
        END,
        DONE
    }

    private final TransferStore store;
    private final String namespace;
    private final boolean vectors;
    private final String model;
    private final int dimension;
    private final List<FileChannel> channels;
    private final int pageSize;

    private Phase phase = Phase.HEADER;
    private String after = "";
    private long memories;
    private long entities;
    private long sessions;
    private long edges;
    private final Map<EdgeKind.Target, Set<String>> exported = new EnumMap<>(Map.of(
            EdgeKind.Target.MEMORY, new HashSet<>(),
            EdgeKind.Target.ENTITY, new HashSet<>(),
            EdgeKind.Target.SESSION, new HashSet<>()));

    NamespaceExport(
            TransferStore store,
            String namespace,
            boolean vectors,
            String model,
            int dimension,
            List<FileChannel> channels,
            int pageSize) {
        this.store = store;
        this.namespace = namespace;
        this.vectors = vectors;
        this.model = model;
        this.dimension = dimension;
        this.channels = List.copyOf(channels);
        this.pageSize = pageSize;
    }

    /** The next lines of the file (each ending in a newline), or null once the end line was returned. */
    public String next() {
        StringWriter text = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(text)) {
            g.setRootValueSeparator(null);
            while (text.getBuffer().isEmpty() && phase != Phase.DONE) {
                page(g);
                g.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return phase == Phase.DONE && text.getBuffer().isEmpty() ? null : text.toString();
    }

    /** How many records of each type were returned so far. */
    public ExportCounts written() {
        return new ExportCounts(memories, entities, sessions, edges);
    }

    /** Writes one page of the current phase (possibly nothing, when a phase ends) and moves on. */
    private void page(JsonGenerator g) throws IOException {
        switch (phase) {
            case HEADER -> {
                RecordWriter.header(g, namespace, model, dimension, channels, vectors);
                line(g);
                next(Phase.MEMORIES);
            }
            case MEMORIES -> {
                List<Record> rows = rows(TransferQuery.EXPORT_MEMORIES, Map.of("vectors", vectors));
                for (Record row : rows) {
                    RecordWriter.memory(
                            g, properties(row), row.get("labels").asList(Value::asString), model, dimension, channels);
                    line(g);
                    memories++;
                    exported.get(EdgeKind.Target.MEMORY).add(row.get("id").asString());
                }
                advance(rows, "id", Phase.ENTITIES);
            }
            case ENTITIES -> {
                List<Record> rows = rows(TransferQuery.EXPORT_ENTITIES, Map.of());
                for (Record row : rows) {
                    RecordWriter.entity(g, row.get("properties").asMap());
                    line(g);
                    entities++;
                    exported.get(EdgeKind.Target.ENTITY).add(row.get("key").asString());
                }
                advance(rows, "key", Phase.SESSIONS);
            }
            case SESSIONS -> {
                List<Record> rows = rows(TransferQuery.EXPORT_SESSIONS, Map.of());
                for (Record row : rows) {
                    RecordWriter.session(g, row.get("properties").asMap());
                    line(g);
                    sessions++;
                    exported.get(EdgeKind.Target.SESSION).add(row.get("id").asString());
                }
                advance(rows, "id", Phase.TIMELINE);
            }
            case TIMELINE -> {
                for (Record row : rows(TransferQuery.EXPORT_TIMELINE, Map.of())) {
                    RecordWriter.timeline(g, row.get("properties").asMap());
                    line(g);
                }
                next(Phase.EDGES);
            }
            case EDGES -> {
                List<Record> rows = rows(TransferQuery.EXPORT_EDGES, Map.of());
                for (Record row : rows) {
                    if (!row.get("edge").isNull() && bothEndsExported(row)) {
                        RecordWriter.edge(
                                g,
                                row.get("edge").asString(),
                                row.get("source").asString(),
                                row.get("target").asString(),
                                row.get("properties").asMap());
                        line(g);
                        edges++;
                    }
                }
                advance(rows, "source", Phase.END);
            }
            case END -> {
                RecordWriter.end(g, written());
                line(g);
                next(Phase.DONE);
            }
            case DONE -> {}
        }
    }

    /** A memory row's properties, from the lists of their names and values (export/memories.cypher). */
    private static Map<String, Object> properties(Record row) {
        List<String> names = row.get("names").asList(Value::asString);
        List<Object> values = row.get("values").asList(Value::asObject);
        Map<String, Object> properties = new java.util.HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            properties.put(names.get(i), values.get(i));
        }
        return properties;
    }

    /** Whether the edge of {@code row} joins two records this export wrote (one stored meanwhile may not be). */
    private boolean bothEndsExported(Record row) {
        EdgeKind kind = EdgeKind.parse(row.get("edge").asString());
        return exported.get(EdgeKind.Target.MEMORY).contains(row.get("source").asString())
                && exported.get(kind.target()).contains(row.get("target").asString());
    }

    private List<Record> rows(TransferQuery query, Map<String, Object> extra) {
        Map<String, Object> params = new java.util.HashMap<>(extra);
        params.put("namespace", namespace);
        params.put("after", after);
        params.put("limit", pageSize);
        return store.read(query, params);
    }

    /**
     * Keyset paging: the next page starts after the last key of this one. The edge query yields one row per memory
     * of its page at least, so a page with fewer distinct keys than the page size is the last.
     */
    private void advance(List<Record> rows, String key, Phase following) {
        if (rows.isEmpty()) {
            next(following);
            return;
        }
        after = rows.getLast().get(key).asString();
        long distinct = rows.stream().map(r -> r.get(key).asString()).distinct().count();
        if (distinct < pageSize) {
            next(following);
        }
    }

    private void next(Phase following) {
        phase = following;
        after = "";
    }

    private static void line(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }
}
