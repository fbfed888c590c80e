package io.mnemograph.tools.eval;

/** The LoCoMo question categories scored by the harness; category 5 (adversarial) has no gold evidence and is excluded. */
public enum Category {
    MULTI_HOP(1, "multi-hop"),
    TEMPORAL(2, "temporal"),
    OPEN_DOMAIN(3, "open-domain"),
    SINGLE_HOP(4, "single-hop");

    /** The number of the adversarial category, which the loader excludes. */
    public static final int ADVERSARIAL = 5;

    private final int number;
    private final String label;

    Category(int number, String label) {
        this.number = number;
        this.label = label;
    }

    /** The category with LoCoMo number {@code number} (1 to 4). */
    public static Category of(int number) {
        for (Category category : values()) {
            if (category.number == number) {
                return category;
            }
        }
        throw new IllegalArgumentException("no scored LoCoMo category " + number + " (expected 1 to 4)");
    }

    /** The LoCoMo number, 1 to 4. */
    public int number() {
        return number;
    }

    /** The short label used in tables, JSON and charts, e.g. {@code multi-hop}. */
    public String label() {
        return label;
    }
}
