package io.mnemograph.api.mcp;

import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanIntrospector;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.core.type.Argument;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.request.RequestBinder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON Schema (draft 2020-12) of a tool's answer, read from the answer record the service writes: every
 * property of the record, required (the service writes nulls), typed as its JSON, {@code null} allowed where the
 * property is {@code @Nullable}, nothing else allowed. So a tool's {@code outputSchema} cannot drift from what its
 * {@code structuredContent} holds.
 *
 * <p>Implementation notes: names are snake_case, as every answer record is written (either by
 * {@code @Serdeable(naming = SnakeCaseStrategy.class)} or because its names are single words); the MCP tests
 * validate real answers against these schemas with an independent validator, so a record written otherwise fails
 * them. A {@code Map<String, X>} is an object whose values are X; {@code Object} and a JSON tree are any JSON.
 */
final class OutputSchemas {

    private OutputSchemas() {}

    /** The schema of an answer of type {@code answer} (an introspected record). */
    static Map<String, Object> of(Class<?> answer) {
        Map<String, Object> schema = record(answer);
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        return schema;
    }

    /** An object of exactly {@code properties}, those marked required required (an answer that is no record). */
    static Map<String, Object> object(Schema.Properties properties) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        schema.put("type", "object");
        schema.put("properties", properties.properties());
        schema.put("required", properties.required());
        schema.put("additionalProperties", false);
        return schema;
    }

    private static <T> Map<String, Object> record(Class<T> type) {
        BeanIntrospection<T> introspection = BeanIntrospection.getIntrospection(type);
        Map<String, Object> properties = new LinkedHashMap<>();
        for (BeanProperty<T, Object> property : introspection.getBeanProperties()) {
            properties.put(
                    RequestBinder.snakeCase(property.getName()), schema(property.asArgument(), property.isNullable()));
        }
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", properties);
        schema.put("required", List.copyOf(properties.keySet()));
        schema.put("additionalProperties", false);
        return schema;
    }

    private static Map<String, Object> schema(Argument<?> argument, boolean nullable) {
        Class<?> type = argument.getType();
        Map<String, Object> schema;
        if (type == Object.class || JsonNode.class.isAssignableFrom(type)) {
            return new LinkedHashMap<>();
        } else if (type == String.class) {
            schema = typed("string");
        } else if (type == boolean.class || type == Boolean.class) {
            schema = typed("boolean");
        } else if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            schema = typed("integer");
        } else if (type == double.class || type == float.class || Number.class.isAssignableFrom(type)) {
            schema = typed("number");
        } else if (Collection.class.isAssignableFrom(type)) {
            schema = typed("array");
            schema.put("items", schema(argument.getFirstTypeVariable().orElse(Argument.OBJECT_ARGUMENT), false));
        } else if (Map.class.isAssignableFrom(type)) {
            schema = typed("object");
            Argument<?>[] parameters = argument.getTypeParameters();
            schema.put(
                    "additionalProperties",
                    schema(parameters.length == 2 ? parameters[1] : Argument.OBJECT_ARGUMENT, false));
        } else if (BeanIntrospector.SHARED.findIntrospection(type).isPresent()) {
            schema = record(type);
        } else {
            throw new IllegalArgumentException("no JSON Schema for answers of type " + type.getName());
        }
        if (nullable && !argument.getType().isPrimitive()) {
            schema.put("type", new ArrayList<>(List.of(schema.get("type"), "null")));
        }
        return schema;
    }

    private static Map<String, Object> typed(String type) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", type);
        return schema;
    }
}
