package io.mnemograph.model;

/**
 * A write refused because the embedded database's file system has less free space than the floor that keeps Neo4j
 * able to commit, checkpoint and stop ({@code mnemograph.disk.floor-mb}); nothing of it was written. Writes are
 * accepted again, by themselves, once the free space is back above the floor.
 */
public final class DiskFull extends RuntimeException {

    private final long freeBytes;
    private final long floorBytes;

    public DiskFull(long freeBytes, long floorBytes) {
        super("the data directory's file system has " + (freeBytes >> 20) + " MiB free, below the floor of "
                + (floorBytes >> 20) + " MiB that keeps the database able to commit, checkpoint and stop;"
                + " nothing was written; reads still answer, and writes resume by themselves once space is freed");
        this.freeBytes = freeBytes;
        this.floorBytes = floorBytes;
    }

    /** Free bytes on the file system when the write was refused. */
    public long freeBytes() {
        return freeBytes;
    }

    /** The floor in bytes. */
    public long floorBytes() {
        return floorBytes;
    }
}
