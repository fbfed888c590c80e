package io.mnemograph.client.model;

/** One hop of an associative result's path, with explain: seed to edge or entity to memory ({@code PathStep}). */
public record PathStep(String from, String edge, double edgeWeight, String viaEntity, String to, double contribution) {}
