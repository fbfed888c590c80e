package io.mnemograph.tools.eval;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * Parses LoCoMo session date-times such as {@code "1:56 pm on 8 May, 2023"}.
 *
 * <p>Every value in locomo10.json has this one shape: 12-hour clock with one or two hour digits, lower-case
 * am/pm, day of month with one or two digits, full English month name. No time zone is given; the harness
 * reads them as UTC.
 */
public final class SessionDateTimes {

    private static final DateTimeFormatter FORMAT = new DateTimeFormatterBuilder()
            .parseCaseInsensitive()
            .appendPattern("h:mm a 'on' d MMMM, yyyy")
            .toFormatter(Locale.ENGLISH);

    private SessionDateTimes() {}

    /** The instant of {@code text}, read as UTC; throws IllegalArgumentException naming the text when it does not parse. */
    public static Instant parse(String text) {
        try {
            return LocalDateTime.parse(text.strip(), FORMAT).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("not a LoCoMo session date-time: \"" + text + "\"", e);
        }
    }
}
