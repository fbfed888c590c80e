package io.mnemograph.store.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.graphdb.Transaction;
import org.neo4j.kernel.impl.transaction.log.checkpoint.CheckPointer;
import org.neo4j.kernel.impl.transaction.log.checkpoint.SimpleTriggerInfo;
import org.neo4j.kernel.internal.GraphDatabaseAPI;

/**
 * Recovers a stopped data directory whose transaction log was cut (docs/reliability.md, "A cut transaction log"):
 * starts its embedded Neo4j once with the log's corrupt tail tolerated, so that Neo4j's recovery replays the log up to
 * its last whole transaction and truncates the rest, checkpoints each database, counts the memories that read back,
 * and stops. The tolerating setting is passed to this one start only; nothing is written to {@code conf/neo4j.conf}.
 *
 * <p>Implementation notes: the setting is {@link CutLog#TOLERATING_SETTING}; Neo4j itself archives what it truncates
 * (a {@code corrupted-*.zip} file in the database's directory), and this class deletes nothing. Bolt listens on a free port of 127.0.0.1
 * with authentication on meanwhile, as for the service.
 */
public final class LogRecovery {

    /** The directory, under the data directory, of every database's transaction log and checkpoint files. */
    public static final String TRANSACTIONS = "transactions";

    private static final Map<String, String> TOLERATE_CUT_LOG = Map.of(CutLog.TOLERATING_SETTING, "false");
    private static final Label MEMORY = Label.label("Memory");
    private static final String CONTENT = "content";
    private static final String SYSTEM = "system";
    /** How Neo4j names the archive of what its recovery truncated, in {@code databases/<db>/}. */
    private static final String ARCHIVE_PREFIX = "corrupted-";

    private LogRecovery() {}

    /**
     * What a recovery did: the memories readable in each user database, the files in which Neo4j archived what it
     * truncated (none when the log was whole), and the databases that still failed, with their reason.
     */
    public record Outcome(Map<String, Long> memories, List<Path> truncatedParts, Map<String, String> failed) {}

    /** The directory holding every database's transaction log in {@code dataDir}. */
    public static Path transactionLogs(Path dataDir) {
        return dataDir.resolve(EmbeddedNeo4j.DATA_DIRECTORY).resolve(TRANSACTIONS);
    }

    /** Runs the recovery on {@code dataDir}, which no process may hold ({@link DataDirectoryLock}). */
    public static Outcome run(Path dataDir) {
        Set<Path> archivedBefore = new HashSet<>(archives(dataDir));
        EmbeddedNeo4j neo4j = EmbeddedNeo4j.startForRecovery(dataDir, TOLERATE_CUT_LOG);
        Map<String, Long> memories = new TreeMap<>();
        Map<String, String> failed = new TreeMap<>();
        try {
            DatabaseManagementService databases = neo4j.databases();
            Map<String, Throwable> failures = CutLog.failures(databases);
            for (String name : databases.listDatabases()) {
                if (failures.containsKey(name)) {
                    failed.put(name, CutLog.rootMessage(failures.get(name)));
                    continue;
                }
                GraphDatabaseAPI database = (GraphDatabaseAPI) databases.database(name);
                checkpoint(database);
                if (!SYSTEM.equals(name)) {
                    memories.put(name, readableMemories(database));
                }
            }
        } finally {
            neo4j.close();
        }
        List<Path> truncated = new ArrayList<>(archives(dataDir));
        truncated.removeAll(archivedBefore);
        return new Outcome(memories, truncated, failed);
    }

    private static void checkpoint(GraphDatabaseAPI database) {
        try {
            database.getDependencyResolver()
                    .resolveDependency(CheckPointer.class)
                    .forceCheckPoint(new SimpleTriggerInfo("mnemograph recover"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot checkpoint database " + database.databaseName(), e);
        }
    }

    /** The memories whose content reads back. */
    private static long readableMemories(GraphDatabaseAPI database) {
        long readable = 0;
        try (Transaction tx = database.beginTx();
                ResourceIterator<Node> memories = tx.findNodes(MEMORY)) {
            while (memories.hasNext()) {
                if (memories.next().hasProperty(CONTENT)) {
                    readable++;
                }
            }
        }
        return readable;
    }

    /** The files in which Neo4j archived the truncated parts of a log: {@code databases/<db>/corrupted-*}. */
    private static List<Path> archives(Path dataDir) {
        Path databases = dataDir.resolve(EmbeddedNeo4j.DATA_DIRECTORY).resolve("databases");
        if (!Files.isDirectory(databases)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(databases, 3)) {
            return files.filter(Files::isRegularFile)
                    .filter(file -> file.getFileName().toString().startsWith(ARCHIVE_PREFIX))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + databases, e);
        }
    }
}
