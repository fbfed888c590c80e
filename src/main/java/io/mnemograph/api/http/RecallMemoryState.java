package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.core.Tier;
import io.mnemograph.model.StoredMemory;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * A recalled memory's state, sent with {@code explain: true} ({@code RecallResult.memory}). Its schema admits
 * {@code null} (sent without explain): a nullable reference is documented as {@code nullable} beside an {@code allOf}
 * of the reference, which under JSON Schema admits null only where the referenced schema does (OpenApiNullability).
 */
@Serdeable(naming = SnakeCaseStrategy.class)
@Schema(
        nullable = true,
        description = "A recalled memory's state (with explain; null without): found_in says whether the recall found"
                + " it hot or in cold storage")
public record RecallMemoryState(
        double stability,
        long accessCount,
        @Nullable String lastAccessedAt,
        @Nullable String createdAt,
        String scope,

        @Schema(
                type = "string",
                allowableValues = {"hot", "cold"},
                requiredMode = Schema.RequiredMode.REQUIRED)
        String foundIn,

        @Nullable String project) {

    static RecallMemoryState of(StoredMemory memory) {
        return new RecallMemoryState(
                memory.stability(),
                memory.accessCount(),
                MemoryView.iso(memory.lastAccessedAt()),
                MemoryView.iso(memory.createdAt()),
                memory.scope().wireName(),
                (memory.isCold() ? Tier.COLD : Tier.HOT).wireName(),
                memory.project());
    }
}
