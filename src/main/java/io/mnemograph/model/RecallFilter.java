package io.mnemograph.model;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Equality filters of a recall, applied where the seeds are read (so memories filtered out never take a seed's
 * place) and to the memories spreading reaches: a memory passes when it has every property the filter names.
 *
 * <p>Metadata is stored as compact JSON text (api.http.MetadataCodec); each metadata entry of the filter is given in that
 * same encoding, {@code "key":value} (e.g. {@code "source":"email"}, {@code "priority":2}), and a memory passes when
 * its metadata text holds it: a string value ends in its closing quote, other values are followed by {@code ,} or
 * {@code }}, so {@code "priority":2} never matches {@code "priority":20}. An entry of a nested object matches too.
 *
 * @param kind the memory's {@code kind}, or null for any
 * @param sessionId the session the memory was formed in (remembered with that {@code session_id}), or null for any
 * @param metadataEntries metadata entries the memory's metadata must hold, each as compact JSON {@code "key":value}
 */
public record RecallFilter(String kind, String sessionId, List<String> metadataEntries) {

    /** No filter: every memory visible to the recall passes. */
    public static final RecallFilter NONE = new RecallFilter(null, null, List.of());

    /** Copies the entries. */
    public RecallFilter {
        metadataEntries = List.copyOf(Objects.requireNonNull(metadataEntries, "metadataEntries"));
    }

    /** The Cypher parameters the recall statements read: {@code filter_kind}, {@code filter_session}, {@code metadata_needles}. */
    public Map<String, Object> parameters() {
        Map<String, Object> params = new HashMap<>();
        params.put("filter_kind", kind);
        params.put("filter_session", sessionId);
        params.put(
                "metadata_needles",
                metadataEntries.stream().map(RecallFilter::needles).toList());
        return params;
    }

    /** The texts of which the metadata must contain one for {@code entry} to hold. */
    public static List<String> needles(String entry) {
        return entry.endsWith("\"") ? List.of(entry) : List.of(entry + ",", entry + "}");
    }
}
