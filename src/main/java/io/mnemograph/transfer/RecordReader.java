package io.mnemograph.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import io.mnemograph.core.Scope;
import io.mnemograph.core.Tier;
import io.mnemograph.store.memory.VisibilityKey;
import io.mnemograph.store.namespace.NamespaceToken;
import io.mnemograph.transfer.ImportRows.EdgeRow;
import io.mnemograph.transfer.ImportRows.FileChannel;
import io.mnemograph.transfer.ImportRows.Header;
import io.mnemograph.transfer.ImportRows.MemoryRow;
import io.mnemograph.transfer.ImportRows.NodeRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the records of an export file ({@link ExportFormat}) into the rows import writes, checking each field's type
 * and that every record belongs to the file's namespace. Any fault is a {@link BadRecord} naming the field.
 */
final class RecordReader {

    /** Property names import sets itself, which {@code extra} must not hold. */
    private static final Set<String> RESERVED =
            Set.of("id", "namespace", "key", "visibility", NamespaceToken.PROPERTY, "embedding");

    private final Header header;
    private final String namespace;

    /** Reads the records of a file with {@code header} into {@code namespace} (the header's, or another). */
    RecordReader(Header header, String namespace) {
        this.header = header;
        this.namespace = namespace;
    }

    /** The header, which must be the file's first record. */
    static Header header(JsonNode record) {
        if (!ExportFormat.HEADER.equals(type(record))) {
            throw new BadRecord(
                    "type",
                    "the first line must be the header ({\"type\": \"header\", \"format\": \"" + ExportFormat.FORMAT
                            + "\", ...}): is this a mnemograph export?");
        }
        allowOnly(
                record,
                Set.of(
                        "type",
                        "format",
                        "version",
                        "namespace",
                        "embedding_model",
                        "embedding_dimension",
                        "channels",
                        "vectors"));
        if (!ExportFormat.FORMAT.equals(required(record, "format", FieldType.STRING))) {
            throw new BadRecord("format", "must be " + ExportFormat.FORMAT);
        }
        long version = (Long) required(record, "version", FieldType.INTEGER);
        if (version < ExportFormat.OLDEST_READ || version > ExportFormat.VERSION) {
            throw new BadRecord(
                    "version",
                    "is " + version + ", but this mnemograph reads format versions " + ExportFormat.OLDEST_READ + " to "
                            + ExportFormat.VERSION + " only");
        }
        long dimension = (Long) required(record, "embedding_dimension", FieldType.INTEGER);
        if (dimension < 1) {
            throw new BadRecord("embedding_dimension", "must be positive");
        }
        return new Header(
                (int) version,
                (String) required(record, "namespace", FieldType.STRING),
                (String) required(record, "embedding_model", FieldType.STRING),
                (int) dimension,
                version >= ExportFormat.CHANNELS_SINCE ? channels(record) : List.of(),
                (Boolean) required(record, "vectors", FieldType.BOOLEAN));
    }

    /** The header's further channels: each {@code {name, model, dimension, fingerprint}}, no name twice. */
    private static List<FileChannel> channels(JsonNode header) {
        JsonNode list = header.get("channels");
        if (list == null || !list.isArray()) {
            throw new BadRecord("channels", "must be an array of {name, model, dimension, fingerprint}");
        }
        List<FileChannel> channels = new ArrayList<>();
        for (JsonNode channel : list) {
            String field = "channels[" + channels.size() + "]";
            if (!channel.isObject()) {
                throw new BadRecord(field, "must be an object {name, model, dimension, fingerprint}");
            }
            allowOnly(channel, Set.of("name", "model", "dimension", "fingerprint"));
            String name = (String) required(channel, "name", FieldType.STRING);
            if (!ExportFormat.VECTOR_PROPERTY.matcher("embedding_" + name).matches()) {
                throw new BadRecord(field + ".name", "must be 1 to 16 lower-case letters");
            }
            if (channels.stream().anyMatch(c -> c.name().equals(name))) {
                throw new BadRecord(field + ".name", "names the channel " + name + " twice");
            }
            long dimension = (Long) required(channel, "dimension", FieldType.INTEGER);
            if (dimension < 1) {
                throw new BadRecord(field + ".dimension", "must be positive");
            }
            channels.add(new FileChannel(
                    name, (String) required(channel, "model", FieldType.STRING), (int) dimension, (String)
                            required(channel, "fingerprint", FieldType.STRING)));
        }
        return List.copyOf(channels);
    }

    /** The record's {@code type}, or null when it has none. */
    static String type(JsonNode record) {
        JsonNode type = record.get("type");
        return type != null && type.isTextual() ? type.textValue() : null;
    }

