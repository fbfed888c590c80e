package io.mnemograph.store.memory;

import io.mnemograph.core.Tier;

/** How many memories of every namespace are in each tier. */
public record TierCounts(long hot, long core, long cold) {

    /** The count of {@code tier}. */
    public long of(Tier tier) {
        return switch (tier) {
            case HOT -> hot;
            case CORE -> core;
            case COLD -> cold;
        };
    }
}
