package io.mnemograph.api.mcp;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.request.RequestRules;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The arguments of the MCP tools that browse, edit and forget, bound and checked as the HTTP routes' query
 * parameters and bodies are (each rejection names the argument); ranges the records cannot state are checked by the
 * tools. No record has a namespace: it comes from the connection.
 */
final class BrowseArguments {

    private BrowseArguments() {}

    /** {@code list_memories}: the filters and page of {@code GET /v1/memories}. */
    @Serdeable
    record ListArguments(
            @Nullable String tier,

            @Nullable @Pattern(regexp = RequestRules.KIND, message = RequestRules.KIND_RULE)
            String kind,

            @Nullable @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
            String sessionId,

            @Nullable String createdAfter,
            @Nullable String cursor,
            @Nullable Long limit) {}

    /** {@code memory_links}: a memory and how many links of each kind. */
    @Serdeable
    record LinksArguments(
            @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
            String id,

            @Nullable Long limit) {}

    /** {@code update_memory}: a memory and its new content, weight or both. */
    @Serdeable
    record UpdateArguments(
            @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
            String id,

            @Nullable String content,

            @Nullable
            @DecimalMin(value = RequestRules.MIN_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
            @DecimalMax(value = RequestRules.MAX_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
            Double weight) {}

    /** {@code remove_association}: the link's two ends and its kind. */
    @Serdeable
    record UnlinkArguments(
            @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
            String source,

            @NotNull(message = "is required") @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
            String target,

            @Nullable String kind) {}

    /** {@code forget_namespace}: the namespace repeated, to confirm. */
    @Serdeable
    record ForgetNamespaceArguments(
            @NotNull(message = "is required") String confirm) {}
}