    MemoryRow memory(JsonNode record, long line) {
        Set<String> allowed = new java.util.HashSet<>(ExportFormat.MEMORY_FIELDS.keySet());
        allowed.addAll(Set.of(
                "type",
                "id",
                "namespace",
                "tier",
                "embedding_model",
                "embedding_dimension",
                "embedding",
                ExportFormat.EXTRA));
        header.channels().forEach(channel -> allowed.add(channel.vectorProperty()));
        allowOnly(record, allowed);
        String id = key(record, "id");
        checkNamespace(record);
        Tier tier = tier((String) required(record, "tier", FieldType.STRING));
        Map<String, Object> properties = properties(record, ExportFormat.MEMORY_FIELDS, ExportFormat.MEMORY_REQUIRED);
        if (properties
                        .keySet()
                        .removeIf(name ->
                                ExportFormat.VECTOR_PROPERTY.matcher(name).matches())
                && header.version() >= ExportFormat.CHANNELS_SINCE) {
            throw new BadRecord(ExportFormat.EXTRA, "must not hold a vector: each channel's is a field of its own");
        }
        String content = (String) properties.get("content");
        if (content.isBlank()) {
            throw new BadRecord("content", "must not be blank");
        }
        Scope scope = scope((String) properties.get("scope"));
        properties.put("scope", scope.wireName());
        properties.put("id", id);
        properties.put("namespace", namespace);
        properties.put("visibility", VisibilityKey.of(namespace, scope.wireName(), (String) properties.get("project")));
        properties.put(NamespaceToken.PROPERTY, NamespaceToken.of(namespace));
        return new MemoryRow(line, id, content, labels(tier), embedding(record), channelVectors(record), properties);
    }

    NodeRow entity(JsonNode record, long line) {
        return node(record, line, "key", ExportFormat.ENTITY_FIELDS);
    }

    NodeRow session(JsonNode record, long line) {
        return node(record, line, "id", ExportFormat.SESSION_FIELDS);
    }

    /** The namespace's timeline: its row's key is the namespace. */
    NodeRow timeline(JsonNode record, long line) {
        Set<String> allowed = new java.util.HashSet<>(ExportFormat.TIMELINE_FIELDS.keySet());
        allowed.addAll(Set.of("type", "namespace", ExportFormat.EXTRA));
        allowOnly(record, allowed);
        checkNamespace(record);
        Map<String, Object> properties =
                properties(record, ExportFormat.TIMELINE_FIELDS, ExportFormat.TIMELINE_FIELDS.keySet());
        properties.put("namespace", namespace);
        return new NodeRow(line, namespace, properties);
    }

    EdgeRow edge(JsonNode record, long line) {
        Set<String> allowed = new java.util.HashSet<>(ExportFormat.EDGE_FIELDS.keySet());
        allowed.addAll(Set.of("type", "edge", "from", "to", ExportFormat.EXTRA));
        allowOnly(record, allowed);
        EdgeKind kind = EdgeKind.parse((String) required(record, "edge", FieldType.STRING));
        return new EdgeRow(
                line,
                kind,
                key(record, "from"),
                key(record, "to"),
                properties(record, ExportFormat.EDGE_FIELDS, Set.of()));
    }

    /** The counts the end record announces. */
    static ExportCounts end(JsonNode record) {
        allowOnly(record, Set.of("type", "memories", "entities", "sessions", "edges"));
        return new ExportCounts(
                (Long) required(record, "memories", FieldType.INTEGER),
                (Long) required(record, "entities", FieldType.INTEGER),
                (Long) required(record, "sessions", FieldType.INTEGER),
                (Long) required(record, "edges", FieldType.INTEGER));
    }

    private NodeRow node(JsonNode record, long line, String key, Map<String, FieldType> fields) {
        Set<String> allowed = new java.util.HashSet<>(fields.keySet());
        allowed.addAll(Set.of("type", "namespace", key, ExportFormat.EXTRA));
        allowOnly(record, allowed);
        String value = key(record, key);
        checkNamespace(record);
        Map<String, Object> properties = properties(record, fields, Set.of());
        properties.put("namespace", namespace);
        properties.put(key, value);
        return new NodeRow(line, value, properties);
    }

    private void checkNamespace(JsonNode record) {
        String recorded = (String) required(record, "namespace", FieldType.STRING);
        if (!recorded.equals(header.namespace())) {
            throw new BadRecord(
                    "namespace",
                    "is " + recorded + " but the header's is " + header.namespace() + " (a file holds one namespace)");
        }
    }

