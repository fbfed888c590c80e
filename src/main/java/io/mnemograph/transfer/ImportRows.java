package io.mnemograph.transfer;

import io.mnemograph.embedding.EmbeddingChannel;
import java.util.List;
import java.util.Map;

/** The rows import writes, one per record of the file, each with its line for error messages. */
final class ImportRows {

    private ImportRows() {}

    /**
     * The file's header: its format version, namespace, the model and dimension of its primary vectors, its further
     * channels (none in a file of format 1 or 2) and whether it has vectors.
     */
    record Header(
            int version, String namespace, String model, int dimension, List<FileChannel> channels, boolean vectors) {}

    /**
     * A further embedding channel of the exporting service, as its header names it: the channel's name, its model
     * ({@code EmbeddingProvider.name()}), dimension and fingerprint ({@code EmbeddingIdentity.fingerprint()}).
     */
    record FileChannel(String name, String model, int dimension, String fingerprint) {

        /** The channel of the configured {@code channel}. */
        static FileChannel of(EmbeddingChannel channel) {
            return new FileChannel(
                    channel.name(),
                    channel.provider().name(),
                    channel.provider().dimension(),
                    channel.provider().identity().fingerprint());
        }

        /** The memory field (and property) of its vectors, {@code embedding_<name>}. */
        String vectorProperty() {
            return "embedding_" + name;
        }
    }

    /**
     * A memory: its tier labels, its primary vector (null when the file has none), its further channels' vectors by
     * property ({@code embedding_bge}; those the file has), and its properties as stored.
     */
    record MemoryRow(
            long line,
            String id,
            String content,
            List<String> labels,
            double[] embedding,
            Map<String, double[]> channels,
            Map<String, Object> properties) {}

    /** An entity (key) or a session (id) with its properties as stored. */
    record NodeRow(long line, String key, Map<String, Object> properties) {}

    /** An edge from a memory to a memory, entity or session, with its properties as stored. */
    record EdgeRow(long line, EdgeKind kind, String from, String to, Map<String, Object> properties) {}
}
