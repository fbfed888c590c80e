package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.model.NewMemory;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** One memory to remember: {@code POST /v1/memories}, an item of a batch, the MCP {@code remember} tool. */
@Serdeable(naming = SnakeCaseStrategy.class)
@Schema(name = "RememberRequest", description = "One memory to remember")
public record RememberBody(
        @Schema(
                description = "the memory itself: one fact, preference, decision or event, self-contained; at most"
                        + " mnemograph.limits.max-content-chars characters (413 above)",
                example = "Caroline named her puppy Biscuit.",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotBlank(message = "is required and must not be blank")
        String content,

        @Schema(
                description = "the namespace (default: the key's only one, or default)",
                example = "default",
                maxLength = 128)
        @Nullable
        String namespace,

        @Schema(description = "the project the memory belongs to", example = "trip-planning", maxLength = 128)
        @Nullable
        @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
        String project,

        @Schema(
                description = "global: recalled everywhere (default without project); project: only within its"
                        + " project (default with project)",
                type = "string",
                allowableValues = {"global", "project"})
        @Nullable
        @Pattern(regexp = "global|project", message = "must be \"project\" or \"global\"")
        String scope,

        @Schema(description = "a label of your choice", example = "fact", maxLength = RequestRules.MAX_KIND_CHARS)
        @Nullable
        @Pattern(regexp = RequestRules.KIND, message = RequestRules.KIND_RULE)
        String kind,

        @Schema(description = "a multiplier of the memory's score in every recall; default " + NewMemory.DEFAULT_WEIGHT)
        @Nullable
        @DecimalMin(value = RequestRules.MIN_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
        @DecimalMax(value = RequestRules.MAX_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
        Double weight,

        @Schema(description = "initial strength against forgetting; default " + NewMemory.DEFAULT_STRENGTH)
        @Nullable
        @DecimalMin(value = "0.0", message = "must be between 0.0 and 2.0")
        @DecimalMax(value = "2.0", message = "must be between 0.0 and 2.0")
        Double strength,

        @Schema(description = "how much the memory matters; auto-scored from the content when absent")
        @Nullable
        @DecimalMin(value = "0.0", message = "must be between 0.0 and 10.0")
        @DecimalMax(value = "10.0", message = "must be between 0.0 and 10.0")
        Double importance,

        @Schema(description = "names of people, places or things the memory is about", example = "[\"Caroline\"]")
        @Nullable
        @Size(
                max = RequestRules.MAX_CLIENT_ENTITIES,
                message = "has too many items; at most " + RequestRules.MAX_CLIENT_ENTITIES + " allowed")
        List<String> entities,

        @Schema(description = "the conversation or task the memory belongs to", example = "chat-1", maxLength = 128)
        @Nullable
        @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
        String sessionId,

        @Schema(description = "forget the memory this many seconds after it occurred")
        @Nullable
        @Min(value = 1, message = "must be between 1 and " + RequestRules.MAX_TTL_SECONDS)
        @Max(value = RequestRules.MAX_TTL_SECONDS, message = "must be between 1 and " + RequestRules.MAX_TTL_SECONDS)
        Long ttlSeconds,

        @Schema(description = "the id of an older memory this one replaces", format = "uuid")
        @Nullable
        @Pattern(regexp = RequestRules.UUID, message = RequestRules.UUID_RULE)
        String supersedes,

        @Schema(
                description = "when it happened, ISO-8601 with zone, 1900 to one day ahead",
                format = "date-time",
                example = "2023-05-08T13:56:00Z")
        @Nullable
        String occurredAt,

        @Schema(
                description = "any JSON object, kept and returned with the memory",
                additionalProperties = Schema.AdditionalPropertiesValue.TRUE)
        @Nullable
        JsonNode metadata,

        @Schema(
                description = "remembering again with the same key answers the first memory (200, replayed)",
                minLength = RequestRules.MIN_IDEMPOTENCY_KEY_CHARS,
                maxLength = RequestRules.MAX_IDEMPOTENCY_KEY_CHARS)
        @Nullable
        @Size(
                min = RequestRules.MIN_IDEMPOTENCY_KEY_CHARS,
                max = RequestRules.MAX_IDEMPOTENCY_KEY_CHARS,
                message = RequestRules.IDEMPOTENCY_KEY_RULE)
        String idempotencyKey)
        implements ApiRequest {}
