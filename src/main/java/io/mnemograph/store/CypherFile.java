package io.mnemograph.store;

/**
 * A Cypher statement kept in a file under {@code cypher/}: the service's {@link CypherQuery} and the tools' own
 * query enums name their files through it, so that {@link CypherLibrary} loads and checks both alike.
 */
public interface CypherFile {

    /** Path of the file relative to the {@code cypher/} folder. */
    String file();
}
