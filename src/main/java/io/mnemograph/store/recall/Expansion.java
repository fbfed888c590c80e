package io.mnemograph.store.recall;

import io.mnemograph.model.StoredMemory;

/**
 * One neighbour found by a spreading hop: over an {@code ASSOCIATED} edge ({@code kind}, {@code weight}) or over an
 * entity both memories mention ({@code entity}, mentioned by {@code fanOut} memories); with the neighbour's own
 * {@code importance} and {@code weight} (1.0 when unset, as in {@link StoredMemory}) and the session it was formed in
 * ({@code targetSession}, the first of its sessions; null for none).
 */
public record Expansion(
        String sourceId,
        String targetId,
        Double weight,
        String kind,
        String entity,
        int fanOut,
        double targetImportance,
        double targetWeight,
        String targetSession) {

    public boolean viaEntity() {
        return entity != null;
    }
}
