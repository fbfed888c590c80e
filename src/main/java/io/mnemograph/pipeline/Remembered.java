package io.mnemograph.pipeline;

/** The outcome of a remember: the new memory's id and the importance it was stored with. */
public record Remembered(String id, double importance) {
}
