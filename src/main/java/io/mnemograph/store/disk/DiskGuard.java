package io.mnemograph.store.disk;

import io.micronaut.core.annotation.Nullable;
import io.mnemograph.config.DiskSettings;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.Neo4jSettings;
import io.mnemograph.model.DiskFull;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gate every write passes: it reads the free space of the embedded data directory's file system (one
 * {@code statvfs}, microseconds) and refuses the write with {@link DiskFull} below the floor ({@link DiskBudget}),
 * so that Neo4j never meets a full disk; the first write or health check that sees space back lets writes through
 * again. Each crossing is logged once. Against a remote Neo4j server nothing is watched: its disk is its own.
 */
@Singleton
public final class DiskGuard {

    private static final Logger LOG = LoggerFactory.getLogger(DiskGuard.class);

    private final Path directory;
    private final int floorMb;
    private final AtomicBoolean refusing = new AtomicBoolean();
    private volatile FileStore store;
    private volatile long floorBytes;

    /** Watches the embedded data directory; nothing when {@code neo4j} names a server (or there is no embedded one). */
    public DiskGuard(Neo4jSettings neo4j, @Nullable EmbeddedSettings embedded, DiskSettings disk) {
        this.directory = neo4j.embedded() && embedded != null ? embedded.dataPath() : null;
        this.floorMb = disk.floorMb();
    }

    /** What the guard sees now: free space and floor, or empty when it watches nothing. */
    public Optional<DiskState> state() {
        FileStore fileStore = fileStore();
        if (fileStore == null) {
            return Optional.empty();
        }
        try {
            long free = fileStore.getUsableSpace();
            DiskState state = new DiskState(free, floorBytes);
            logCrossing(state);
            return Optional.of(state);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the free space of " + directory, e);
        }
    }

    /** True when a write may go ahead now. */
    public boolean hasRoom() {
        return state().map(DiskState::hasRoom).orElse(true);
    }

    /**
     * Returns when a write may go ahead.
     *
     * @throws DiskFull when the free space is below the floor
     */
    public void requireRoom() {
        Optional<DiskState> state = state();
        if (state.isPresent() && !state.get().hasRoom()) {
            throw new DiskFull(state.get().freeBytes(), state.get().floorBytes());
        }
    }

    private void logCrossing(DiskState state) {
        if (!state.hasRoom() && refusing.compareAndSet(false, true)) {
            LOG.warn(
                    "Writes refused: {} has {} MiB free, below the floor of {} MiB ({}); reads go on, and writes"
                            + " resume by themselves once space is freed",
                    directory,
                    DiskBudget.mib(state.freeBytes()),
                    DiskBudget.mib(state.floorBytes()),
                    DiskSettings.PREFIX + ".floor-mb");
        } else if (state.hasRoom() && refusing.compareAndSet(true, false)) {
            LOG.info(
                    "Writes accepted again: {} has {} MiB free, above the floor of {} MiB",
                    directory,
                    DiskBudget.mib(state.freeBytes()),
                    DiskBudget.mib(state.floorBytes()));
        }
    }

    /** The data directory's file store, found once the directory exists (the database creates it at start). */
    private FileStore fileStore() {
        if (directory == null) {
            return null;
        }
        FileStore found = store;
        if (found == null && Files.isDirectory(directory)) {
            try {
                found = Files.getFileStore(directory);
                floorBytes = DiskBudget.of(found.getTotalSpace(), floorMb).floorBytes();
                store = found;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the file system of " + directory, e);
            }
        }
        return found;
    }

    /** Free bytes and the floor at one moment. */
    public record DiskState(long freeBytes, long floorBytes) {

        /** True when the free space is at or above the floor. */
        public boolean hasRoom() {
            return freeBytes >= floorBytes;
        }
    }
}
