package io.mnemograph.api.request;

import io.micronaut.serde.annotation.Serdeable;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** The arguments of the MCP tools {@code get_memory} and {@code forget}: a memory id. */
@Serdeable
public record IdArguments(
        @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
        String id) {}
