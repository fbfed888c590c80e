package io.mnemograph.transfer;

import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.transfer.ImportRows.EdgeRow;
import io.mnemograph.transfer.ImportRows.MemoryRow;
import io.mnemograph.transfer.ImportRows.NodeRow;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.neo4j.driver.Record;
import org.neo4j.driver.exceptions.ClientException;

/**
 * Writes one {@link ImportBatch} in one transaction: memories with their vector in every configured channel (the
 * file's when it has one from the same model, else computed first with the configured model of that channel), then
 * entities, sessions, the timeline and edges, all merged on their keys so that writing a batch twice changes nothing. A memory
 * id that belongs to another namespace, or an edge whose end the namespace does not hold, fails the whole batch with
 * the line at fault: nothing of the batch is written.
 */
@Singleton
final class BatchWriter {

    /** Neo4j's status code for a write a uniqueness constraint refused. */
    private static final String CONSTRAINT_FAILED = "Neo.ClientError.Schema.ConstraintValidationFailed";

    private final TransferStore store;
    private final EmbeddingChannels channels;

    BatchWriter(TransferStore store, EmbeddingChannels channels) {
        this.store = store;
        this.channels = channels;
    }

    /**
     * Writes {@code batch} into {@code namespace}; returns how many memories it embedded (in any channel).
     * {@code reusable}: the further channels whose vectors in the file come from the configured model of the same
     * name (the others are computed again). {@code committedLines} is what the import has committed before, for the
     * failure message.
     */
    long write(ImportBatch batch, String namespace, Set<String> reusable, long committedLines) {
        Map<String, double[]> computed = embedMissing(
                batch.memories.stream().filter(m -> m.embedding() == null).toList(),
                namespace,
                "embedding",
                channels.primary());
        Set<String> embedded = new HashSet<>(computed.keySet());
        Map<EmbeddingChannel, Map<String, double[]>> further = new HashMap<>();
        for (EmbeddingChannel channel : channels.further()) {
            String property = channel.vectorProperty();
            List<MemoryRow> missing = batch.memories.stream()
                    .filter(m ->
                            !reusable.contains(channel.name()) || !m.channels().containsKey(property))
                    .toList();
            Map<String, double[]> vectors = embedMissing(missing, namespace, property, channel.provider());
            further.put(channel, vectors);
            embedded.addAll(vectors.keySet());
        }
        List<String> properties = channels.further().stream()
                .map(EmbeddingChannel::vectorProperty)
                .toList();
        List<Map<String, Object>> memoryRows = memoryRows(batch.memories, computed, further, reusable);
        try {
            store.write(tx -> {
                tx.lockToChangeContent(namespace);
                checkIds(tx, batch.memories, namespace, committedLines);
                tx.run(TransferQuery.IMPORT_MEMORIES, Map.of("channels", properties, "rows", memoryRows));
                tx.run(TransferQuery.IMPORT_ENTITIES, Map.of("namespace", namespace, "rows", nodeRows(batch.entities)));
                tx.run(TransferQuery.IMPORT_SESSIONS, Map.of("namespace", namespace, "rows", nodeRows(batch.sessions)));
                tx.run(
                        TransferQuery.IMPORT_TIMELINE,
                        Map.of("namespace", namespace, "rows", nodeRows(batch.timelines)));
                edges(tx, batch.edges, namespace, committedLines);
                return null;
            });
        } catch (ClientException e) {
            long first = committedLines + 1;
            throw new ImportFailure(
                    first,
                    "the batch starting here could not be written: " + e.getMessage()
                            + (CONSTRAINT_FAILED.equals(e.code())
                                    ? " (a memory's idempotency key is already another memory's in namespace "
                                            + namespace + ")"
                                    : ""),
                    committedLines);
        }
        return embedded.size();
    }

    /**
     * Vectors in {@code property} for the {@code missing} memories, which the file has none for (from this model):
     * kept from the database when it holds the memory with the same content and a vector there (a second import of
     * the file computes nothing), else computed with {@code model}.
     */
    private Map<String, double[]> embedMissing(
            List<MemoryRow> missing, String namespace, String property, EmbeddingProvider model) {
        if (missing.isEmpty()) {
            return Map.of();
        }
        List<Map<String, Object>> rows = missing.stream()
                .map(m -> Map.<String, Object>of("id", m.id(), "content", m.content()))
                .toList();
        Set<String> stored = store
                .read(
                        TransferQuery.IMPORT_STORED_EMBEDDINGS,
                        Map.of("namespace", namespace, "property", property, "rows", rows))
                .stream()
                .map(r -> r.get("id").asString())
                .collect(Collectors.toSet());
        List<MemoryRow> toEmbed =
                missing.stream().filter(m -> !stored.contains(m.id())).toList();
        if (toEmbed.isEmpty()) {
            return Map.of();
        }
        List<float[]> vectors =
                model.embedAll(toEmbed.stream().map(MemoryRow::content).toList());
        Map<String, double[]> computed = new HashMap<>();
        for (int i = 0; i < toEmbed.size(); i++) {
            float[] vector = vectors.get(i);
            double[] values = new double[vector.length];
            for (int j = 0; j < vector.length; j++) {
                values[j] = vector[j];
            }
            computed.put(toEmbed.get(i).id(), values);
        }
        return computed;
    }

