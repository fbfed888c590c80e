package io.mnemograph.transfer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import io.mnemograph.transfer.ImportRows.FileChannel;
import io.mnemograph.transfer.ImportRows.Header;
import jakarta.inject.Singleton;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Imports an export file ({@link ExportFormat}, docs/export.md) line by line, {@code batchSize} records per
 * transaction, so memory stays bounded whatever the file's size. Records are merged on their keys: importing a
 * file twice changes nothing. A bad line stops the import with its line number; the batches before it are committed,
 * and since the file lists every node before any edge, what is committed is always whole nodes and edges whose both
 * ends exist (docs/export.md, "Import").
 */
@Singleton
public final class NamespaceImporter {

    /** Records per transaction unless told otherwise. */
    public static final int DEFAULT_BATCH = 500;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final BatchWriter writer;
    private final EmbeddingProvider embeddings;
    private final EmbeddingChannels channels;

    NamespaceImporter(BatchWriter writer, EmbeddingChannels channels) {
        this.writer = writer;
        this.embeddings = channels.primary();
        this.channels = channels;
    }

    /**
     * Imports the file {@code in} reads into {@code namespace} (null: the file's own), {@code batchSize} records per
     * transaction, telling {@code progress} after each batch; returns what it did, or fails with
     * {@link ImportFailure} at the first bad line.
     */
    public ImportSummary run(BufferedReader in, String namespace, int batchSize, Consumer<ImportSummary> progress)
            throws IOException {
        Run run = new Run(batchSize, progress);
        String first = in.readLine();
        if (first == null) {
            throw new ImportFailure(1, "the file is empty; an export starts with its header line", 0);
        }
        Header header = run.header(first);
        String target = namespace == null ? header.namespace() : namespace;
        try {
            Namespaces.require(target);
        } catch (InvalidNamespace e) {
            throw new ImportFailure(1, "namespace " + target + " " + e.getMessage(), 0);
        }
        if (header.vectors()
                && (!header.model().equals(embeddings.name()) || header.dimension() != embeddings.dimension())) {
            throw new ImportFailure(
                    1,
                    "the file's vectors were made by " + header.model() + " ("
                            + header.dimension() + " dimensions), but this database's vector index is for "
                            + embeddings.name() + " (" + embeddings.dimension()
                            + " dimensions): similarities between them "
                            + "would mean nothing. Import into a database of that model, or export again with --no-vectors "
                            + "so that import embeds the content with this one",
                    0);
        }
        run.start(new RecordReader(header, target), target, reusable(header));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            run.line(line);
        }
        return run.finish();
    }

    /**
     * The further channels whose vectors in the file can be kept: the file names a channel of the same name made by
     * the same model (name, dimension and fingerprint) as this database's. Any other channel of this database is
     * embedded again at import with its own model; a channel of the file this database has not is left out.
     */
    private Set<String> reusable(Header header) {
        if (!header.vectors()) {
            return Set.of();
        }
        return channels.further().stream()
                .map(FileChannel::of)
                .filter(header.channels()::contains)
                .map(FileChannel::name)
                .collect(Collectors.toSet());
    }

    /** The state of one import: the batch being filled, what was read and what is committed. */
    private final class Run {

        private final int batchSize;
        private final Consumer<ImportSummary> progress;
        private final ImportBatch batch = new ImportBatch();
        private RecordReader reader;
        private String namespace;
        private Set<String> reusable;
        private long line = 1;
        private long committed;
        private long embedded;
        private long memories;
        private long entities;
        private long sessions;
        private long edges;
        private ExportCounts announced;

        private Run(int batchSize, Consumer<ImportSummary> progress) {
            this.batchSize = batchSize;
            this.progress = progress;
        }

        private Header header(String text) {
            try {
                return RecordReader.header(parse(text));
            } catch (BadRecord e) {
                throw new ImportFailure(1, e.getMessage(), 0);
            }
        }

        private void start(RecordReader reader, String namespace, Set<String> reusable) {
            this.reader = reader;
            this.namespace = namespace;
            this.reusable = reusable;
        }

        private void line(String text) {
            line++;
            try {
                if (announced != null) {
                    throw new BadRecord(null, "nothing may follow the end record");
                }
                read(parse(text));
            } catch (BadRecord e) {
                flush(line - 1);
                throw new ImportFailure(line, e.getMessage(), committed);
            }
            if (batch.size() >= batchSize) {
                flush(line);
            }
        }

        private void read(JsonNode record) {
            String type = RecordReader.type(record);
            switch (type == null ? "" : type) {
                case ExportFormat.MEMORY -> {
                    batch.memories.add(reader.memory(record, line));
                    memories++;
                }
                case ExportFormat.ENTITY -> {
                    batch.entities.add(reader.entity(record, line));
                    entities++;
                }
                case ExportFormat.SESSION -> {
                    batch.sessions.add(reader.session(record, line));
                    sessions++;
                }
                case ExportFormat.TIMELINE -> batch.timelines.add(reader.timeline(record, line));
                case ExportFormat.EDGE -> {
                    batch.edges.add(reader.edge(record, line));
                    edges++;
                }
                case ExportFormat.END -> announced = RecordReader.end(record);
                default -> throw new BadRecord("type", "must be memory, entity, session, timeline, edge or end");
            }
        }

        private ImportSummary finish() {
            flush(line);
            if (announced == null) {
                throw new ImportFailure(
                        line + 1,
                        "the file ends without its end record: it was cut short (an "
                                + "export interrupted, or a partial download)",
                        committed);
            }
            ExportCounts read = new ExportCounts(memories, entities, sessions, edges);
            if (!announced.equals(read)) {
                throw new ImportFailure(
                        line,
                        "the end record announces " + announced.describe() + " but the file holds " + read.describe()
                                + ": records are missing or were added",
                        committed);
            }
            return summary();
        }

        /** Commits the batch, which holds the records of the lines up to {@code upTo}. */
        private void flush(long upTo) {
            if (batch.size() > 0) {
                embedded += writer.write(batch, namespace, reusable, committed);
                batch.clear();
            }
            committed = upTo;
            progress.accept(summary());
        }

        private ImportSummary summary() {
            return new ImportSummary(
                    namespace, line, committed, new ExportCounts(memories, entities, sessions, edges), embedded);
        }
    }

    private static JsonNode parse(String text) {
        if (text.isBlank()) {
            throw new BadRecord(null, "a line is blank; every line must hold one JSON record");
        }
        try {
            JsonNode node = JSON.readTree(text);
            if (!node.isObject()) {
                throw new BadRecord(null, "a record must be a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new BadRecord(null, "not valid JSON: " + e.getOriginalMessage());
        }
    }
}