    private double[] embedding(JsonNode record) {
        JsonNode model = record.get("embedding_model");
        if (model != null && !(model.isTextual() && model.textValue().equals(header.model()))) {
            throw new BadRecord("embedding_model", "must be the header's, " + header.model());
        }
        JsonNode dimension = record.get("embedding_dimension");
        if (dimension != null && !(dimension.isIntegralNumber() && dimension.longValue() == header.dimension())) {
            throw new BadRecord("embedding_dimension", "must be the header's, " + header.dimension());
        }
        return vector(record, "embedding", header.dimension());
    }

    /** The memory's vector in each channel of the header that it has one for, by its field. */
    private Map<String, double[]> channelVectors(JsonNode record) {
        Map<String, double[]> vectors = new HashMap<>();
        for (FileChannel channel : header.channels()) {
            double[] vector = vector(record, channel.vectorProperty(), channel.dimension());
            if (vector != null) {
                vectors.put(channel.vectorProperty(), vector);
            }
        }
        return vectors;
    }

    private double[] vector(JsonNode record, String field, int dimension) {
        JsonNode vector = record.get(field);
        if (vector == null) {
            return null;
        }
        if (!header.vectors()) {
            throw new BadRecord(field, "the header says the file has no vectors (\"vectors\": false)");
        }
        if (!vector.isArray() || vector.size() != dimension) {
            throw new BadRecord(field, "must be an array of " + dimension + " numbers");
        }
        double[] values = new double[vector.size()];
        for (int i = 0; i < values.length; i++) {
            JsonNode component = vector.get(i);
            if (!component.isNumber()) {
                throw new BadRecord(field, "must be an array of " + dimension + " numbers");
            }
            values[i] = component.doubleValue();
        }
        return values;
    }

    /** The record's known fields and its {@code extra} ones, as property values. */
    private static Map<String, Object> properties(
            JsonNode record, Map<String, FieldType> fields, Set<String> required) {
        Map<String, Object> properties = new HashMap<>();
        fields.forEach((name, type) -> {
            JsonNode node = record.get(name);
            if (node == null || node.isNull()) {
                if (required.contains(name)) {
                    throw new BadRecord(name, "is required");
                }
            } else {
                properties.put(name, type.read(node, name));
            }
        });
        JsonNode extra = record.get(ExportFormat.EXTRA);
        if (extra != null) {
            if (!extra.isObject()) {
                throw new BadRecord(ExportFormat.EXTRA, "must be an object");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = extra.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String name = ExportFormat.EXTRA + "." + field.getKey();
                if (fields.containsKey(field.getKey())
                        || RESERVED.contains(field.getKey())
                        || field.getKey().isEmpty()) {
                    throw new BadRecord(name, "must not repeat a field of the record");
                }
                properties.put(field.getKey(), generic(field.getValue(), name));
            }
        }
        return properties;
    }

    /** An {@code extra} value: JSON as is (integers stay integers), and {@code {"datetime": ...}} as a time. */
    private static Object generic(JsonNode node, String field) {
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.longValue();
        }
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (node.isArray()) {
            List<Object> values = new ArrayList<>(node.size());
            node.forEach(element -> values.add(generic(element, field)));
            return values;
        }
        if (node.isObject()
                && node.size() == 1
                && node.get("datetime") != null
                && node.get("datetime").isTextual()) {
            return FieldType.time(node.get("datetime").textValue(), field);
        }
        throw new BadRecord(field, "must be a string, number, boolean, array or {\"datetime\": \"...\"}");
    }

    private static Scope scope(String name) {
        try {
            return Scope.parse(name);
        } catch (IllegalArgumentException e) {
            throw new BadRecord("scope", "must be " + Scope.PROJECT.wireName() + " or " + Scope.GLOBAL.wireName());
        }
    }

    private static Tier tier(String name) {
        try {
            return Tier.ofWireName(name);
        } catch (IllegalArgumentException e) {
            throw new BadRecord("tier", "must be hot, cold or core");
        }
    }

    private static List<String> labels(Tier tier) {
        return switch (tier) {
            case CORE -> List.of("Hot", "Core");
            case COLD -> List.of("Cold");
            case HOT -> List.of("Hot");
        };
    }

    private static String key(JsonNode record, String field) {
        String value = (String) required(record, field, FieldType.STRING);
        if (value.isBlank()) {
            throw new BadRecord(field, "must not be blank");
        }
        return value;
    }

    private static Object required(JsonNode record, String field, FieldType type) {
        JsonNode node = record.get(field);
        if (node == null || node.isNull()) {
            throw new BadRecord(field, "is required");
        }
        return type.read(node, field);
    }

    private static void allowOnly(JsonNode record, Set<String> allowed) {
        for (Iterator<String> names = record.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw new BadRecord(name, "is not a field of a " + type(record) + " record (docs/export.md)");
            }
        }
    }
}
