package io.mnemograph.store.embedded;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Whether a running embedded Neo4j holds a data directory: Neo4j locks {@code <data-dir>/databases-data/databases/
 * store_lock} (an OS file lock) for as long as it runs, and releases it when its process ends, even by SIGKILL.
 *
 * <p>Implementation notes: the check asks for a shared lock on the file and releases it at once; a lock held by another
 * process makes the request fail, one held by this JVM throws {@link OverlappingFileLockException}. It opens the
 * file read-only and never creates it. POSIX releases every lock a process holds on a file when it closes any
 * descriptor of it, so this check must not run in the JVM whose embedded Neo4j holds the directory: the command line
 * runs it before it opens any database.
 */
public final class DataDirectoryLock {

    private DataDirectoryLock() {}

    /** The file Neo4j locks while it runs on {@code dataDir}. */
    public static Path file(Path dataDir) {
        return dataDir.resolve(EmbeddedNeo4j.DATA_DIRECTORY)
                .resolve("databases")
                .resolve("store_lock");
    }

    /** Whether a running embedded Neo4j (of another process) holds {@code dataDir}, or its lock cannot be checked. */
    public static boolean held(Path dataDir) {
        Path lock = file(dataDir);
        if (!Files.isRegularFile(lock)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.READ)) {
            FileLock probe = channel.tryLock(0, Long.MAX_VALUE, true);
            if (probe == null) {
                return true;
            }
            probe.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            return true;
        }
    }
}
