package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Pattern;

/**
 * A recall's {@code filter}: every part optional, all parts given must hold (docs/api.md, "Recall filters"). Its
 * schema admits {@code null}, for the reason {@code io.mnemograph.api.http.RecallMemoryState} gives.
 */
@Serdeable(naming = SnakeCaseStrategy.class)
@Schema(
        name = "RecallFilter",
        description = "Only memories that match every part given; null or absent: no filter",
        nullable = true)
public record RecallFilterBody(
        @Schema(description = "the memory's kind", example = "fact")
        @Nullable
        @Pattern(regexp = RequestRules.KIND, message = RequestRules.KIND_RULE)
        String kind,

        @Schema(description = "the session the memory was remembered in", example = "chat-1")
        @Nullable
        @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
        String sessionId,

        @Schema(
                description = "entries the memory's metadata must hold (at most 16), each a string, number or"
                        + " boolean, compared as JSON",
                additionalProperties = Schema.AdditionalPropertiesValue.TRUE)
        @Nullable
        JsonNode metadata) {}
