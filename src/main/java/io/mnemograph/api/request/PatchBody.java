package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Pattern;

/** A change to one memory: {@code PATCH /v1/memories/{id}}; content, weight or both. */
@Serdeable
@Schema(name = "PatchRequest", description = "New content (re-embeds, resets the decay clock) and/or weight")
public record PatchBody(
        @Schema(description = "the new content", example = "Caroline's puppy is called Biscuit.")
        @Nullable
        @Pattern(regexp = RequestRules.NOT_BLANK, message = "must not be blank")
        String content,

        @Schema(description = "the new weight")
        @Nullable
        @DecimalMin(value = RequestRules.MIN_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
        @DecimalMax(value = RequestRules.MAX_WEIGHT_TEXT, message = RequestRules.WEIGHT_RULE)
        Double weight,

        @Schema(description = "the memory's namespace", example = "default") @Nullable
        String namespace)
        implements ApiRequest {}
