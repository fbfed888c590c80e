package io.mnemograph.api.error;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;

/** The one error shape: {@code {"error": {"code", "message", "field"}}}. */
@Serdeable
public record ErrorBody(Detail error) {

    public static ErrorBody of(String code, String message, @Nullable String field) {
        return new ErrorBody(new Detail(code, message, field));
    }

    /** What went wrong and where. */
    @Serdeable
    public record Detail(
            String code, String message, @Nullable String field) {}
}
