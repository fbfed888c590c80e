package io.mnemograph.api.request;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** The confirmation of {@code DELETE /v1/namespaces/{namespace}}: the namespace, repeated. */
@Serdeable
@Schema(name = "ConfirmRequest", description = "The namespace to delete, repeated")
public record ConfirmBody(
        @Schema(
                description = "must equal the namespace in the path",
                example = "scratch",
                requiredMode = Schema.RequiredMode.REQUIRED)
        @Nullable
        String confirm)
        implements ApiRequest {

    /** No body: nothing confirmed. */
    public static final ConfirmBody NONE = new ConfirmBody(null);
}
