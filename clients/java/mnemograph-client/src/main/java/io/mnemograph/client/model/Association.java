package io.mnemograph.client.model;

/** A link made by {@code POST /v1/associations} ({@code Association}). */
public record Association(String namespace, String source, String target, double weight, String kind) {}
