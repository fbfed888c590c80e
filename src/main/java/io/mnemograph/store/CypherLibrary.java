package io.mnemograph.store;

import jakarta.inject.Singleton;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Loads every {@link CypherQuery} file from {@code cypher/} on the classpath once, at start-up.
 *
 * <p>Files are written to run as they are in Neo4j Browser: {@code :param} lines set example parameters there and are
 * dropped here, as is a trailing semicolon. A missing or empty file stops start-up with a message naming it.
 */
@Singleton
public final class CypherLibrary {

    private final Map<CypherQuery, String> statements = new EnumMap<>(CypherQuery.class);

    public CypherLibrary() {
        for (CypherQuery query : CypherQuery.values()) {
            statements.put(query, load(query));
        }
    }

    /** The statement text, ready for the driver. */
    public String statement(CypherQuery query) {
        return statements.get(query);
    }

    /**
     * Reads the statement of {@code file} from the classpath, ready for the driver; fails naming the file when it is
     * missing or holds no statement. The tools load their own queries with it.
     */
    public static String load(CypherFile file) {
        return load("cypher/" + file.file());
    }

    static String load(String resource) {
        try (InputStream in = CypherLibrary.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Cypher file " + resource + " is missing from the classpath");
            }
            String statement = strip(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (statement.lines().allMatch(line -> line.isBlank() || line.stripLeading().startsWith("//"))) {
                throw new IllegalStateException("Cypher file " + resource + " holds no statement");
            }
            return statement;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Cypher file " + resource, e);
        }
    }

    static String strip(String text) {
        String statement = text.lines()
                .filter(line -> !line.stripLeading().startsWith(":param"))
                .collect(Collectors.joining("\n"))
                .strip();
        return statement.endsWith(";") ? statement.substring(0, statement.length() - 1) : statement;
    }
}
