package io.mnemograph.core;

import java.util.Objects;

/**
 * Argument checks for the records of the core math (scoring and the graph), with messages that name the parameter.
 *
 * <p>Implementation notes: every check rejects NaN and the infinities first, so a value read from a broken
 * configuration fails at start-up with "{@code name must be finite}" instead of poisoning every score. Each method
 * returns its argument so that a compact constructor can validate in one line.
 */
public final class Checks {

    private Checks() {}

    /** Returns {@code value} if it is finite and within {@code [min, max]}; throws naming {@code name} otherwise. */
    public static double inRange(String name, double value, double min, double max) {
        requireFinite(name, value);
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and {@code >= min}; throws naming {@code name} otherwise. */
    public static double atLeast(String name, double value, double min) {
        requireFinite(name, value);
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + " but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and {@code > 0}; throws naming {@code name} otherwise. */
    public static double positive(String name, double value) {
        requireFinite(name, value);
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be > 0 but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is {@code >= min}; throws naming {@code name} otherwise. */
    public static long atLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + " but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is within {@code [min, max]}; throws naming {@code name} otherwise. */
    public static int inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and within {@code (min, max]}; throws naming {@code name} otherwise. */
    public static double aboveUpTo(String name, double value, double min, double max) {
        requireFinite(name, value);
        if (value <= min || value > max) {
            throw new IllegalArgumentException(name + " must be in (" + min + ", " + max + "] but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is finite and within {@code [min, max)}; throws naming {@code name} otherwise. */
    public static double fromBelow(String name, double value, double min, double max) {
        requireFinite(name, value);
        if (value < min || value >= max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + ") but was " + value);
        }
        return value;
    }

    /** Returns {@code value} if it is neither null nor blank; throws naming {@code name} otherwise. */
    public static String notBlank(String name, String value) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value;
    }

    private static void requireFinite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite but was " + value);
        }
    }
}
