package io.mnemograph.client.model;

import java.util.List;

/** An older memory the new one may contradict, with the ways to resolve it ({@code Contradiction}). */
public record Contradiction(String id, String content, double similarity, List<String> options) {}
