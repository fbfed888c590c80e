package io.mnemograph.store;

/** One recalled memory to strengthen, and whether it came direct or by association. */
public record Reinforcement(String id, String via) {
}
