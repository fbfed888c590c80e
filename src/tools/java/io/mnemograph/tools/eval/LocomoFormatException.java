package io.mnemograph.tools.eval;

/** The LoCoMo file does not have the expected shape; the message names the sample and the field. */
public class LocomoFormatException extends RuntimeException {

    /** A format error described by {@code message}. */
    public LocomoFormatException(String message) {
        super(message);
    }

    /** A format error described by {@code message}, caused by {@code cause}. */
    public LocomoFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
