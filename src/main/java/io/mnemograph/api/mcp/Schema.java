package io.mnemograph.api.mcp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON Schema (draft 2020-12 keywords) of one tool argument ({@link InputSchemas} reads it from a request record) or
 * of one property of an answer that is no record. Each factory returns a new property; chained calls add keywords.
 */
final class Schema {

    private final Map<String, Object> keywords = new LinkedHashMap<>();

    private Schema(String type, String description) {
        keywords.put("type", type);
        keywords.put("description", description);
    }

    private Schema(String type) {
        keywords.put("type", type);
    }

    /** A property of {@code type}, its description still to add ({@link InputSchemas}). */
    static Schema typed(String type) {
        return new Schema(type);
    }

    /** A memory id. */
    static Schema uuid(String description) {
        return new Schema("string", description).with("format", "uuid");
    }

    static Schema bool(String description) {
        return new Schema("boolean", description);
    }

    /** Adds {@code keyword: value}. */
    Schema with(String keyword, Object value) {
        keywords.put(keyword, value);
        return this;
    }

    /** Adds {@code keyword: value} to the schema of an array's items. */
    @SuppressWarnings("unchecked")
    Schema items(String keyword, Object value) {
        ((Map<String, Object>) keywords.get("items")).put(keyword, value);
        return this;
    }

    /** The value used when the argument is absent. */
    Schema byDefault(Object value) {
        return with("default", value);
    }

    Map<String, Object> toMap() {
        return keywords;
    }

    /** The properties of one tool's arguments, in order, with which of them are required. */
    static final class Properties {

        private final Map<String, Object> properties = new LinkedHashMap<>();
        private final List<String> required = new ArrayList<>();

        Properties required(String name, Schema schema) {
            required.add(name);
            return optional(name, schema);
        }

        Properties optional(String name, Schema schema) {
            properties.put(name, schema.toMap());
            return this;
        }

        Map<String, Object> properties() {
            return properties;
        }

        List<String> required() {
            return required;
        }
    }
}
