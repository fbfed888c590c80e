package io.mnemograph.model;

/** A visible memory that a new one contradicts: another value for the same attribute (docs/recall.md). */
public record Contradiction(String id, String content, double similarity) {}
