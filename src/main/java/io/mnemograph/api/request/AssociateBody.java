package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.service.MemoryLinking;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** An explicit link between two memories: {@code POST /v1/associations} and the MCP {@code associate} tool. */
@Serdeable
@Schema(name = "AssociateRequest", description = "Two memories of one namespace to link")
public record AssociateBody(
        @Schema(description = "the memory to link from", format = "uuid", requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
        String source,

        @Schema(description = "the memory to link to", format = "uuid", requiredMode = Schema.RequiredMode.REQUIRED)
        @NotNull(message = "is required")
        @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
        String target,

        @Schema(description = "the link's strength; default " + MemoryLinking.DEFAULT_ASSOCIATION_WEIGHT)
        @Nullable
        @DecimalMin(value = "0.0", message = "must be between 0.0 and 1.0")
        @DecimalMax(value = "1.0", message = "must be between 0.0 and 1.0")
        Double weight,

        @Schema(description = "the namespace of both memories", example = "default") @Nullable
        String namespace)
        implements ApiRequest {}
