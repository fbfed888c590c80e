package io.mnemograph.store.disk;

import java.util.Map;

/**
 * How the embedded database uses a file system of a given size: the size of each transaction-log file and the free
 * space below which writes stop (the floor), chosen so that Neo4j always has room to commit what it accepted,
 * checkpoint and stop (docs/reliability.md, "Full disk").
 *
 * <p>Implementation notes: Neo4j preallocates each transaction-log file whole when it rotates to it
 * ({@code db.tx_log.preallocate}, 256 MiB by default: more than a small disk holds, which is how a 200 MB disk
 * was destroyed), and only prunes old files at a checkpoint. So the log file is sized to the disk, a thirty-second
 * of it between 1 and 256 MiB ({@link #rotationBytes}), the database checkpoints after each file's worth of log
 * ({@code db.checkpoint.interval.volume}), and keeps two files besides the current one
 * ({@code db.tx_log.rotation.retention_policy}). The floor then covers, beyond what is on disk already: the next
 * file preallocated at rotation, one more not yet pruned, the store growth a checkpoint flushes (at most about the
 * log written since the last one) and a file of margin, plus 32 MiB for index merges, Neo4j's own logs and
 * the writes in flight when the floor is crossed ({@link #floorBytes}).
 */
public record DiskBudget(long rotationBytes, long floorBytes) {

    static final long MIB = 1L << 20;
    /** Neo4j's default log file size, the largest used here. */
    static final long MAX_ROTATION = 256 * MIB;
    /** The smallest log file used here (Neo4j accepts 128 KiB). */
    static final long MIN_ROTATION = MIB;
    /** The log file is this fraction of the file system's size. */
    static final int ROTATIONS_PER_DISK = 32;
    /** Log files the floor holds free. */
    static final int FLOOR_ROTATIONS = 4;
    /** Space the floor holds free beyond the log files. */
    static final long FLOOR_MARGIN = 32 * MIB;
    /** Transaction-log files kept besides the current one, for a backup or a look back; pruned at checkpoints. */
    static final String RETENTION = "2 files";

    /**
     * The budget of a file system of {@code totalBytes}; {@code floorMb} above 0 is the floor asked for, else it is
     * {@value #FLOOR_ROTATIONS} log files plus 32 MiB.
     */
    public static DiskBudget of(long totalBytes, int floorMb) {
        long rotation = Math.clamp(totalBytes / ROTATIONS_PER_DISK / MIB * MIB, MIN_ROTATION, MAX_ROTATION);
        long floor = floorMb > 0 ? floorMb * MIB : FLOOR_ROTATIONS * rotation + FLOOR_MARGIN;
        return new DiskBudget(rotation, floor);
    }

    /** The Neo4j settings of this budget: log file size, preallocation, retention, checkpoint by volume. */
    public Map<String, String> neo4jSettings() {
        return Map.of(
                "db.tx_log.rotation.size",
                Long.toString(rotationBytes),
                "db.tx_log.preallocate",
                "true",
                "db.tx_log.rotation.retention_policy",
                RETENTION,
                "db.checkpoint.interval.volume",
                Long.toString(rotationBytes),
                // if the floor is breached anyway (another process fills the disk), a database that cannot allocate
                // goes read-only instead of failing whole: reads go on, and a restart after freeing space makes it
                // writable again
                "internal.dbms.out_of_disk_space_protection",
                "true");
    }

    /** {@code bytes} in whole MiB, for messages. */
    public static long mib(long bytes) {
        return bytes / MIB;
    }
}
