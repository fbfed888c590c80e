package io.mnemograph.api;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.PayloadTooLarge;

import java.io.IOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Reads one JSON object field by field, so every rejection names the field and the reason
 * (missing, wrong type, out of range, unknown field) before anything is written.
 */
public final class RequestFields {

    /** Longest identifier-like name a request may give (a project, a session id). */
    public static final int MAX_NAME_CHARS = 128;

    /** The field an error about the whole request body names. */
    public static final String BODY = "body";

    private final JsonNode object;
    private final String prefix;

    private RequestFields(JsonNode object, String prefix) {
        this.object = object;
        this.prefix = prefix;
    }

    /** Parses a request body that must be a JSON object whose field names all belong to {@code known}. */
    public static RequestFields parse(JsonMapper json, byte[] body, Set<String> known) {
        if (body == null || body.length == 0) {
            throw new InvalidInput("malformed_json", BODY, "the request body is empty; expected a JSON object");
        }
        JsonNode node;
        try {
            node = json.readValue(body, Argument.of(JsonNode.class));
        } catch (IOException | RuntimeException e) {
            throw new InvalidInput("malformed_json", BODY, "the request body is not valid JSON: " + firstLine(e));
        }
        return of(node, "", known);
    }

    /** Wraps a nested JSON object, naming fields {@code prefix + name}. */
    public static RequestFields of(JsonNode node, String prefix, Set<String> known) {
        if (node == null || !node.isObject()) {
            throw new InvalidInput(prefix.isEmpty() ? BODY : prefix.substring(0, prefix.length() - 1),
                    "expected a JSON object");
        }
        for (Map.Entry<String, JsonNode> entry : node.entries()) {
            if (!known.contains(entry.getKey())) {
                throw new InvalidInput(prefix + quotedIfBlank(entry.getKey()),
                        "unknown field; accepted fields are " + sorted(known));
            }
        }
        return new RequestFields(node, prefix);
    }

    /** A blank name ({@code ""}, {@code " "}) is named in its JSON form so the error still names a field. */
    private static String quotedIfBlank(String name) {
        return name.isBlank() ? '"' + name + '"' : name;
    }

    private static String firstLine(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    private static List<String> sorted(Set<String> names) {
        return names.stream().sorted().toList();
    }

    private JsonNode present(String name) {
        JsonNode value = object.get(name);
        return value == null || value.isNull() ? null : value;
    }

    private String field(String name) {
        return prefix + name;
    }

    public boolean has(String name) {
        return present(name) != null;
    }

    /** A required, non-blank string of at most {@code maxChars} characters. */
    public String requiredText(String name, int maxChars) {
        String value = optionalString(name, maxChars, null);
        if (value == null) {
            throw new InvalidInput(field(name), "is required");
        }
        if (value.isBlank()) {
            throw new InvalidInput(field(name), "must not be blank");
        }
        return value;
    }

    /** An optional string, {@code fallback} when absent or null. */
    public String optionalString(String name, int maxChars, String fallback) {
        JsonNode value = present(name);
        if (value == null) {
            return fallback;
        }
        if (!value.isString()) {
            throw new InvalidInput(field(name), "must be a string");
        }
        String text = value.getStringValue();
        if (text.length() > maxChars) {
            throw new PayloadTooLarge(field(name), "is " + text.length() + " characters; the limit is " + maxChars);
        }
        if (text.indexOf('\0') >= 0) {
            throw new InvalidInput(field(name), "must not contain NUL characters");
        }
        return text;
    }

    /** An optional identifier-like name: 1..{@code maxChars} of letters, digits, '-', '_', '.', ':' or '/'. */
    public String optionalName(String name, int maxChars, String fallback) {
        String value = optionalString(name, maxChars, fallback);
        if (value != null && !value.matches("[\\p{L}\\p{N}_.:/@-]{1," + maxChars + "}")) {
            throw new InvalidInput(field(name), "must be 1 to " + maxChars
                    + " letters, digits or the characters _ . : / @ - (got \"" + abbreviate(value) + "\")");
        }
        return value;
    }

    /** An optional number in [min, max], {@code fallback} when absent. */
    public Double optionalNumber(String name, double min, double max, Double fallback) {
        JsonNode value = present(name);
        if (value == null) {
            return fallback;
        }
        if (!value.isNumber()) {
            throw new InvalidInput(field(name), "must be a number");
        }
        double number = value.getDoubleValue();
        if (Double.isNaN(number) || number < min || number > max) {
            throw new InvalidInput(field(name), "must be between " + min + " and " + max + " (got " + number + ")");
        }
        return number;
    }

    /** An optional whole number in [min, max], {@code fallback} when absent. */
    public Long optionalInteger(String name, long min, long max, Long fallback) {
        JsonNode value = present(name);
        if (value == null) {
            return fallback;
        }
        if (!value.isNumber() || value.getDoubleValue() != Math.rint(value.getDoubleValue())) {
            throw new InvalidInput(field(name), "must be a whole number");
        }
        double number = value.getDoubleValue();
        if (number < min || number > max) {
            throw new InvalidInput(field(name), "must be between " + min + " and " + max + " (got "
                    + value.getNumberValue() + ")");
        }
        return (long) number;
    }

    /** An optional boolean, {@code fallback} when absent. */
    public boolean optionalBoolean(String name, boolean fallback) {
        JsonNode value = present(name);
        if (value == null) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw new InvalidInput(field(name), "must be true or false");
        }
        return value.getBooleanValue();
    }

