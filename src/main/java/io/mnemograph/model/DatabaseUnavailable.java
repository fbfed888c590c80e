package io.mnemograph.model;

/**
 * The database did not answer in time: unreachable or no free connection within the connect timeout
 * ({@link Reason#UNREACHABLE}), a transaction aborted by its timeout ({@link Reason#TIMED_OUT}), or a transaction
 * that kept losing to concurrent ones (deadlock victim, lock wait) after every retry ({@link Reason#CONTENDED}).
 * Nothing of the aborted transaction was kept.
 */
public final class DatabaseUnavailable extends RuntimeException {

    /** Why the database did not answer. */
    public enum Reason {
        UNREACHABLE,
        TIMED_OUT,
        CONTENDED
    }

    private final Reason reason;

    public DatabaseUnavailable(String message, Reason reason, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    /** Why the database did not answer. */
    public Reason reason() {
        return reason;
    }
}
