package io.mnemograph.store.cypher;

import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Loads every {@link CypherQuery} file from {@code cypher/} on the classpath once, at start-up, and any other
 * {@link CypherFile} (the tools', export and import) on its first use.
 *
 * <p>Files are written to run as they are in Neo4j Browser: {@code :param} lines set example parameters there and are
 * dropped here, as is a trailing semicolon. A missing or empty file stops start-up with a message naming it.
 */
@Singleton
public final class CypherLibrary {

    /** Every statement read so far, by its file under {@code cypher/}. */
    private static final Map<String, String> LOADED = new ConcurrentHashMap<>();

    public CypherLibrary() {
        for (CypherQuery query : CypherQuery.values()) {
            query.statement();
        }
    }

    /** The statement text, ready for the driver. */
    public String statement(CypherQuery query) {
        return query.statement();
    }

    /** The statement of {@code file}, read from the classpath the first time it is asked for. */
    static String loaded(CypherFile file) {
        return LOADED.computeIfAbsent(file.file(), name -> load("cypher/" + name));
    }

    /**
     * Reads the statement of {@code resource} from the classpath, ready for the driver; fails naming the file when it
     * is missing or holds no statement.
     */
    static String load(String resource) {
        try (InputStream in = CypherLibrary.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Cypher file " + resource + " is missing from the classpath");
            }
            String statement = strip(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (statement
                    .lines()
                    .allMatch(line -> line.isBlank() || line.stripLeading().startsWith("//"))) {
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
