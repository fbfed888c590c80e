package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** A sweep to run now: {@code POST /v1/consolidate} (the body may be empty) and the MCP {@code consolidate} tool. */
@Serdeable
@Schema(name = "ConsolidateRequest", description = "The namespace to sweep, as of when")
public record ConsolidateBody(
        @Schema(description = "the namespace to sweep", example = "default") @Nullable
        String namespace,

        @Schema(
                description = "sweep as of this instant (ISO-8601 with zone, at most five minutes ahead; default now)",
                format = "date-time")
        @Nullable
        String at)
        implements ApiRequest {

    /** An empty body: the caller's namespace, now. */
    public static final ConsolidateBody EMPTY = new ConsolidateBody(null, null);
}
