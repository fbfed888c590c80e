package io.mnemograph.api.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.Yaml;

/**
 * The response schemas of an OpenAPI 3.0 document as strict JSON Schema 2020-12, the way independent tools read them
 * (ajv after {@code @openapi-contrib/openapi-schema-to-json-schema}): {@code nullable: true} adds {@code "null"} to
 * the {@code type} beside it and nothing else, so a nullable reference whose {@code allOf} rejects null rejects it
 * here too. Atlassian's validator, on networknt's OpenAPI 3.0 dialect, accepts any null where {@code nullable} is,
 * which hid exactly that (issue 48).
 */
final class StrictResponseSchemas {

    private static final String COMPONENTS = "#/components/schemas/";

    /** Keywords of OpenAPI's schema object that JSON Schema does not have, dropped in the conversion. */
    private static final Set<String> OPENAPI_ONLY = Set.of("nullable", "example", "discriminator", "xml");

    private final ObjectMapper json = new ObjectMapper();
    private final JsonNode paths;
    private final ObjectNode definitions;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    StrictResponseSchemas(String yamlDocument) {
        JsonNode document = json.valueToTree(new Yaml().<Map<String, Object>>load(yamlDocument));
        paths = document.path("paths");
        definitions = JsonNodeFactory.instance.objectNode();
        document.path("components")
                .path("schemas")
                .properties()
                .forEach(e -> definitions.set(e.getKey(), schema(e.getValue())));
    }

    /**
     * What is wrong with {@code body}, a JSON answer of {@code method} on the document's path {@code template} with
     * {@code status}, against the schema the document gives that answer: empty when it conforms.
     */
    List<String> problems(String method, String template, int status, String body) throws IOException {
        JsonNode responses = paths.path(template).path(method).path("responses");
        JsonNode response = responses.has(String.valueOf(status))
                ? responses.get(String.valueOf(status))
                : responses.path(status / 100 + "XX");
        // the media type the answer is, with or without parameters (export declares "application/json; charset=utf-8")
        JsonNode declared = response.path("content").properties().stream()
                .filter(media -> media.getKey().split(";")[0].strip().equals("application/json"))
                .map(media -> media.getValue().path("schema"))
                .findFirst()
                .orElse(MissingNode.getInstance());
        if (declared.isMissingNode()) {
            return List.of("no application/json schema for " + status);
        }
        ObjectNode root = schema(declared).deepCopy();
        root.put("$schema", SpecificationVersion.DRAFT_2020_12.getDialectId());
        root.set("$defs", definitions);
        Schema schema = registry.getSchema(root);
        return schema.validate(json.readTree(body)).stream()
                .map(error -> error.getInstanceLocation() + " " + error.getMessage())
                .toList();
    }

    /** An OpenAPI 3.0 schema object as a JSON Schema 2020-12 one. */
    private static ObjectNode schema(JsonNode openApi) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        openApi.properties().forEach(entry -> {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            if (OPENAPI_ONLY.contains(key) || key.startsWith("x-")) {
                return;
            }
            switch (key) {
                case "$ref" -> out.put(key, value.asText().replace(COMPONENTS, "#/$defs/"));
                case "properties", "patternProperties" -> {
                    ObjectNode each = out.putObject(key);
                    value.properties().forEach(p -> each.set(p.getKey(), schema(p.getValue())));
                }
                case "allOf", "anyOf", "oneOf" -> {
                    ArrayNode each = out.putArray(key);
                    value.forEach(branch -> each.add(schema(branch)));
                }
                case "items", "not", "additionalProperties" -> out.set(key, value.isObject() ? schema(value) : value);
                default -> out.set(key, value);
            }
        });
        if (openApi.path("nullable").asBoolean(false) && out.has("type")) {
            ArrayNode types =
                    JsonNodeFactory.instance.arrayNode().add(out.get("type")).add("null");
            out.set("type", types);
            if (out.get("enum") instanceof ArrayNode values) {
                values.addNull();
            }
        }
        return out;
    }
}
