package io.mnemograph.tools.peer;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Finds {@link VectorPeer}s on the classpath ({@link ServiceLoader}); a peer asked for but absent fails with the
 * command that puts it there.
 */
public final class Peers {

    /** The peer this project measures against: LangChain4j's {@code Neo4jEmbeddingStore}. */
    public static final String LANGCHAIN4J = "langchain4j";

    /** How to run eval or bench with the peer on the classpath (docs/benchmarks.md, "The JVM peer"). */
    public static final String LAUNCH = "mvn -q -B test-compile exec:exec@peer -Dmnemograph.args=\"bench --peer "
            + LANGCHAIN4J + "\" (or \"eval locomo --configs vector,full," + LANGCHAIN4J + "\")";

    private Peers() {}

    /** The peers on the classpath. */
    public static List<VectorPeer> available() {
        List<VectorPeer> found = new ArrayList<>();
        ServiceLoader.load(VectorPeer.class).forEach(found::add);
        return found;
    }

    /** The peer named {@code name} on the classpath; fails saying how to run with it when it is absent. */
    public static VectorPeer require(String name) {
        return require(name, available());
    }

    static VectorPeer require(String name, List<VectorPeer> available) {
        for (VectorPeer peer : available) {
            if (peer.name().equals(name)) {
                return peer;
            }
        }
        throw new IllegalArgumentException("peer \"" + name + "\" is not on the classpath"
                + (available.isEmpty()
                        ? ""
                        : " (found: "
                                + String.join(
                                        ", ",
                                        available.stream().map(VectorPeer::name).toList()) + ")")
                + "; the peers live with the test classes, never in the service jar: run with " + LAUNCH);
    }

    /** An index name for {@code namespace}: {@code peer_} and the namespace with every other character as {@code _}. */
    public static String indexName(String namespace) {
        return "peer_" + namespace.replaceAll("[^A-Za-z0-9_]", "_");
    }
}
