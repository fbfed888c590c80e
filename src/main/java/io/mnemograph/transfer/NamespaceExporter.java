package io.mnemograph.transfer;

import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.transfer.ImportRows.FileChannel;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.neo4j.driver.Record;

/**
 * Exports a namespace as JSON Lines ({@link ExportFormat}, docs/export.md): {@code mnemograph export} and
 * {@code GET /v1/export} both read it through here.
 */
@Singleton
public final class NamespaceExporter {

    /** Records read per transaction (memories, entities, sessions, or the memories whose edges are read). */
    public static final int PAGE_SIZE = 500;

    private final TransferStore store;
    private final EmbeddingProvider embeddings;
    private final List<FileChannel> channels;

    NamespaceExporter(TransferStore store, EmbeddingChannels channels) {
        this.store = store;
        this.embeddings = channels.primary();
        this.channels = channels.further().stream().map(FileChannel::of).toList();
    }

    /**
     * An export of {@code namespace}, read as it is consumed; with {@code vectors} false the embeddings are left out
     * (an import then computes them again). The embedding models named are the configured ones (the primary and each
     * further channel's), which the database's recorded models were checked against at start-up.
     */
    public NamespaceExport open(String namespace, boolean vectors) {
        return new NamespaceExport(
                store, namespace, vectors, embeddings.name(), embeddings.dimension(), channels, PAGE_SIZE);
    }

    /** How many memories, entities and sessions the namespace holds now (edges are not counted ahead). */
    public ExportCounts count(String namespace) {
        Record row = store.read(TransferQuery.EXPORT_COUNTS, Map.of("namespace", namespace))
                .getFirst();
        return new ExportCounts(
                row.get("memories").asLong(),
                row.get("entities").asLong(),
                row.get("sessions").asLong(),
                0);
    }

    /** Writes the whole export to {@code out}, telling {@code progress} after each page; returns what it wrote. */
    public ExportCounts write(String namespace, boolean vectors, Writer out, Consumer<ExportCounts> progress)
            throws IOException {
        NamespaceExport export = open(namespace, vectors);
        for (String lines = export.next(); lines != null; lines = export.next()) {
            out.write(lines);
            progress.accept(export.written());
        }
        out.flush();
        return export.written();
    }
}
