package io.mnemograph.client.model;

import java.util.List;

/** What {@code POST /v1/recall} answers: the results, best first ({@code RecallResponse}). */
public record RecallResponse(String namespace, List<RecallResult> results) {}
