package io.mnemograph.transfer;

import java.util.List;
import java.util.Map;

/** The rows import writes, one per record of the file, each with its line for error messages. */
final class ImportRows {

    private ImportRows() {}

    /** The file's header: namespace, and the model and dimension of its vectors (if it has them). */
    record Header(String namespace, String model, int dimension, boolean vectors) {}

    /** A memory: its tier labels, its vector (null when the file has none), and its properties as stored. */
    record MemoryRow(
            long line,
            String id,
            String content,
            List<String> labels,
            double[] embedding,
            Map<String, Object> properties) {}

    /** An entity (key) or a session (id) with its properties as stored. */
    record NodeRow(long line, String key, Map<String, Object> properties) {}

    /** An edge from a memory to a memory, entity or session, with its properties as stored. */
    record EdgeRow(long line, EdgeKind kind, String from, String to, Map<String, Object> properties) {}
}
