package io.mnemograph.api.http;

import io.mnemograph.api.error.InvalidInput;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Which page of a memory's history a request asks for ({@code cursor}, {@code limit}), and the cursor of the page
 * after it. A cursor is opaque to clients: the URL-safe Base64 of {@code h1:<position>}.
 *
 * @param skip  links of the chain before this page
 * @param limit links on this page, 1..{@link #MAX_LIMIT}, default {@link #DEFAULT_LIMIT}
 */
public record HistoryPage(int skip, int limit) {

    /** Links on a page when a request names no limit. */
    public static final int DEFAULT_LIMIT = 100;
    /** Most links on one page. */
    public static final int MAX_LIMIT = 1_000;

    private static final String PREFIX = "h1:";
    /** Longest cursor this service gives out. */
    public static final int MAX_CURSOR_CHARS = 64;

    /** The page named by the query parameters (either may be null), else a 400 naming the parameter. */
    public static HistoryPage of(String cursor, String limit) {
        return new HistoryPage(cursor == null ? 0 : position(cursor), limit == null ? DEFAULT_LIMIT : size(limit));
    }

    private static int size(String limit) {
        try {
            int value = Integer.parseInt(limit.trim());
            if (value >= 1 && value <= MAX_LIMIT) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // answered below
        }
        throw new InvalidInput("limit", "must be an integer from 1 to " + MAX_LIMIT);
    }

    private static int position(String cursor) {
        try {
            if (cursor.length() <= MAX_CURSOR_CHARS) {
                String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
                if (text.startsWith(PREFIX)) {
                    int skip = Integer.parseInt(text.substring(PREFIX.length()));
                    if (skip > 0) {
                        return skip;
                    }
                }
            }
        } catch (IllegalArgumentException ignored) {
            // answered below (NumberFormatException is one too)
        }
        throw new InvalidInput("cursor", "not a cursor this service gave out; use next_cursor of the previous page");
    }

    /** The cursor of the next page when this page read {@code links} (one more than its limit means there is one). */
    String next(int links) {
        return links > limit
                ? Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString((PREFIX + (skip + limit)).getBytes(StandardCharsets.UTF_8))
                : null;
    }
}
