package io.mnemograph.tools.peer;

import org.neo4j.driver.Driver;
import org.neo4j.driver.SessionConfig;

/**
 * Another system's vector store on the same Neo4j, measured beside ours by {@code eval locomo} and {@code bench}: a
 * peer, not part of the service.
 *
 * <p>Implementation notes: implementations are found with {@link java.util.ServiceLoader} ({@link Peers}), so the
 * service neither depends on them nor ships them. The one there is, {@code langchain4j} (LangChain4j's
 * {@code Neo4jEmbeddingStore}), lives with the test classes and runs through {@code mvn exec:exec@peer}
 * (docs/benchmarks.md, "The JVM peer"). A peer gets our driver and our vectors: same database, same Bolt connection,
 * same embeddings, so only the store and its search differ.
 */
public interface VectorPeer {

    /** The name used on the command line, in reports and in charts, e.g. {@code langchain4j}. */
    String name();

    /** What it is, with its version, for reports, e.g. {@code LangChain4j Neo4jEmbeddingStore 1.9.0-beta16}. */
    String description();

    /**
     * Opens (creating it when absent) the peer's index named {@code name} (letters, digits and {@code _}) on the
     * database of {@code session}: one label and one vector index of {@code dimension} dimensions, apart from
     * everything else in the database.
     */
    PeerIndex open(Driver driver, SessionConfig session, String name, int dimension);
}
