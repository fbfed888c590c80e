package io.mnemograph.tools.eval;

/** A MADial-Bench file does not have the expected shape; the message names the file, the line and the field. */
public class MadialFormatException extends RuntimeException {

    /** A format error described by {@code message}. */
    public MadialFormatException(String message) {
        super(message);
    }

    /** A format error described by {@code message}, caused by {@code cause}. */
    public MadialFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
