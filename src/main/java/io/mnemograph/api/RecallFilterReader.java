package io.mnemograph.api;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.store.RecallFilter;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a recall's {@code filter}: {@code {"kind": "fact", "session_id": "s1", "metadata": {"source": "email"}}},
 * every part optional, all of them must hold (docs/api.md, "Recall filters"). Metadata values are strings, numbers
 * or booleans, compared as JSON ({@code 2} and {@code 2.0} differ); each entry is encoded as the stored metadata is
 * ({@link MetadataCodec}), so it matches the text the memory carries.
 */
@Singleton
final class RecallFilterReader {

    static final String FIELD = "filter";
    static final Set<String> FIELDS = Set.of("kind", "session_id", "metadata");
    /** The most metadata entries one filter may name. */
    static final int MAX_METADATA_ENTRIES = 16;
    private static final int MAX_KEY_CHARS = 128;

    private final MetadataCodec metadata;

    RecallFilterReader(MetadataCodec metadata) {
        this.metadata = metadata;
    }

    /** The filter of the request {@code body}, or {@link RecallFilter#NONE} when it has none. */
    RecallFilter read(RequestFields body) {
        JsonNode node = body.optionalObject(FIELD);
        if (node == null) {
            return RecallFilter.NONE;
        }
        RequestFields filter = RequestFields.of(node, FIELD + ".", FIELDS);
        return new RecallFilter(filter.optionalName("kind", 64, null), filter.optionalName("session_id", 128, null),
                entries(filter.optionalObject("metadata")));
    }

    private List<String> entries(JsonNode object) {
        if (object == null) {
            return List.of();
        }
        if (object.size() > MAX_METADATA_ENTRIES) {
            throw new InvalidInput(FIELD + ".metadata", "at most " + MAX_METADATA_ENTRIES + " entries, got "
                    + object.size());
        }
        List<String> entries = new ArrayList<>();
        for (Map.Entry<String, JsonNode> entry : object.entries()) {
            String field = FIELD + ".metadata." + entry.getKey();
            if (entry.getKey().isEmpty() || entry.getKey().length() > MAX_KEY_CHARS) {
                throw new InvalidInput(FIELD + ".metadata", "a key must have 1 to " + MAX_KEY_CHARS + " characters");
            }
            JsonNode value = entry.getValue();
            if (!(value.isString() || value.isNumber() || value.isBoolean())) {
                throw new InvalidInput(field, "must be a string, a number or a boolean (equality only)");
            }
            String single = metadata.encode(JsonNode.createObjectNode(Map.of(entry.getKey(), value)));
            entries.add(single.substring(1, single.length() - 1));
        }
        return entries;
    }
}
