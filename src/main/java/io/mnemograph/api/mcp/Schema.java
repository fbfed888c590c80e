package io.mnemograph.api.mcp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON Schema (draft 2020-12 keywords) of one tool argument, built in code so its ranges come from the same
 * constants and settings as the HTTP validation. Each factory returns a new property; chained calls add keywords.
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

    static Schema string(String description, int maxLength) {
        return new Schema("string", description).with("minLength", 1).with("maxLength", maxLength);
    }

    /** A memory id. */
    static Schema uuid(String description) {
        return new Schema("string", description).with("format", "uuid");
    }

    /** An ISO-8601 instant with zone or offset. */
    static Schema dateTime(String description) {
        return new Schema("string", description).with("format", "date-time");
    }

    /** One of {@code values}. */
    static Schema oneOf(String description, List<String> values) {
        return new Schema("string", description).with("enum", List.copyOf(values));
    }

    static Schema integer(String description, long minimum, long maximum) {
        return new Schema("integer", description).with("minimum", minimum).with("maximum", maximum);
    }

    static Schema number(String description, double minimum, double maximum) {
        return new Schema("number", description).with("minimum", minimum).with("maximum", maximum);
    }

    static Schema bool(String description) {
        return new Schema("boolean", description);
    }

    /** An array of non-blank strings. */
    static Schema strings(String description, int maxItems, int maxLength) {
        Map<String, Object> items = new LinkedHashMap<>();
        items.put("type", "string");
        items.put("minLength", 1);
        items.put("maxLength", maxLength);
        return new Schema("array", description).with("items", items).with("maxItems", maxItems);
    }

    /** A free JSON object. */
    static Schema object(String description) {
        return new Schema("object", description);
    }

    /** Adds {@code keyword: value}. */
    Schema with(String keyword, Object value) {
        keywords.put(keyword, value);
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
