package io.mnemograph.pipeline.recall;

/**
 * Too many recalls, or too many batches of a namespace, are running: this one was refused before it started (nothing
 * read, nothing written).
 */
public final class Overloaded extends RuntimeException {

    public Overloaded(String message) {
        super(message);
    }
}