    /** An optional ISO-8601 instant with zone or offset, e.g. {@code 2023-05-08T13:56:00Z}. */
    public Instant optionalInstant(String name) {
        String text = optionalString(name, 64, null);
        if (text == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            throw new InvalidInput(field(name), "must be an ISO-8601 date-time with zone, e.g. 2023-05-08T13:56:00Z"
                    + " (got \"" + abbreviate(text) + "\")");
        }
    }

    /** An optional memory id: a UUID string. */
    public String optionalId(String name) {
        String text = optionalString(name, 64, null);
        if (text == null) {
            return null;
        }
        return requireUuid(field(name), text);
    }

    /** A required memory id: a UUID string. */
    public String requiredId(String name) {
        String id = optionalId(name);
        if (id == null) {
            throw new InvalidInput(field(name), "is required");
        }
        return id;
    }

    /** An optional list of non-blank strings, each at most {@code maxChars}, at most {@code maxItems}. */
    public List<String> optionalStrings(String name, int maxItems, int maxChars) {
        JsonNode value = present(name);
        if (value == null) {
            return List.of();
        }
        if (!value.isArray()) {
            throw new InvalidInput(field(name), "must be an array of strings");
        }
        if (value.size() > maxItems) {
            throw new InvalidInput(field(name), "has " + value.size() + " items; at most " + maxItems + " allowed");
        }
        List<String> items = new ArrayList<>();
        int index = 0;
        for (JsonNode item : value.values()) {
            String itemField = field(name) + "[" + index++ + "]";
            if (!item.isString() || item.getStringValue().isBlank()) {
                throw new InvalidInput(itemField, "must be a non-blank string");
            }
            if (item.getStringValue().length() > maxChars) {
                throw new InvalidInput(itemField, "is longer than " + maxChars + " characters");
            }
            items.add(item.getStringValue());
        }
        return items;
    }

    /** An optional JSON object, returned as a node (for metadata). */
    public JsonNode optionalObject(String name) {
        JsonNode value = present(name);
        if (value != null && !value.isObject()) {
            throw new InvalidInput(field(name), "must be a JSON object");
        }
        return value;
    }

    /** An array of objects, each checked against {@code known}. */
    public List<RequestFields> requiredObjects(String name, int maxItems, Set<String> known) {
        JsonNode value = present(name);
        if (value == null) {
            throw new InvalidInput(field(name), "is required");
        }
        if (!value.isArray() || value.size() == 0) {
            throw new InvalidInput(field(name), "must be a non-empty array of objects");
        }
        if (value.size() > maxItems) {
            throw new PayloadTooLarge(field(name), "has " + value.size() + " items; at most " + maxItems + " allowed");
        }
        List<RequestFields> items = new ArrayList<>();
        int index = 0;
        for (JsonNode item : value.values()) {
            items.add(of(item, field(name) + "[" + index++ + "].", known));
        }
        return items;
    }

    /** Checks a path or body id is a UUID, naming the field when it is not. */
    public static String requireUuid(String field, String text) {
        try {
            return UUID.fromString(text).toString().equals(text.toLowerCase()) ? text.toLowerCase() : reject(field, text);
        } catch (IllegalArgumentException e) {
            return reject(field, text);
        }
    }

    private static String reject(String field, String text) {
        throw new InvalidInput(field, "must be a memory id (a UUID), got \"" + abbreviate(text) + "\"");
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
