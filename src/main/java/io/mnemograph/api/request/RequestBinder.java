package io.mnemograph.api.request;

import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.validation.validator.Validator;
import io.mnemograph.api.error.InvalidInput;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;
import java.io.IOException;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Binds a JSON object to a typed {@code @Serdeable} request record and checks its jakarta constraints, so that every
 * rejection is a 400 naming the field ({@code memories[1].content}, {@code filter.kind}) and the reason.
 *
 * <p>Implementation notes: Micronaut Serde 2 coerces scalars ({@code 42} reads as the string {@code "42"},
 * {@code "5"} and {@code 2.5} as the integer 5 and 2) and ignores unknown fields. The API has always refused both,
 * naming the field, so the JSON is first held against the record's introspected properties (each JSON value must
 * have its property's JSON type; unknown names are refused), then bound by Serde, then validated. The same binder
 * reads HTTP bodies ({@link JsonRequestReader}) and MCP tool arguments.
 */
@Singleton
public final class RequestBinder {

    /** The field an error about the whole request body names. */
    public static final String BODY = "body";

    private final JsonMapper json;
    private final Validator validator;

    public RequestBinder(JsonMapper json, Validator validator) {
        this.json = json;
        this.validator = validator;
    }

    /** Parses {@code body} as JSON and binds it to {@code type}; empty or malformed JSON names {@code body}. */
    public <T> T read(byte[] body, Class<T> type) {
        if (body == null || body.length == 0) {
            throw new InvalidInput("malformed_json", BODY, "the request body is empty; expected a JSON object");
        }
        StrictJson.check(body);
        JsonNode node;
        try {
            node = json.readValue(body, Argument.of(JsonNode.class));
        } catch (IOException | RuntimeException e) {
            throw new InvalidInput("malformed_json", BODY, "the request body is not valid JSON: " + firstLine(e));
        }
        return bind(node, type, "", Set.of());
    }

    /** Binds a JSON object to {@code type}, refusing the field names in {@code refused} as unknown. */
    public <T> T bind(JsonNode node, Class<T> type, Set<String> refused) {
        return bind(node, type, "", refused);
    }

    private <T> T bind(JsonNode node, Class<T> type, String prefix, Set<String> refused) {
        if (node == null || !node.isObject()) {
            throw new InvalidInput(
                    prefix.isEmpty() ? BODY : prefix.substring(0, prefix.length() - 1), "expected a JSON object");
        }
        BeanIntrospection<T> introspection = BeanIntrospection.getIntrospection(type);
        Map<String, BeanProperty<T, Object>> properties = new LinkedHashMap<>();
        for (BeanProperty<T, Object> property : introspection.getBeanProperties()) {
            if (!refused.contains(snakeCase(property.getName()))) {
                properties.put(snakeCase(property.getName()), property);
            }
        }
        for (Map.Entry<String, JsonNode> entry : node.entries()) {
            BeanProperty<T, Object> property = properties.get(entry.getKey());
            if (property == null) {
                throw new InvalidInput(
                        prefix + quotedIfBlank(entry.getKey()),
                        "unknown field; accepted fields are "
                                + properties.keySet().stream().sorted().toList());
            }
            if (!entry.getValue().isNull()) {
                checkShape(prefix + entry.getKey(), property.asArgument(), entry.getValue());
            }
        }
        T value;
        try {
            value = json.readValueFromTree(node, Argument.of(type));
        } catch (IOException | RuntimeException e) {
            throw new InvalidInput(
                    prefix.isEmpty() ? BODY : prefix.substring(0, prefix.length() - 1),
                    "could not be read as the fields of this request");
        }
        List<String> order = List.copyOf(properties.keySet());
        validator.validate(value).stream()
                .min(Comparator.comparingInt((ConstraintViolation<T> v) -> order.indexOf(root(v))))
                .ifPresent(v -> {
                    throw new InvalidInput(prefix + path(v), v.getMessage());
                });
        return value;
    }

