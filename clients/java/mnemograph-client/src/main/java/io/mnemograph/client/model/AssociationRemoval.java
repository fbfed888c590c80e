package io.mnemograph.client.model;

/** What {@code DELETE /v1/associations} answers ({@code AssociationRemoval}). */
public record AssociationRemoval(String namespace, String source, String target, String kind, boolean deleted) {}
