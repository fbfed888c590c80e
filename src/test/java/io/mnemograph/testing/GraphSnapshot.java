package io.mnemograph.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/**
 * Everything a database holds but the further embedding channels' vectors ({@code embedding_<name>}) and the
 * channels' model records: every node's labels and properties (the primary {@code embedding} included) and every
 * edge's type, ends and properties, one sorted line each, so that two snapshots are equal exactly when nothing the
 * user stored changed (content, ids, edges, stability, history).
 */
public final class GraphSnapshot {

    private GraphSnapshot() {}

    /** The snapshot of the database {@code driver} reaches. */
    public static List<String> of(Driver driver) {
        List<String> lines = new ArrayList<>();
        try (Session session = driver.session()) {
            for (Record r : session.run("MATCH (n) WHERE NOT n:EmbeddingModel"
                            + " RETURN elementId(n) AS id, labels(n) AS labels, properties(n) AS props")
                    .list()) {
                lines.add("node " + r.get("id").asString() + " "
                        + r.get("labels").asList(Object::toString).stream()
                                .sorted()
                                .toList() + " " + userProperties(r.get("props").asMap()));
            }
            for (Record r : session.run("MATCH (a)-[e]->(b) RETURN elementId(a) AS a, type(e) AS type,"
                            + " elementId(b) AS b, properties(e) AS props")
                    .list()) {
                lines.add("edge " + r.get("a").asString() + " -" + r.get("type").asString() + "-> "
                        + r.get("b").asString() + " "
                        + new TreeMap<>(r.get("props").asMap()));
            }
        }
        lines.sort(null);
        return lines;
    }

    private static Map<String, Object> userProperties(Map<String, Object> properties) {
        Map<String, Object> kept = new TreeMap<>(properties);
        kept.keySet().removeIf(key -> key.startsWith("embedding_"));
        return kept;
    }
}
