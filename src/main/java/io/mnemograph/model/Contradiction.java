package io.mnemograph.model;

/** A visible memory whose meaning is close enough to a new one to possibly contradict it. */
public record Contradiction(String id, String content, double similarity) {}
