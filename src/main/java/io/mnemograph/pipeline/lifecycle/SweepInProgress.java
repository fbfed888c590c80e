package io.mnemograph.pipeline.lifecycle;

/**
 * Another live sweep holds the namespace's consolidation lock (or took it over from this one); this sweep did not
 * run, or stopped between batches.
 */
public final class SweepInProgress extends RuntimeException {

    private final String namespace;

    public SweepInProgress(String namespace, String message) {
        super(message);
        this.namespace = namespace;
    }

    public String namespace() {
        return namespace;
    }
}
