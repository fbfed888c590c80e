package io.mnemograph.testing;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Points the service at the shared embedded Neo4j (through {@code mnemograph.neo4j.uri}, the same driver path as a
 * remote server) before the Micronaut context starts, and empties the graph before each test; the schema stays.
 */
public final class EmbeddedNeo4jExtension implements BeforeAllCallback, BeforeEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        System.setProperty("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri());
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (n) DETACH DELETE n").consume();
        }
    }
}
