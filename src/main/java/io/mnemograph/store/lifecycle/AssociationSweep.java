package io.mnemograph.store.lifecycle;

/**
 * What one association-decay pass changed.
 *
 * @param pruned  edges deleted because their decayed weight fell below the floor
 * @param decayed edges kept, whose {@code decayed_weight} was recorded as of the sweep's instant
 */
public record AssociationSweep(long pruned, long decayed) {}
