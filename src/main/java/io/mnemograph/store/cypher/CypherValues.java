package io.mnemograph.store.cypher;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/** Values as the statements take them: instants as UTC date-times. */
public final class CypherValues {

    private CypherValues() {}

    /** {@code instant} as a UTC date-time, the type of every time property and parameter. */
    public static ZonedDateTime zoned(Instant instant) {
        return instant.atZone(ZoneOffset.UTC);
    }
}
