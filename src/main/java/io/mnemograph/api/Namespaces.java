package io.mnemograph.api;

import io.mnemograph.api.error.InvalidInput;

/** Namespace names: the tenancy boundary every request is scoped by. */
public final class Namespaces {

    public static final String DEFAULT = "default";
    public static final int MAX_LENGTH = 128;
    private static final String PATTERN = "[A-Za-z0-9_.:@-]{1," + MAX_LENGTH + "}";

    private Namespaces() {
    }

    /** The namespace if well-formed, else a 400 naming the {@code namespace} field. */
    public static String require(String namespace) {
        if (namespace == null || !namespace.matches(PATTERN)) {
            throw new InvalidInput("namespace", "must be 1 to " + MAX_LENGTH
                    + " characters of letters, digits, '_', '.', ':', '@' or '-'");
        }
        return namespace;
    }
}
