package io.mnemograph.model;

/** A namespace name that breaks the rule of {@link Namespaces}; the message says what a namespace may be. */
public final class InvalidNamespace extends IllegalArgumentException {

    public InvalidNamespace(String message) {
        super(message);
    }
}
