package io.mnemograph.transfer;

import io.mnemograph.store.cypher.CypherFile;

/**
 * The Cypher statements of export and import ({@code cypher/export/}, {@code cypher/import/}), apart from the
 * service's {@code CypherQuery}. Each file is read when its statement is first used; a missing or empty one fails then,
 * naming it.
 */
public enum TransferQuery implements CypherFile {
    EXPORT_COUNTS("export/counts.cypher"),
    EXPORT_MEMORIES("export/memories.cypher"),
    EXPORT_ENTITIES("export/entities.cypher"),
    EXPORT_SESSIONS("export/sessions.cypher"),
    EXPORT_TIMELINE("export/timeline.cypher"),
    EXPORT_EDGES("export/edges.cypher"),
    IMPORT_FOREIGN_IDS("import/foreign-ids.cypher"),
    IMPORT_STORED_EMBEDDINGS("import/stored-embeddings.cypher"),
    IMPORT_MEMORIES("import/memories.cypher"),
    IMPORT_ENTITIES("import/entities.cypher"),
    IMPORT_SESSIONS("import/sessions.cypher"),
    IMPORT_TIMELINE("import/timeline.cypher"),
    IMPORT_MEMORY_EDGES("import/memory-edges.cypher"),
    IMPORT_MENTIONS("import/mentions.cypher"),
    IMPORT_IN_SESSION("import/in-session.cypher");

    private final String file;

    TransferQuery(String file) {
        this.file = file;
    }

    @Override
    public String file() {
        return file;
    }
}
