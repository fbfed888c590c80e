package io.mnemograph.api.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Holds a tool call's structured content against the tool's declared {@code outputSchema} with an independent JSON
 * Schema 2020-12 validator (networknt json-schema-validator; the SDK only carries it), as a strict client would.
 */
final class OutputSchemaCheck {

    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private OutputSchemaCheck() {}

    /** Asserts that {@code result} succeeded and that its structured content is valid against {@code tool}'s schema. */
    static void valid(McpSchema.Tool tool, CallToolResult result) {
        McpClients.answer(result);
        assertThat(tool.outputSchema())
                .as("%s declares an outputSchema", tool.name())
                .isNotNull();
        assertThat(errors(tool, result.structuredContent()))
                .as("%s's answer against its outputSchema", tool.name())
                .isEmpty();
    }

    /** What the validator finds wrong with {@code content} as an answer of {@code tool}. */
    static List<String> errors(McpSchema.Tool tool, Object content) {
        try {
            Schema schema = SCHEMAS.getSchema(McpClients.JSON.writeValueAsString(tool.outputSchema()));
            return schema.validate(McpClients.JSON.writeValueAsString(content), InputFormat.JSON).stream()
                    .map(Error::toString)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
