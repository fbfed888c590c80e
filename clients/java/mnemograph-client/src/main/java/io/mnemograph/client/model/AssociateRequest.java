package io.mnemograph.client.model;

/** Two memories of one namespace to link, weight 0..1 (default 0.5) ({@code AssociateRequest}). */
public record AssociateRequest(String source, String target, Double weight, String namespace) {

    /** A link of the default weight in the client's namespace. */
    public static AssociateRequest of(String source, String target) {
        return new AssociateRequest(source, target, null, null);
    }
}
