package io.mnemograph.client.model;

/** What {@code DELETE /v1/memories/{id}} answers. */
public record Forgotten(String id, boolean deleted) {}
