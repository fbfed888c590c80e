package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import io.mnemograph.transfer.ImportFailure;
import io.mnemograph.transfer.ImportSummary;
import io.mnemograph.transfer.NamespaceImporter;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph import --in FILE.jsonl [--namespace NS] [--batch N]}: reads an export (docs/export.md) into the
 * configured database, line by line, in committed batches; progress on stderr. Running it twice changes nothing.
 */
@Command(
        name = "import",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Reads a file written by export (or GET /v1/export) into a namespace: every memory, entity, "
                    + "session and edge as the file has them, merged on their ids (running it again changes nothing). "
                    + "Memories without vectors are embedded with the configured models, and so is each embedding "
                    + "channel the file lacks or has from another model; primary vectors of another model are refused. A bad line stops the import with its number; the batches before it stay committed.",
            "Works on the configured database: the embedded one in mnemograph.embedded.data-dir (stop the "
                    + "service first), or -Dmnemograph.neo4j.uri=..."
        })
public final class ImportCommand implements Callable<Integer> {

    /** The largest batch: a transaction of 10,000 memories with vectors holds about 80 MB. */
    static final int MAX_BATCH = 10_000;

    @Spec
    private CommandSpec spec;

    @Option(names = "--in", required = true, paramLabel = "FILE", description = "The export file to read.")
    private Path in;

    @Option(
            names = "--namespace",
            paramLabel = "NS",
            description = "The namespace to import into (default: the file's).")
    private String namespace;

    @Option(
            names = "--batch",
            paramLabel = "N",
            defaultValue = "" + NamespaceImporter.DEFAULT_BATCH,
            description = "Records per transaction, 1 to " + MAX_BATCH + " (default: ${DEFAULT-VALUE}).")
    private int batch;

    @Override
    public Integer call() throws Exception {
        try {
            if (namespace != null) {
                Namespaces.require(namespace);
            }
        } catch (InvalidNamespace e) {
            throw new ParameterException(spec.commandLine(), "--namespace " + e.getMessage());
        }
        if (batch < 1 || batch > MAX_BATCH) {
            throw new ParameterException(spec.commandLine(), "--batch must be 1 to " + MAX_BATCH);
        }
        if (!Files.isReadable(in)) {
            throw new ParameterException(spec.commandLine(), "--in " + in + ": no such readable file");
        }
        PrintWriter err = spec.commandLine().getErr();
        long size = Files.size(in);
        try (ApplicationContext context = DatabaseContext.start(
                        "stop it first, or import "
                                + "through its database over Bolt (-Dmnemograph.neo4j.uri=bolt://127.0.0.1:7687, docs/export.md)");
                BufferedReader reader = Files.newBufferedReader(in, StandardCharsets.UTF_8)) {
            err.printf("Importing %s (%,d bytes)%n", in, size);
            err.flush();
            long started = System.nanoTime();
            long[] last = {started};
            ImportSummary summary = context.getBean(NamespaceImporter.class).run(reader, namespace, batch, s -> {
                long now = System.nanoTime();
                if (now - last[0] >= 1_000_000_000L) {
                    last[0] = now;
                    err.printf(
                            "  %,d lines committed: %s%n",
                            s.committedLines(), s.records().describe());
                    err.flush();
                }
            });
            double seconds = (System.nanoTime() - started) / 1e9;
            err.printf(
                    "Imported %s into namespace %s in %.1f s (%,.0f memories/s; %,d embedded here)%n",
                    summary.records().describe(),
                    summary.namespace(),
                    seconds,
                    summary.records().memories() / Math.max(seconds, 1e-3),
                    summary.embedded());
            err.flush();
            return 0;
        } catch (ImportFailure | IllegalStateException e) {
            err.println("import failed: " + e.getMessage());
            err.flush();
            return 1;
        }
    }
}
