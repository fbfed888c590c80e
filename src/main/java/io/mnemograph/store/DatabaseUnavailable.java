package io.mnemograph.store;

/**
 * The database did not answer in time: unreachable, no free connection within the connect timeout, or a
 * transaction aborted by its timeout ({@code timedOut}). Nothing of the aborted transaction was kept.
 */
public final class DatabaseUnavailable extends RuntimeException {

    private final boolean timedOut;

    public DatabaseUnavailable(String message, boolean timedOut, Throwable cause) {
        super(message, cause);
        this.timedOut = timedOut;
    }

    /** True when the transaction ran out of time (rather than the database being out of reach). */
    public boolean timedOut() {
        return timedOut;
    }
}