    private static void checkIds(
            TransferStore.Statements tx, List<MemoryRow> memories, String namespace, long committedLines) {
        if (memories.isEmpty()) {
            return;
        }
        List<Record> foreign = tx.run(
                TransferQuery.IMPORT_FOREIGN_IDS,
                Map.of(
                        "namespace",
                        namespace,
                        "ids",
                        memories.stream().map(MemoryRow::id).toList()));
        if (!foreign.isEmpty()) {
            String id = foreign.getFirst().get("id").asString();
            long line = memories.stream()
                    .filter(m -> m.id().equals(id))
                    .findFirst()
                    .orElseThrow()
                    .line();
            throw new ImportFailure(
                    line,
                    "memory " + id + " belongs to another namespace of this database. Memory "
                            + "ids are unique across a database, so it is neither overwritten nor moved: import the file into "
                            + "the namespace it came from, or into another database",
                    committedLines);
        }
    }

    /**
     * The rows of import/memories.cypher: each memory's primary vector, and its vector in each further channel, by
     * property: the file's when the channel is {@code reusable}, else the one computed (none: the database's is kept).
     */
    private static List<Map<String, Object>> memoryRows(
            List<MemoryRow> memories,
            Map<String, double[]> computed,
            Map<EmbeddingChannel, Map<String, double[]>> further,
            Set<String> reusable) {
        List<Map<String, Object>> rows = new ArrayList<>(memories.size());
        for (MemoryRow m : memories) {
            Map<String, Object> row = new HashMap<>();
            row.put("id", m.id());
            row.put("labels", m.labels());
            row.put("embedding", m.embedding() != null ? m.embedding() : computed.get(m.id()));
            Map<String, double[]> vectors = new HashMap<>();
            further.forEach((channel, computedThere) -> {
                String property = channel.vectorProperty();
                double[] vector = reusable.contains(channel.name())
                        ? m.channels().getOrDefault(property, computedThere.get(m.id()))
                        : computedThere.get(m.id());
                if (vector != null) {
                    vectors.put(property, vector);
                }
            });
            row.put("channels", vectors);
            row.put("properties", m.properties());
            rows.add(row);
        }
        return rows;
    }

    private static List<Map<String, Object>> nodeRows(List<NodeRow> nodes) {
        return nodes.stream()
                .map(n -> Map.<String, Object>of("key", n.key(), "id", n.key(), "properties", n.properties()))
                .toList();
    }

    /** Writes the edges by the kind of node they point to; a line not written names an end that is missing. */
    private static void edges(TransferStore.Statements tx, List<EdgeRow> edges, String namespace, long committedLines) {
        Map<EdgeKind.Target, TransferQuery> queries = Map.of(
                EdgeKind.Target.MEMORY,
                TransferQuery.IMPORT_MEMORY_EDGES,
                EdgeKind.Target.ENTITY,
                TransferQuery.IMPORT_MENTIONS,
                EdgeKind.Target.SESSION,
                TransferQuery.IMPORT_IN_SESSION);
        for (EdgeKind.Target target : EdgeKind.Target.values()) {
            List<EdgeRow> group =
                    edges.stream().filter(e -> e.kind().target() == target).toList();
            if (group.isEmpty()) {
                continue;
            }
            List<Map<String, Object>> rows = group.stream()
                    .map(e -> Map.<String, Object>of(
                            "line",
                            e.line(),
                            "edge",
                            e.kind().name(),
                            "source",
                            e.from(),
                            "target",
                            e.to(),
                            "properties",
                            e.properties()))
                    .toList();
            Set<Long> written = new HashSet<>();
            tx.run(queries.get(target), Map.of("namespace", namespace, "rows", rows))
                    .forEach(r -> written.add(r.get("line").asLong()));
            for (EdgeRow e : group) {
                if (!written.contains(e.line())) {
                    throw new ImportFailure(
                            e.line(),
                            e.kind() + " edge from " + e.from() + " to " + e.to()
                                    + ": namespace " + namespace + " holds no memory " + e.from() + " or no "
                                    + target.name().toLowerCase(java.util.Locale.ROOT) + " " + e.to()
                                    + " (nodes must come before their edges in the file)",
                            committedLines);
                }
            }
        }
    }
}
