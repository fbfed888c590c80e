package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.Locale;

/**
 * Whether, and as of when, an evaluation runs the lifecycle sweep over each loaded conversation before asking its
 * questions (docs/lifecycle.md, "Measured: nothing buried").
 */
public enum SweepBeforeAsking {
    /** No sweep: the conversation is asked as it was loaded. */
    NONE,
    /** A sweep as of the instant the questions are asked: one day after the conversation's last session. */
    LAST_SESSION,
    /** A sweep as of the real current time, as the hourly sweep of a running service would do after an import. */
    NOW;

    /** The sweep's instant for a conversation asked at {@code askAt}, when the wall clock reads {@code now}. */
    public Instant asOf(Instant askAt, Instant now) {
        return switch (this) {
            case NONE -> throw new IllegalStateException("no sweep");
            case LAST_SESSION -> askAt;
            case NOW -> now;
        };
    }

    /** Parses {@code none}, {@code last-session} or {@code now}. */
    public static SweepBeforeAsking parse(String text) {
        for (SweepBeforeAsking mode : values()) {
            if (mode.optionName().equals(text)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("\"" + text + "\" is not one of none, last-session, now");
    }

    /** The name on the command line. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
