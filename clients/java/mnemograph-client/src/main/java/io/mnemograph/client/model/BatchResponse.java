package io.mnemograph.client.model;

import java.util.List;

/** What {@code POST /v1/memories/batch} answers: one result per item, in order ({@code BatchResponse}). */
public record BatchResponse(List<RememberResponse> results) {}
