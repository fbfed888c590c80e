package io.mnemograph.tools.peer.langchain4j;

import dev.langchain4j.community.store.embedding.neo4j.Neo4jEmbeddingStore;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import io.mnemograph.tools.peer.PeerIndex;
import io.mnemograph.tools.peer.PeerMatch;
import io.mnemograph.tools.peer.Peers;
import io.mnemograph.tools.peer.VectorPeer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.neo4j.driver.Driver;
import org.neo4j.driver.SessionConfig;

/**
 * The JVM peer: LangChain4j's {@code Neo4jEmbeddingStore} ({@code dev.langchain4j:langchain4j-community-neo4j}), used
 * through its own API only: the builder, {@code addAll(ids, embeddings, segments)} and {@code search} with an
 * {@code EmbeddingSearchRequest}.
 *
 * <p>Implementation notes: this class is on the test classpath only (the dependency has test scope and the
 * enforcer execution {@code peer-out-of-service} keeps it there), so the service jar never holds it; eval and bench
 * find it through {@code META-INF/services/io.mnemograph.tools.peer.VectorPeer} when run with {@code exec:exec@peer}
 * ({@link Peers#LAUNCH}). The store is built as its documentation shows, with our driver and database and only the
 * names and the index wait set: its vector index is the store's own ({@code CREATE VECTOR INDEX ... vector.similarity_function
 * 'cosine'}, Neo4j's default options, so quantization on, unlike ours), it searches with
 * {@code db.index.vector.queryNodes} and scores relevance {@code (cosine + 1) / 2}.
 */
public final class LangChain4jPeer implements VectorPeer {

    private static final String COMMUNITY = "langchain4j-community-neo4j";
    private static final String CORE = "langchain4j-core";
    /** How long building the store may wait for its vector index to come online (ours waits as long). */
    private static final long AWAIT_INDEX_SECONDS = 3600;

    @Override
    public String name() {
        return Peers.LANGCHAIN4J;
    }

    @Override
    public String description() {
        return "LangChain4j Neo4jEmbeddingStore (" + COMMUNITY + " " + version(COMMUNITY) + " on " + CORE + " "
                + version(CORE) + ")";
    }

    @Override
    public PeerIndex open(Driver driver, SessionConfig session, String name, int dimension) {
        Neo4jEmbeddingStore store = Neo4jEmbeddingStore.builder()
                .driver(driver)
                .config(session)
                .databaseName(session.database().orElse("neo4j"))
                .dimension(dimension)
                .label(name)
                .indexName(name + "_vector")
                // its default of 60 s for db.awaitIndexes at build time failed on the loaded 2-core machine
                .awaitIndexTimeout(AWAIT_INDEX_SECONDS)
                .build();
        return new Index(store, name);
    }

    /** The Maven version of a LangChain4j artifact on the classpath, or {@code ?}. */
    static String version(String artifact) {
        String resource = "META-INF/maven/dev.langchain4j/" + artifact + "/pom.properties";
        try (InputStream in = LangChain4jPeer.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return "?";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "?");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Index(Neo4jEmbeddingStore store, String label) implements PeerIndex {

        @Override
        public void addAll(List<String> ids, List<float[]> vectors, List<String> texts) {
            List<Embedding> embeddings = new ArrayList<>(vectors.size());
            for (float[] vector : vectors) {
                embeddings.add(Embedding.from(vector));
            }
            store.addAll(ids, embeddings, texts.stream().map(TextSegment::from).toList());
        }

        @Override
        public List<PeerMatch> search(float[] query, int k) {
            EmbeddingSearchRequest request = EmbeddingSearchRequest.builder()
                    .queryEmbedding(Embedding.from(query))
                    .maxResults(k)
                    .build();
            return store.search(request).matches().stream()
                    .map(match -> new PeerMatch(match.embeddingId(), match.score()))
                    .toList();
        }
    }
}
