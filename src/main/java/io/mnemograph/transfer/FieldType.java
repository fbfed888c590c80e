package io.mnemograph.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The type of one field of the export format, and how a JSON value of the file becomes the Neo4j property value
 * import writes (docs/export.md lists each field with its type).
 */
enum FieldType {
    /** A JSON string. */
    STRING,
    /** A JSON integer (a Neo4j INTEGER). */
    INTEGER,
    /** A JSON number (a Neo4j FLOAT; an integer in the file is read as the same float). */
    FLOAT,
    /** true or false. */
    BOOLEAN,
    /** An ISO-8601 date and time with its offset or zone, as {@link #TIME_FORMAT} writes it. */
    DATETIME,
    /** A JSON array of strings. */
    STRING_LIST;

    /**
     * How times are written: ISO-8601 with seconds always, the fraction only as long as it needs to be (to the
     * nanosecond), the offset ({@code Z} for UTC), and a region zone in brackets when the value has one. Parsing it
     * gives back the same instant, offset and zone, so an export of an import is byte for byte the same.
     */
    static final DateTimeFormatter TIME_FORMAT = DateTimeFormatter.ISO_ZONED_DATE_TIME;

    /** The property value of {@code node}; fails naming {@code field} when the node is not of this type. */
    Object read(JsonNode node, String field) {
        return switch (this) {
            case STRING -> text(node, field);
            case INTEGER -> {
                if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                    throw new BadRecord(field, "must be an integer");
                }
                yield node.longValue();
            }
            case FLOAT -> {
                if (!node.isNumber()) {
                    throw new BadRecord(field, "must be a number");
                }
                yield node.doubleValue();
            }
            case BOOLEAN -> {
                if (!node.isBoolean()) {
                    throw new BadRecord(field, "must be true or false");
                }
                yield node.booleanValue();
            }
            case DATETIME -> time(text(node, field), field);
            case STRING_LIST -> {
                if (!node.isArray()) {
                    throw new BadRecord(field, "must be an array of strings");
                }
                List<String> values = new ArrayList<>(node.size());
                for (JsonNode element : node) {
                    values.add(text(element, field));
                }
                yield values;
            }
        };
    }

    /** The time {@code text} stands for; fails naming {@code field} when it is not an ISO-8601 time with a zone. */
    static ZonedDateTime time(String text, String field) {
        try {
            return ZonedDateTime.parse(text, TIME_FORMAT);
        } catch (DateTimeParseException e) {
            throw new BadRecord(field, "must be an ISO-8601 date and time with an offset, e.g. 2026-11-25T10:15:30Z");
        }
    }

    private static String text(JsonNode node, String field) {
        if (!node.isTextual()) {
            throw new BadRecord(field, "must be a string");
        }
        return node.textValue();
    }
}
