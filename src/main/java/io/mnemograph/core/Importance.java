package io.mnemograph.core;

import java.util.Objects;

/**
 * An importance factor with the reason it was given, for the recall explanation.
 *
 * @param value  the factor, finite and &gt;= 0 (0.5 to 2.0 with the default levels)
 * @param reason why, for example {@code correction: 'actually' opens a clause}; never blank
 */
public record Importance(double value, String reason) {

    /** Validates the value and that the reason is present. */
    public Importance {
        Checks.atLeast("importance", value, 0.0);
        Objects.requireNonNull(reason, "reason");
        if (reason.isBlank()) {
            throw new IllegalArgumentException("reason must not be blank");
        }
    }
}
