package io.mnemograph.core.graph;

import java.util.Objects;

/** Argument checks for this package's records, with messages that name the parameter. */
final class GraphChecks {

    private GraphChecks() {
    }

    /** Returns {@code value} if it is within {@code [min, max]}; throws naming {@code name} otherwise. */
    static int inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and within {@code [min, max]}; throws naming {@code name} otherwise. */
    static double inRange(String name, double value, double min, double max) {
        if (!Double.isFinite(value) || value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and within {@code (min, max]}; throws naming {@code name} otherwise. */
    static double aboveUpTo(String name, double value, double min, double max) {
        if (!Double.isFinite(value) || value <= min || value > max) {
            throw new IllegalArgumentException(name + " must be in (" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and within {@code [min, max)}; throws naming {@code name} otherwise. */
    static double fromBelow(String name, double value, double min, double max) {
        if (!Double.isFinite(value) || value < min || value >= max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + ") but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is neither null nor blank; throws naming {@code name} otherwise. */
    static String notBlank(String name, String value) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value;
    }
}
