package io.mnemograph.store.memory;

/** How many memories of every namespace are in each tier. */
public record TierCounts(long hot, long core, long cold) {

    /** The count of {@code tier}: {@code hot}, {@code core} or {@code cold}. */
    public long of(String tier) {
        return switch (tier) {
            case "hot" -> hot;
            case "core" -> core;
            case "cold" -> cold;
            default -> throw new IllegalArgumentException("no tier " + tier);
        };
    }
}
