package io.mnemograph.pipeline;

import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import io.mnemograph.store.disk.DiskBudget;
import io.mnemograph.store.disk.DiskGuard;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/** Whether the database answers, where it is and its disk's free space: for the health endpoint and the ready line. */
@Singleton
public final class DatabaseStatus {

    private final MemoryStore store;
    private final Neo4jConnection connection;
    private final DiskGuard disk;

    public DatabaseStatus(MemoryStore store, Neo4jConnection connection, DiskGuard disk) {
        this.store = store;
        this.connection = connection;
        this.disk = disk;
    }

    /**
     * The disk's state for {@code /health}: {@code writes} accepted or refused, {@code free_mib} and {@code floor_mib};
     * only {@code writes} against a remote server, whose disk is not watched.
     */
    public Map<String, Object> disk() {
        Map<String, Object> details = new LinkedHashMap<>();
        disk.state()
                .ifPresentOrElse(
                        state -> {
                            details.put("writes", state.hasRoom() ? "accepted" : "refused");
                            details.put("free_mib", DiskBudget.mib(state.freeBytes()));
                            details.put("floor_mib", DiskBudget.mib(state.floorBytes()));
                        },
                        () -> details.put("writes", "accepted (not watched: the database is a remote server)"));
        return details;
    }

    /** Returns once the embedded database's Graph Data Science procedures are registered, if it has them. */
    public void awaitGds() {
        connection.awaitGds();
    }

    /** Whether the database answers a trivial read now. */
    public boolean answers() {
        return store.ping();
    }

    /** The Bolt address the service's driver connects to. */
    public String uri() {
        return connection.uri();
    }

    /** Neo4j Browser's address when the service runs the embedded database with HTTP, else null. */
    public String browserUrl() {
        return connection.browserUrl();
    }
}
