package io.mnemograph.model;

/** Namespace names: the tenancy boundary every request is scoped by. */
public final class Namespaces {

    public static final String DEFAULT = "default";
    public static final int MAX_LENGTH = 128;
    private static final String PATTERN = "[A-Za-z0-9_.:@-]{1," + MAX_LENGTH + "}";

    private Namespaces() {}

    /** The namespace if well-formed, else {@link InvalidNamespace} saying what a namespace may be. */
    public static String require(String namespace) {
        if (namespace == null || !namespace.matches(PATTERN)) {
            throw new InvalidNamespace(
                    "must be 1 to " + MAX_LENGTH + " characters of letters, digits, '_', '.', ':', '@' or '-'");
        }
        return namespace;
    }
}
