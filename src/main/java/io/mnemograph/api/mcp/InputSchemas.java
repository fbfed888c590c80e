package io.mnemograph.api.mcp;

import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanIntrospector;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.core.type.Argument;
import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.api.request.RequestRules;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The JSON Schema of a tool's arguments, read from the request record the HTTP API binds them to, as
 * {@link OutputSchemas} reads an answer's: every property but the namespace (it comes from the connection), typed as
 * its JSON, with the ranges of its constraints ({@code @Min}, {@code @Max}, {@code @DecimalMin}, {@code @DecimalMax},
 * {@code @Size}, the name, kind and memory id patterns), required when {@code @NotBlank} or {@code @NotNull}, and the
 * {@code format} and {@code allowableValues} of its OpenAPI {@code @Schema}. So an argument's type and range cannot
 * drift from what the HTTP validation checks.
 *
 * <p>What the record cannot say is added by name: each argument's description for an LLM ({@link #describe}, one for
 * every argument, else {@link #properties} fails), and the defaults and configured limits ({@link #refine}), taken
 * from the constants and settings that apply them. A name that is no argument fails at once.
 */
final class InputSchemas {

    private final Map<String, Schema> arguments = new LinkedHashMap<>();
    private final List<String> required;

    private InputSchemas(Map<String, Schema> arguments, List<String> required) {
        this.arguments.putAll(arguments);
        this.required = required;
    }

    /** The arguments of {@code body} (an introspected request record), every one still to describe. */
    static InputSchemas of(Class<?> body) {
        Map<String, Schema> arguments = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        properties(body, "", arguments, required);
        return new InputSchemas(arguments, List.copyOf(required));
    }

    /** Describes argument {@code name} ({@code filter.kind} for a nested one). */
    InputSchemas describe(String name, String description) {
        argument(name).with("description", description);
        return this;
    }

    /** Adds keywords to argument {@code name}: its default, a configured limit. */
    InputSchemas refine(String name, Consumer<Schema> keywords) {
        keywords.accept(argument(name));
        return this;
    }

    /** The arguments, described, in the record's order, nested records as objects of exactly their arguments. */
    Schema.Properties properties() {
        arguments.forEach((name, schema) -> {
            if (!schema.toMap().containsKey("description")) {
                throw new IllegalStateException("argument " + name + " has no description");
            }
        });
        return properties("");
    }

    private Schema.Properties properties(String prefix) {
        Schema.Properties properties = new Schema.Properties();
        arguments.forEach((name, schema) -> {
            if (!name.startsWith(prefix) || name.indexOf('.', prefix.length()) >= 0) {
                return;
            }
            String leaf = name.substring(prefix.length());
            if (arguments.keySet().stream().anyMatch(other -> other.startsWith(name + "."))) {
                schema.with("properties", properties(name + ".").properties()).with("additionalProperties", false);
            }
            if (required.contains(name)) {
                properties.required(leaf, schema);
            } else {
                properties.optional(leaf, schema);
            }
        });
        return properties;
    }

    private Schema argument(String name) {
        Schema schema = arguments.get(name);
        if (schema == null) {
            throw new IllegalArgumentException("no argument " + name + " in " + arguments.keySet());
        }
        return schema;
    }

    private static <T> void properties(
            Class<T> type, String prefix, Map<String, Schema> arguments, List<String> required) {
        for (BeanProperty<T, Object> property :
                BeanIntrospection.getIntrospection(type).getBeanProperties()) {
            String name = RequestBinder.snakeCase(property.getName());
            if (name.equals("namespace")) {
                continue;
            }
            Class<?> raw = property.getType();
            boolean record = raw != String.class
                    && BeanIntrospector.SHARED.findIntrospection(raw).isPresent();
            arguments.put(
                    prefix + name,
                    schema(property.asArgument(), record, property.getAnnotationMetadata(), openApi(type, property)));
            if (property.getAnnotationMetadata().hasAnnotation(NotBlank.class)
                    || property.getAnnotationMetadata().hasAnnotation(NotNull.class)) {
                required.add(prefix + name);
            }
            if (record) {
                properties(raw, prefix + name + ".", arguments, required);
            }
        }
    }

    private static Schema schema(
            Argument<?> argument,
            boolean record,
            AnnotationMetadata annotations,
            io.swagger.v3.oas.annotations.media.@Nullable Schema openApi) {
        Class<?> type = argument.getType();
        Schema schema;
        if (type == String.class) {
            schema = Schema.typed("string");
            annotations.stringValue(Pattern.class, "regexp").ifPresent(pattern -> pattern(schema, pattern));
            if (annotations.hasAnnotation(NotBlank.class)) {
                schema.with("minLength", 1);
            }
            int minimum = annotations.intValue(Size.class, "min").orElse(0);
            if (minimum > 0) {
                schema.with("minLength", minimum);
            }
            annotations.intValue(Size.class, "max").ifPresent(maximum -> schema.with("maxLength", maximum));
        } else if (type == Integer.class || type == Long.class) {
            schema = Schema.typed("integer");
            annotations.longValue(Min.class, "value").ifPresent(minimum -> schema.with("minimum", minimum));
            annotations.longValue(Max.class, "value").ifPresent(maximum -> schema.with("maximum", maximum));
        } else if (type == Double.class) {
            schema = Schema.typed("number");
            annotations.stringValue(DecimalMin.class).ifPresent(m -> schema.with("minimum", Double.parseDouble(m)));
            annotations.stringValue(DecimalMax.class).ifPresent(m -> schema.with("maximum", Double.parseDouble(m)));
        } else if (type == Boolean.class) {
            schema = Schema.typed("boolean");
        } else if (List.class.isAssignableFrom(type)
                && argument.getFirstTypeVariable().map(Argument::getType).orElse(null) == String.class) {
            schema = Schema.typed("array")
                    .with("items", Schema.typed("string").with("minLength", 1).toMap());
            annotations.intValue(Size.class, "max").ifPresent(maximum -> schema.with("maxItems", maximum));
        } else if (record || JsonNode.class.isAssignableFrom(type)) {
            schema = Schema.typed("object");
        } else {
            throw new IllegalArgumentException("no JSON Schema for arguments of type " + type.getName());
        }
        if (openApi != null && !openApi.format().isEmpty()) {
            schema.with("format", openApi.format());
        }
        if (openApi != null && openApi.allowableValues().length > 0) {
            schema.with("enum", List.of(openApi.allowableValues()));
        }
        return schema;
    }

    /** The OpenAPI {@code @Schema} of a record's property (kept for reflection, not in Micronaut's metadata). */
    private static io.swagger.v3.oas.annotations.media.Schema openApi(Class<?> type, BeanProperty<?, ?> property) {
        for (RecordComponent component : type.getRecordComponents()) {
            if (component.getName().equals(property.getName())) {
                return component.getAccessor().getAnnotation(io.swagger.v3.oas.annotations.media.Schema.class);
            }
        }
        return null;
    }

    /** A name or a kind: 1 to its most characters, as its pattern allows; a memory id: a UUID. */
    private static void pattern(Schema schema, String pattern) {
        if (pattern.equals(RequestRules.NAME)) {
            schema.with("minLength", 1).with("maxLength", RequestRules.MAX_NAME_CHARS);
        } else if (pattern.equals(RequestRules.KIND)) {
            schema.with("minLength", 1).with("maxLength", RequestRules.MAX_KIND_CHARS);
        } else if (pattern.equals(RequestRules.UUID)) {
            schema.with("format", "uuid");
        }
    }
}
