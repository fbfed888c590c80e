package io.mnemograph.pipeline.recall;

/** Too many recalls are running: this one was refused before it started (nothing read, nothing written). */
public final class Overloaded extends RuntimeException {

    public Overloaded(String message) {
        super(message);
    }
}
