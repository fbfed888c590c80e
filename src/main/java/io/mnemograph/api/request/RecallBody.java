package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.model.RecallRequest;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;

/**
 * A recall: {@code POST /v1/recall} and the MCP {@code recall} tool. A default is stated in a field's description,
 * not as the schema's {@code default}: generated clients (openapi-typescript) make a field with a {@code default}
 * required, and every field here but {@code query} may be left out.
 */
@Serdeable(naming = SnakeCaseStrategy.class)
@Schema(name = "RecallRequest", description = "What to recall and how")
public record RecallBody(
        @Schema(
                description = "what to remember, as a question or a few words",
                example = "What can Caroline's dog do?",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @NotBlank(message = "is required and must not be blank")
        String query,

        @Schema(
                description = "most memories to return, 1 to mnemograph.limits.max-recall-limit ("
                        + LimitSettings.DEFAULT_MAX_RECALL_LIMIT + "); default " + RecallRequest.DEFAULT_LIMIT,
                minimum = "1")
        @Nullable
        @Min(value = 1, message = "must be at least 1")
        Integer limit,

        @Schema(description = "the namespace", example = "default") @Nullable
        String namespace,

        @Schema(description = "the current project: its memories are recalled besides the global ones")
        @Nullable
        @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
        String project,

        @Schema(description = "the current conversation: its recent memories are primed", example = "chat-1")
        @Nullable
        @Pattern(regexp = RequestRules.NAME, message = RequestRules.NAME_RULE)
        String sessionId,

        @Schema(
                description =
                        "association hops to follow (0: direct matches only); default " + RecallRequest.DEFAULT_HOPS)
        @Nullable
        @Min(value = 0, message = "must be between 0 and " + RequestRules.MAX_HOPS)
        @Max(value = RequestRules.MAX_HOPS, message = "must be between 0 and " + RequestRules.MAX_HOPS)
        Integer hops,

        @Schema(
                description = "lowest score at which a memory reached only through associations is returned; every"
                        + " direct match is ranked and none is cut (default mnemograph.scoring.threshold, "
                        + ScoringSettings.DEFAULT_THRESHOLD + ")",
                example = ScoringSettings.DEFAULT_THRESHOLD)
        @Nullable
        @DecimalMin(value = "0.0", message = "must be between 0.0 and " + RequestRules.MAX_THRESHOLD_TEXT)
        @DecimalMax(
                value = RequestRules.MAX_THRESHOLD_TEXT,
                message = "must be between 0.0 and " + RequestRules.MAX_THRESHOLD_TEXT)
        Double threshold,

        @Schema(
                description = "recall as of this instant (ISO-8601 with zone; with boost at most five minutes"
                        + " ahead, without at most ten years)",
                format = "date-time")
        @Nullable
        String at,

        @Schema(
                description = "every score factor, the memory's state and the path of associative results; default "
                        + RecallRequest.DEFAULT_EXPLAIN)
        @Nullable
        Boolean explain,

        @Schema(
                description = "strengthen what is returned; false for a read-only recall; default "
                        + RecallRequest.DEFAULT_BOOST)
        @Nullable
        Boolean boost,

        @Schema(
                description = "where direct matches come from",
                type = "string",
                allowableValues = {"vector", "hybrid", "lexical"})
        @Nullable
        String seeds,

        @Schema(description = "a decay preset for this recall (docs/formulas.md)", example = "mnemex-power-law")
        @Nullable
        String decayModel,

        @Schema(description = "activation kept per association hop")
        @Nullable
        @DecimalMin(
                value = RequestRules.MIN_SPREAD_FACTOR_TEXT,
                message = "must be between " + RequestRules.MIN_SPREAD_FACTOR_TEXT + " and 1.0")
        @DecimalMax(value = "1.0", message = "must be between " + RequestRules.MIN_SPREAD_FACTOR_TEXT + " and 1.0")
        Double spreadFactor,

        @Schema(description = "only memories that match every part given", type = "object") @Nullable
        RecallFilterBody filter)
        implements ApiRequest {}
