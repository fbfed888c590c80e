package io.mnemograph.client.model;

import java.util.List;

/** What {@code POST /v1/memories} answers: the new memory's id and importance ({@code RememberResponse}). */
public record RememberResponse(
        String id, String namespace, double importance, List<Contradiction> contradictions, boolean replayed) {}
