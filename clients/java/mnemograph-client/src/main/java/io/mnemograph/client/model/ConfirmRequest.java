package io.mnemograph.client.model;

/** The confirmation of a namespace's deletion: the namespace, repeated ({@code ConfirmRequest}). */
public record ConfirmRequest(String confirm) {}
