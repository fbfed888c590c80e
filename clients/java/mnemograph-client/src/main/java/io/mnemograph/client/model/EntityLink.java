package io.mnemograph.client.model;

/** An entity a memory mentions, with how many memories of the namespace mention it ({@code EntityLink}). */
public record EntityLink(String key, String name, String kind, long memories) {}
