package io.mnemograph.transfer;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The JSON Lines export format, version {@value #VERSION} (docs/export.md, field by field): a header line, then one
 * line per memory (id order), entity (key order), session (id order), the namespace's timeline of sessionless memories
 * (when it has one), one line per edge (source id, kind, target order), then an end line with the counts. Versions 1
 * (no timeline) and 2 (no embedding channels: its vectors are the primary model's only) are still read. Each record names its {@code type}; the fields of each type are listed here in the
 * order they are written, with their types. A property the graph holds that is not listed here is kept, in the
 * record's {@code extra} object, so nothing is lost when the graph gains a property before this format names it.
 */
final class ExportFormat {

    /** The header's {@code format} value: what the file is. */
    static final String FORMAT = "mnemograph-export";
    /** The format version this code writes and reads (3: the header names the embedding channels). */
    static final int VERSION = 3;
    /** The first format version whose header names the further embedding channels and their models. */
    static final int CHANNELS_SINCE = 3;
    /** The oldest format version this code reads (version 1 had no timeline record). */
    static final int OLDEST_READ = 1;

    static final String HEADER = "header";
    static final String MEMORY = "memory";
    static final String ENTITY = "entity";
    static final String SESSION = "session";
    static final String TIMELINE = "timeline";
    static final String EDGE = "edge";
    static final String END = "end";

    /** The record field holding properties this format does not name. */
    static final String EXTRA = "extra";

    /** Memory properties after {@code id} and {@code namespace}, in file order; the embedding comes last. */
    static final Map<String, FieldType> MEMORY_FIELDS = fields(
            "content", FieldType.STRING,
            "kind", FieldType.STRING,
            "scope", FieldType.STRING,
            "project", FieldType.STRING,
            "created_at", FieldType.DATETIME,
            "occurred_at", FieldType.DATETIME,
            "stored_at", FieldType.DATETIME,
            "updated_at", FieldType.DATETIME,
            "last_accessed_at", FieldType.DATETIME,
            "expires_at", FieldType.DATETIME,
            "access_count", FieldType.INTEGER,
            "stability", FieldType.FLOAT,
            "importance", FieldType.FLOAT,
            "weight", FieldType.FLOAT,
            "strength", FieldType.FLOAT,
            "session_ids", FieldType.STRING_LIST,
            "metadata", FieldType.STRING,
            "idempotency_key", FieldType.STRING,
            "promoted_at", FieldType.DATETIME,
            "promotion_rule", FieldType.STRING,
            "was_core", FieldType.BOOLEAN,
            "cooled_at", FieldType.DATETIME,
            "resurrected_at", FieldType.DATETIME);

    /** Memory fields an import needs: what every stored memory has (remember sets them all). */
    static final Set<String> MEMORY_REQUIRED = Set.of(
            "content",
            "scope",
            "created_at",
            "occurred_at",
            "updated_at",
            "last_accessed_at",
            "access_count",
            "stability",
            "importance",
            "weight",
            "strength",
            "session_ids");

    /**
     * Memory properties that are not written as fields: the embedding has its own, the visibility key and the
     * namespace token are derived.
     */
    static final Set<String> MEMORY_OWN = Set.of("id", "namespace", "embedding", "visibility", "namespace_token");

    /**
     * A memory property that holds a vector: the primary channel's {@code embedding} or a further channel's
     * {@code embedding_<name>} (embedding.EmbeddingChannel); never written in {@code extra}.
     */
    static final Pattern VECTOR_PROPERTY = Pattern.compile("embedding(_[a-z]{1,16})?");

    /** Entity properties after {@code namespace} and {@code key}. */
    static final Map<String, FieldType> ENTITY_FIELDS = fields(
            "name", FieldType.STRING,
            "kind", FieldType.STRING,
            "created_at", FieldType.DATETIME);

    /** Session properties after {@code namespace} and {@code id}. */
    static final Map<String, FieldType> SESSION_FIELDS = fields(
            "turn", FieldType.INTEGER,
            "created_at", FieldType.DATETIME,
            "updated_at", FieldType.DATETIME,
            "last_memory_id", FieldType.STRING);

    /** Timeline properties after {@code namespace}: its last sessionless memory and when that happened. */
    static final Map<String, FieldType> TIMELINE_FIELDS = fields(
            "last_memory_id", FieldType.STRING,
            "last_at", FieldType.DATETIME);

    /** Edge properties after {@code edge}, {@code from} and {@code to}, every kind's (each kind has some of them). */
    static final Map<String, FieldType> EDGE_FIELDS = fields(
            "kind", FieldType.STRING,
            "weight", FieldType.FLOAT,
            "decayed_weight", FieldType.FLOAT,
            "similarity", FieldType.FLOAT,
            "formed", FieldType.BOOLEAN,
            "activated_turn", FieldType.INTEGER,
            "created_at", FieldType.DATETIME,
            "last_co_retrieval", FieldType.DATETIME,
            "decayed_at", FieldType.DATETIME);

    private ExportFormat() {}

    private static Map<String, FieldType> fields(Object... pairs) {
        Map<String, FieldType> fields = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            fields.put((String) pairs[i], (FieldType) pairs[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(fields);
    }
}
