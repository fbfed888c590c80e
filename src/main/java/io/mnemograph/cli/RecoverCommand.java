package io.mnemograph.cli;

import io.mnemograph.config.ClockFactory;
import io.mnemograph.config.OwnerOnly;
import io.mnemograph.store.embedded.DataDirectoryLock;
import io.mnemograph.store.embedded.LogRecovery;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph recover [--data-dir DIR]}: repairs a stopped data directory whose transaction log was cut (a full
 * disk, docs/reliability.md "A cut transaction log"), after copying its transaction logs into
 * {@code <data-dir>/recovery-backup-<time>/}; prints what it did and exits 0, or 1 with one line saying why not.
 */
@Command(
        name = "recover",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Repairs a stopped data directory whose transaction log was cut (as a full disk leaves it), when the "
                    + "service refuses to start saying so: copies the transaction logs to "
                    + "<data-dir>/recovery-backup-<time>/, starts the embedded Neo4j once with its recovery "
                    + "truncating the log at its last whole transaction, checkpoints, counts the memories that read "
                    + "back and stops. Transactions after the cut are lost (docs/reliability.md).",
            "Refuses a data directory a running service holds."
        })
public final class RecoverCommand implements Callable<Integer> {

    /** Free space the copy leaves for the recovery's own writes (checkpoint, Neo4j's logs). */
    static final long MARGIN_BYTES = 32L << 20;

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--data-dir",
            paramLabel = "DIR",
            description = "The data directory (default: mnemograph.embedded.data-dir, as the service resolves it).")
    private Path dataDir;

    private final Clock clock;

    public RecoverCommand() {
        this(ClockFactory.system());
    }

    /** A recover whose backup directory is named by {@code clock}'s time. */
    RecoverCommand(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = (dataDir == null ? ServiceSettings.dataDir() : dataDir)
                .toAbsolutePath()
                .normalize();
        try {
            Path logs = LogRecovery.transactionLogs(dir);
            if (!Files.isDirectory(logs)) {
                throw new IllegalStateException(
                        "no transaction log in " + logs + ": not the data directory of a service that has started");
            }
            if (DataDirectoryLock.held(dir)) {
                throw new IllegalStateException("the directory " + dir
                        + " is in use by a running instance; stop it first (recover works on a stopped directory)");
            }
            Path backup = dir.resolve("recovery-backup-" + STAMP.format(clock.instant()));
            long bytes = copy(logs, backup.resolve(LogRecovery.TRANSACTIONS));
            out.printf(
                    "Copied the transaction logs (%,d bytes) to %s: nothing is deleted; Neo4j keeps what it cuts too%n",
                    bytes, backup);
            out.flush();
            LogRecovery.Outcome outcome = LogRecovery.run(dir);
            report(out, outcome);
            if (!outcome.failed().isEmpty()) {
                err.println("recover failed: " + describe(outcome.failed()) + "; the database cannot be recovered "
                        + "from its log: restore the whole data directory from a backup (the log's copy is in "
                        + backup + ")");
                err.flush();
                return 1;
            }
            return 0;
        } catch (IllegalStateException | UncheckedIOException e) {
            err.println("recover failed: " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    private static void report(PrintWriter out, LogRecovery.Outcome outcome) {
        if (outcome.truncatedParts().isEmpty()) {
            out.println("Neo4j read the transaction log whole: nothing was cut, nothing is lost");
        } else {
            out.println("Neo4j truncated the transaction log at its last whole transaction; the transactions after "
                    + "that point are lost (what it cut is archived in "
                    + String.join(
                            ", ",
                            outcome.truncatedParts().stream()
                                    .map(Path::toString)
                                    .toList()) + ")");
        }
        outcome.memories()
                .forEach((database, count) -> out.printf("Database %s: %,d memories readable%n", database, count));
        out.println("Checkpointed and stopped. The recovery setting applied to this run only "
                + "(conf/neo4j.conf is unchanged): start the service as usual");
        out.flush();
    }

    private static String describe(Map<String, String> failed) {
        return String.join(
                "; ",
                failed.entrySet().stream()
                        .map(f -> "database " + f.getKey() + " still failed: " + f.getValue())
                        .toList());
    }

    /** Copies every file under {@code from} to {@code to}, owner-only, after checking it fits; returns its bytes. */
    private static long copy(Path from, Path to) {
        try {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(from)) {
                files = walk.filter(Files::isRegularFile).toList();
            }
            long bytes = 0;
            for (Path file : files) {
                bytes += Files.size(file);
            }
            long free = Files.getFileStore(from).getUsableSpace();
            if (free < bytes + MARGIN_BYTES) {
                throw new IllegalStateException("the copy of the transaction logs needs "
                        + ((bytes + MARGIN_BYTES) >> 20)
                        + " MiB free and " + from + " has " + (free >> 20) + " MiB: free space first (or move the "
                        + "data directory to a larger disk), then run recover again");
            }
            OwnerOnly.directory(to.getParent());
            for (Path file : files) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, StandardCopyOption.COPY_ATTRIBUTES);
            }
            return bytes;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the transaction logs from " + from + " to " + to, e);
        }
    }
}
