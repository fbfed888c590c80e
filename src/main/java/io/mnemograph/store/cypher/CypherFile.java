package io.mnemograph.store.cypher;

/**
 * A Cypher statement kept in a file under {@code cypher/}: the service's {@link CypherQuery} and the tools' own
 * query enums name their files through it, and {@link CypherLibrary} loads and checks them all alike.
 */
public interface CypherFile {

    /** Path of the file relative to the {@code cypher/} folder. */
    String file();

    /**
     * The statement text, ready for the driver: read once, on first use, by {@link CypherLibrary}; a missing or
     * empty file fails then, naming it.
     */
    default String statement() {
        return CypherLibrary.loaded(this);
    }
}
