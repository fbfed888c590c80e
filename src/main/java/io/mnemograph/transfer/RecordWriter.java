package io.mnemograph.transfer;

import com.fasterxml.jackson.core.JsonGenerator;
import io.mnemograph.model.StoredMemory;
import io.mnemograph.transfer.ImportRows.FileChannel;
import java.io.IOException;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Writes the records of the export format ({@link ExportFormat}) as JSON objects, fields in the format's order and
 * values exactly as the graph holds them: integers as JSON integers, floats with their shortest exact decimal form
 * (so they read back to the same double), times in {@link FieldType#TIME_FORMAT}.
 */
final class RecordWriter {

    private RecordWriter() {}

    /**
     * The header: what the file is, the namespace, the embedding model its primary vectors come from and the model of
     * each further channel.
     */
    static void header(
            JsonGenerator g, String namespace, String model, int dimension, List<FileChannel> channels, boolean vectors)
            throws IOException {
        g.writeStartObject();
        g.writeStringField("type", ExportFormat.HEADER);
        g.writeStringField("format", ExportFormat.FORMAT);
        g.writeNumberField("version", ExportFormat.VERSION);
        g.writeStringField("namespace", namespace);
        g.writeStringField("embedding_model", model);
        g.writeNumberField("embedding_dimension", dimension);
        g.writeArrayFieldStart("channels");
        for (FileChannel channel : channels) {
            g.writeStartObject();
            g.writeStringField("name", channel.name());
            g.writeStringField("model", channel.model());
            g.writeNumberField("dimension", channel.dimension());
            g.writeStringField("fingerprint", channel.fingerprint());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeBooleanField("vectors", vectors);
        g.writeEndObject();
    }

    /**
     * One memory: its properties, tier (from its labels), embedding model and, when read, its vector and its vector
     * in each of {@code channels} (the header's) that it has. A vector property of no such channel is not written.
     */
    static void memory(
            JsonGenerator g,
            Map<String, Object> properties,
            List<String> labels,
            String model,
            int dimension,
            List<FileChannel> channels)
            throws IOException {
        g.writeStartObject();
        g.writeStringField("type", ExportFormat.MEMORY);
        g.writeStringField("id", (String) properties.get("id"));
        g.writeStringField("namespace", (String) properties.get("namespace"));
        g.writeStringField("tier", StoredMemory.tierOf(labels).wireName());
        fields(g, properties, ExportFormat.MEMORY_FIELDS);
        g.writeStringField("embedding_model", model);
        g.writeNumberField("embedding_dimension", dimension);
        Object embedding = properties.get("embedding");
        if (embedding != null) {
            g.writeFieldName("embedding");
            value(g, embedding, "embedding");
        }
        for (FileChannel channel : channels) {
            Object vector = properties.get(channel.vectorProperty());
            if (vector != null) {
                g.writeFieldName(channel.vectorProperty());
                value(g, vector, channel.vectorProperty());
            }
        }
        Map<String, Object> rest = new HashMap<>(properties);
        rest.keySet()
                .removeIf(name -> ExportFormat.VECTOR_PROPERTY.matcher(name).matches());
        extra(g, rest, ExportFormat.MEMORY_OWN, ExportFormat.MEMORY_FIELDS);
        g.writeEndObject();
    }

    /** One entity. */
    static void entity(JsonGenerator g, Map<String, Object> properties) throws IOException {
        node(g, ExportFormat.ENTITY, "key", properties, ExportFormat.ENTITY_FIELDS);
    }

    /** One session. */
    static void session(JsonGenerator g, Map<String, Object> properties) throws IOException {
        node(g, ExportFormat.SESSION, "id", properties, ExportFormat.SESSION_FIELDS);
    }

    /** The namespace's timeline of sessionless memories. */
    static void timeline(JsonGenerator g, Map<String, Object> properties) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", ExportFormat.TIMELINE);
        g.writeStringField("namespace", (String) properties.get("namespace"));
        fields(g, properties, ExportFormat.TIMELINE_FIELDS);
        extra(g, properties, Set.of("namespace"), ExportFormat.TIMELINE_FIELDS);
        g.writeEndObject();
    }

    /** One edge: its kind, its source memory id, its target (memory id, entity key or session id), properties. */
    static void edge(JsonGenerator g, String kind, String from, String to, Map<String, Object> properties)
            throws IOException {
        g.writeStartObject();
        g.writeStringField("type", ExportFormat.EDGE);
        g.writeStringField("edge", kind);
        g.writeStringField("from", from);
        g.writeStringField("to", to);
        fields(g, properties, ExportFormat.EDGE_FIELDS);
        extra(g, properties, Set.of(), ExportFormat.EDGE_FIELDS);
        g.writeEndObject();
    }

    /** The end record: how many records of each type the file holds, so a file cut short is detected. */
    static void end(JsonGenerator g, ExportCounts counts) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", ExportFormat.END);
        g.writeNumberField("memories", counts.memories());
        g.writeNumberField("entities", counts.entities());
        g.writeNumberField("sessions", counts.sessions());
        g.writeNumberField("edges", counts.edges());
        g.writeEndObject();
    }

    private static void node(
            JsonGenerator g, String type, String key, Map<String, Object> properties, Map<String, FieldType> fields)
            throws IOException {
        g.writeStartObject();
        g.writeStringField("type", type);
        g.writeStringField("namespace", (String) properties.get("namespace"));
        g.writeStringField(key, (String) properties.get(key));
        fields(g, properties, fields);
        extra(g, properties, Set.of("namespace", key), fields);
        g.writeEndObject();
    }

    private static void fields(JsonGenerator g, Map<String, Object> properties, Map<String, FieldType> fields)
            throws IOException {
        for (String name : fields.keySet()) {
            Object value = properties.get(name);
            if (value != null) {
                g.writeFieldName(name);
                value(g, value, name);
            }
        }
    }

    /** Properties the format does not name, sorted by name, times tagged {@code {"datetime": ...}}. */
    private static void extra(
            JsonGenerator g, Map<String, Object> properties, Set<String> own, Map<String, FieldType> fields)
            throws IOException {
        Map<String, Object> extra = new TreeMap<>();
        properties.forEach((name, value) -> {
            if (value != null && !own.contains(name) && !fields.containsKey(name)) {
                extra.put(name, value);
            }
        });
        if (extra.isEmpty()) {
            return;
        }
        g.writeObjectFieldStart(ExportFormat.EXTRA);
        for (Map.Entry<String, Object> entry : extra.entrySet()) {
            g.writeFieldName(entry.getKey());
            if (entry.getValue() instanceof ZonedDateTime time) {
                g.writeStartObject();
                g.writeStringField("datetime", FieldType.TIME_FORMAT.format(time));
                g.writeEndObject();
            } else {
                value(g, entry.getValue(), entry.getKey());
            }
        }
        g.writeEndObject();
    }

    private static void value(JsonGenerator g, Object value, String name) throws IOException {
        switch (value) {
            case String s -> g.writeString(s);
            case Long l -> g.writeNumber(l);
            case Double d -> g.writeNumber(d);
            case Boolean b -> g.writeBoolean(b);
            case ZonedDateTime time -> g.writeString(FieldType.TIME_FORMAT.format(time));
            case List<?> list -> {
                g.writeStartArray();
                for (Object element : list) {
                    value(g, element, name);
                }
                g.writeEndArray();
            }
            default ->
                throw new IllegalStateException("property " + name + " holds a "
                        + value.getClass().getName() + ", which the export format cannot hold (docs/export.md)");
        }
    }
}
