package io.mnemograph.store.embedded;

import io.mnemograph.config.StartupRefusal;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.dbms.DatabaseState;
import org.neo4j.dbms.DatabaseStateService;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.kernel.internal.GraphDatabaseAPI;

/**
 * A database the embedded Neo4j could not recover because its transaction log is cut or corrupt (the tail a full
 * disk leaves): start-up is refused in one line that names the command that repairs it ({@code mnemograph recover},
 * docs/reliability.md "A cut transaction log"), instead of failing later with a stack trace about an unavailable
 * database.
 *
 * <p>Implementation notes: Neo4j starts the DBMS even when a database fails its recovery and keeps that database
 * failed ({@link DatabaseStateService}); its failure for a log it cannot read names the setting that tolerates it,
 * {@code internal.dbms.tx_log.fail_on_corrupted_log_files}, which is how such a failure is told from others.
 */
final class CutLog {

    /** Neo4j's setting that, set to false, truncates a log at its last whole transaction during recovery. */
    static final String TOLERATING_SETTING = GraphDatabaseInternalSettings.fail_on_corrupted_log_files.name();

    private CutLog() {}

    /**
     * Throws the one-line {@link StartupRefusal} when a database of {@code databases} failed on a cut log, after
     * {@code stop} has stopped the server (so the data directory is free for the recover command).
     */
    static void refuseIfCut(Path home, DatabaseManagementService databases, Runnable stop) {
        for (Map.Entry<String, Throwable> failed : failures(databases).entrySet()) {
            if (cut(failed.getValue())) {
                stop.run();
                throw new StartupRefusal("the transaction log of database " + failed.getKey() + " in " + home
                        + " is cut or corrupt (as a full disk leaves it), and Neo4j will not recover it as it is; "
                        + "with the service stopped, run: mnemograph recover --data-dir " + home
                        + " (docs/reliability.md, \"A cut transaction log\")");
            }
        }
    }

    /** The databases that failed to start, by name, with their failure. */
    static Map<String, Throwable> failures(DatabaseManagementService databases) {
        DatabaseStateService<?> states = ((GraphDatabaseAPI) databases.database("system"))
                .getDependencyResolver()
                .resolveDependency(DatabaseStateService.class);
        Map<String, Throwable> failures = new TreeMap<>();
        for (DatabaseState state : states.stateOfAllDatabases().values()) {
            state.failure().ifPresent(failure -> failures.put(state.databaseId().name(), failure));
        }
        return failures;
    }

    /** Whether {@code failure} is Neo4j's refusal to recover from a transaction log it cannot read. */
    static boolean cut(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null && cause.getMessage().contains(TOLERATING_SETTING)) {
                return true;
            }
        }
        return false;
    }

    /** The innermost message of {@code failure}. */
    static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
