package io.mnemograph.config;

/** A setting is missing or out of range; the message names the key, the value and the accepted range. */
public final class ConfigurationError extends RuntimeException {

    public ConfigurationError(String key, Object value, String expected) {
        super("Invalid setting " + key + "=" + value + ": " + expected);
    }

    public ConfigurationError(String message) {
        super(message);
    }

    /** Fails unless {@code min <= value <= max}. */
    public static int requireRange(String key, int value, int min, int max) {
        if (value < min || value > max) {
            throw new ConfigurationError(key, value, "expected an integer in [" + min + ", " + max + "]");
        }
        return value;
    }

    /** Fails unless {@code min <= value <= max}. */
    public static double requireRange(String key, double value, double min, double max) {
        if (Double.isNaN(value) || value < min || value > max) {
            throw new ConfigurationError(key, value, "expected a number in [" + min + ", " + max + "]");
        }
        return value;
    }
}
