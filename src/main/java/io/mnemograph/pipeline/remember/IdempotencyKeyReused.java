package io.mnemograph.pipeline.remember;

/**
 * A remember repeats an idempotency key that an earlier memory (stored before, or earlier in the same batch) was
 * remembered under with other content: not a retry of that remember, so neither a replay nor a new memory.
 */
public final class IdempotencyKeyReused extends RuntimeException {

    private final int position;

    /** @param position index of the offending memory in a batch (0 for a single remember) */
    public IdempotencyKeyReused(String firstId, int position) {
        super("this idempotency_key was first used for memory " + firstId + " with other content; a retry must"
                + " repeat the same content, and a new memory needs a new key");
        this.position = position;
    }

    public int position() {
        return position;
    }
}
