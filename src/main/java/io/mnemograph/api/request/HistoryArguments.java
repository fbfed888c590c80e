package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** The arguments of the MCP tool {@code memory_history}: a memory id and a page (checked by {@code HistoryPage}). */
@Serdeable
public record HistoryArguments(
        @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
        String id,

        @Nullable Long limit,
        @Nullable String cursor) {}
