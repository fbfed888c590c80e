package io.mnemograph.pipeline;

import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import jakarta.inject.Singleton;

/** Whether the database answers and where it is: for the health endpoint and the ready line. */
@Singleton
public final class DatabaseStatus {

    private final MemoryStore store;
    private final Neo4jConnection connection;

    public DatabaseStatus(MemoryStore store, Neo4jConnection connection) {
        this.store = store;
        this.connection = connection;
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
