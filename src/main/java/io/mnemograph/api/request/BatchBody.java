package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotEmpty;
import java.util.List;

/** Many memories remembered in one transaction: {@code POST /v1/memories/batch}. */
@Serdeable
@Schema(name = "BatchRequest", description = "Memories to remember in one transaction, all or none")
public record BatchBody(
        @Schema(
                description = "1 to mnemograph.limits.max-batch-size memories (413 above)",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotEmpty(message = "must be a non-empty array of objects")
        List<RememberBody> memories,

        @Schema(description = "the namespace of every item that names none", example = "default") @Nullable
        String namespace)
        implements ApiRequest {}
