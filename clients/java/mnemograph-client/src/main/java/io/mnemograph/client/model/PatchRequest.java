package io.mnemograph.client.model;

/** New content (re-embeds, resets the decay clock) and/or weight of a memory ({@code PatchRequest}). */
public record PatchRequest(String content, Double weight, String namespace) {

    /** New content only. */
    public static PatchRequest content(String content) {
        return new PatchRequest(content, null, null);
    }

    /** A new weight only (0.1..1). */
    public static PatchRequest weight(double weight) {
        return new PatchRequest(null, weight, null);
    }
}