    /** Refuses a JSON value whose type is not its property's, naming the field. */
    private void checkShape(String field, Argument<?> type, JsonNode value) {
        Class<?> raw = type.getType();
        if (raw == String.class) {
            require(value.isString(), field, "must be a string");
            require(value.getStringValue().indexOf('\0') < 0, field, "must not contain NUL characters");
            require(StrictJson.whole(value.getStringValue()), field, StrictJson.LONE_SURROGATE);
        } else if (raw == Integer.class || raw == Long.class) {
            require(
                    value.isNumber() && value.getDoubleValue() == Math.rint(value.getDoubleValue()),
                    field,
                    "must be a whole number");
            double number = value.getDoubleValue();
            double limit = raw == Integer.class ? Integer.MAX_VALUE : Long.MAX_VALUE;
            require(
                    Math.abs(number) <= limit,
                    field,
                    "must be a whole number between " + -limit + " and " + limit + " (got " + value.getNumberValue()
                            + ")");
        } else if (raw == Double.class) {
            require(value.isNumber() && Double.isFinite(value.getDoubleValue()), field, "must be a finite number");
        } else if (raw == Boolean.class) {
            require(value.isBoolean(), field, "must be true or false");
        } else if (raw == JsonNode.class) {
            require(value.isObject(), field, "must be a JSON object");
            checkObject(field, value, 1);
        } else if (List.class.isAssignableFrom(raw)) {
            checkList(field, type.getFirstTypeVariable().orElse(Argument.OBJECT_ARGUMENT), value);
        } else if (io.micronaut.core.beans.BeanIntrospector.SHARED
                .findIntrospection(raw)
                .isPresent()) {
            bind(value, raw, field + ".", Set.of());
        }
    }

    private void checkList(String field, Argument<?> item, JsonNode value) {
        boolean objects = item.getType() != String.class;
        require(
                value.isArray(),
                field,
                objects ? "must be a non-empty array of objects" : "must be an array of strings");
        int index = 0;
        for (JsonNode element : value.values()) {
            String itemField = field + "[" + index++ + "]";
            if (objects) {
                bind(element, item.getType(), itemField + ".", Set.of());
            } else {
                require(
                        element.isString() && !element.getStringValue().isBlank(),
                        itemField,
                        "must be a non-blank string");
                require(element.getStringValue().indexOf('\0') < 0, itemField, "must not contain NUL characters");
                require(StrictJson.whole(element.getStringValue()), itemField, StrictJson.LONE_SURROGATE);
            }
        }
    }

    /**
     * Refuses a client's JSON object ({@code metadata}) nested deeper than {@link RequestRules#MAX_METADATA_DEPTH}
     * levels, or holding a lone surrogate in a name or a string; {@code depth} is the level of {@code value}.
     */
    private static void checkObject(String field, JsonNode value, int depth) {
        require(
                depth <= RequestRules.MAX_METADATA_DEPTH || !value.isContainerNode(),
                field,
                "is nested deeper than " + RequestRules.MAX_METADATA_DEPTH + " levels of objects and arrays");
        if (value.isString()) {
            require(StrictJson.whole(value.getStringValue()), field, StrictJson.LONE_SURROGATE);
        } else if (value.isObject()) {
            for (Map.Entry<String, JsonNode> entry : value.entries()) {
                require(StrictJson.whole(entry.getKey()), field, "has a name with a lone UTF-16 surrogate");
                checkObject(field, entry.getValue(), depth + 1);
            }
        } else if (value.isArray()) {
            for (JsonNode element : value.values()) {
                checkObject(field, element, depth + 1);
            }
        }
    }

    private static void require(boolean condition, String field, String reason) {
        if (!condition) {
            throw new InvalidInput(field, reason);
        }
    }

    /** The violation's property path in the API's snake_case: {@code entities[1]}, {@code weight}. */
    static String path(ConstraintViolation<?> violation) {
        StringBuilder out = new StringBuilder();
        for (jakarta.validation.Path.Node node : violation.getPropertyPath()) {
            String name = node.getName();
            if (name != null && !name.isEmpty() && !name.startsWith("<")) {
                if (!out.isEmpty()) {
                    out.append('.');
                }
                out.append(snakeCase(name));
            }
            if (node.getIndex() != null) {
                out.append('[').append(node.getIndex()).append(']');
            }
        }
        return out.isEmpty() ? BODY : out.toString();
    }

    private static String root(ConstraintViolation<?> violation) {
        String path = path(violation);
        int end = path.indexOf('[') < 0 ? path.length() : path.indexOf('[');
        int dot = path.indexOf('.');
        return path.substring(0, dot < 0 ? end : Math.min(dot, end));
    }

    /** {@code sessionId} as the API names it: {@code session_id}. */
    public static String snakeCase(String name) {
        return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
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
}
