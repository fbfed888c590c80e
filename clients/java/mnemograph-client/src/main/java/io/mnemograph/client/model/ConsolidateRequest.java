package io.mnemograph.client.model;

/** The namespace to sweep, as of when (ISO-8601; null: now) ({@code ConsolidateRequest}). */
public record ConsolidateRequest(String namespace, String at) {}
