package io.mnemograph.store.memory;

/** An association to create from a new memory: target id, weight in [0, 1], kind (semantic, temporal). */
public record AssociationLink(String target, double weight, String kind) {}
