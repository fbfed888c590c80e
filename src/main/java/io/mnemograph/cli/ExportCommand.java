package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.OwnerOnly;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import io.mnemograph.transfer.ExportCounts;
import io.mnemograph.transfer.NamespaceExporter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph export --namespace NS --out FILE.jsonl [--no-vectors]}: writes a namespace as JSON Lines
 * (docs/export.md), progress on stderr. The file appears under its name only once complete, readable by its owner
 * only (0600).
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Writes every memory (all tiers, every property, with its vector unless --no-vectors), entity, "
                    + "session and edge of a namespace to a JSON Lines file, in a fixed order: two exports of the same "
                    + "data are byte for byte the same (docs/export.md).",
            "Works on the configured database: the embedded one in mnemograph.embedded.data-dir (stop the "
                    + "service first), or -Dmnemograph.neo4j.uri=... A running service also serves "
                    + "GET /v1/export?namespace=NS."
        })
public final class ExportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--namespace", required = true, paramLabel = "NS", description = "The namespace to export.")
    private String namespace;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The file to write (.jsonl).")
    private Path out;

    @Option(
            names = "--no-vectors",
            description = "Leave the embeddings out (most of the file's size); import embeds "
                    + "the content again with its configured model.")
    private boolean noVectors;

    @Override
    public Integer call() throws Exception {
        try {
            Namespaces.require(namespace);
        } catch (InvalidNamespace e) {
            throw new ParameterException(spec.commandLine(), "--namespace " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        Path target = out.toAbsolutePath();
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        try (ApplicationContext context =
                DatabaseContext.start("use GET /v1/export on it (docs/export.md), or stop it first")) {
            NamespaceExporter exporter = context.getBean(NamespaceExporter.class);
            ExportCounts total = exporter.count(namespace);
            err.printf(
                    "Exporting namespace %s: %,d memories, %,d entities, %,d sessions%n",
                    namespace, total.memories(), total.entities(), total.sessions());
            err.flush();
            Progress progress = new Progress(err, total);
            long started = System.nanoTime();
            ExportCounts written;
            Files.deleteIfExists(partial);
            OwnerOnly.create(partial);
            try (Writer writer = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                written = exporter.write(namespace, !noVectors, writer, progress::show);
            }
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            double seconds = (System.nanoTime() - started) / 1e9;
            err.printf(
                    "Exported %s to %s in %.1f s (%,.0f memories/s, %,d bytes)%n",
                    written.describe(),
                    target,
                    seconds,
                    written.memories() / Math.max(seconds, 1e-3),
                    Files.size(target));
            err.flush();
            return 0;
        } catch (IllegalStateException e) {
            Files.deleteIfExists(partial);
            err.println("export failed: " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    /** Prints where the export stands at most once a second. */
    private static final class Progress {

        private final PrintWriter err;
        private final ExportCounts total;
        private long last = System.nanoTime();

        private Progress(PrintWriter err, ExportCounts total) {
            this.err = err;
            this.total = total;
        }

        void show(ExportCounts written) {
            long now = System.nanoTime();
            if (now - last >= 1_000_000_000L) {
                last = now;
                err.printf(
                        "  %,d / %,d memories, %,d / %,d entities, %,d / %,d sessions, %,d edges%n",
                        written.memories(),
                        total.memories(),
                        written.entities(),
                        total.entities(),
                        written.sessions(),
                        total.sessions(),
                        written.edges());
                err.flush();
            }
        }
    }
}
