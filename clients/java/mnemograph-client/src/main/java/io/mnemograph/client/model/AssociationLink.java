package io.mnemograph.client.model;

/** One link of a memory: the other memory, direction (out or in), kind and weights ({@code AssociationLink}). */
public record AssociationLink(
        String memoryId,
        String content,
        String tier,
        String direction,
        String kind,
        double weight,
        double decayedWeight,
        String createdAt,
        String lastCoRetrieval) {}
