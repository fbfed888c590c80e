package io.mnemograph.api.security;

import java.util.Locale;

/** What an API key may do, each role including the ones before it. */
public enum Role {
    /** Recall, get, history, export. */
    READ,
    /** Also remember, patch, delete, associate, import. */
    WRITE,
    /** Also consolidate, in every namespace. */
    ADMIN;

    /** Whether this role includes {@code needed}. */
    public boolean includes(Role needed) {
        return compareTo(needed) >= 0;
    }

    /** Parses {@code read}, {@code write} or {@code admin}. */
    public static Role parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("\"" + text + "\" is not one of read, write, admin");
        }
    }

    /** The lower-case name used in key files and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
