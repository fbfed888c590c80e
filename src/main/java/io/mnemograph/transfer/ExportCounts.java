package io.mnemograph.transfer;

/** How many records of each type an export wrote, or an import read. */
public record ExportCounts(long memories, long entities, long sessions, long edges) {

    static final ExportCounts NONE = new ExportCounts(0, 0, 0, 0);

    /** For messages: {@code 3 memories, 2 entities, 1 sessions, 7 edges}. */
    public String describe() {
        return memories + " memories, " + entities + " entities, " + sessions + " sessions, " + edges + " edges";
    }

    /** Every record but the header and the end line. */
    public long records() {
        return memories + entities + sessions + edges;
    }
}
