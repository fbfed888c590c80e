package io.mnemograph.api.service;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.model.MemoryListQuery.Position;
import java.nio.charset.StandardCharsets;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.UUID;

/**
 * The cursor of {@code GET /v1/memories}: opaque to clients, it is the URL-safe Base64 of
 * {@code m1:<created_at>|<id>}, the listing position of the last memory of the previous page. A position (unlike an
 * offset) stays valid while memories are stored or deleted: the next page starts right after it.
 */
final class ListCursor {

    private static final String PREFIX = "m1:";
    private static final char SEPARATOR = '|';

    private ListCursor() {}

    /** The cursor of the page after the one ending at {@code last}. */
    static String after(Position last) {
        String text = PREFIX + last.createdAt() + SEPARATOR + last.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The position {@code cursor} names; null when absent; a 400 naming {@code cursor} when it is not one of ours. */
    static Position parse(String cursor) {
        if (cursor == null) {
            return null;
        }
        try {
            if (cursor.length() <= MemoryReading.MAX_CURSOR_CHARS) {
                String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
                int separator = text.lastIndexOf(SEPARATOR);
                if (text.startsWith(PREFIX) && separator > PREFIX.length()) {
                    ZonedDateTime createdAt = ZonedDateTime.parse(text.substring(PREFIX.length(), separator));
                    String id = text.substring(separator + 1);
                    if (UUID.fromString(id).toString().equals(id)) {
                        return new Position(createdAt, id);
                    }
                }
            }
        } catch (IllegalArgumentException | DateTimeParseException ignored) {
            // answered below
        }
        throw new InvalidInput("cursor", "not a cursor this service gave out; use next_cursor of the previous page");
    }
}
