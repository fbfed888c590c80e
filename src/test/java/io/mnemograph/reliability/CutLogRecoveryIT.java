package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.Application;
import io.mnemograph.testing.ChildJvm;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A cut transaction log and its recovery (issue 46 item 1, docs/reliability.md "A cut transaction log"), with real
 * processes: memories written and checkpointed by a clean stop, more written one by one and the service killed, the
 * second half of what those wrote in the last log file overwritten with garbage (the tail a full disk leaves). The
 * service must then refuse to start in one line naming {@code mnemograph recover}; that command (its own JVM, as a
 * user runs it) copies the log, recovers and says how many memories read back; the service then starts and every
 * checkpointed memory, and of the later ones exactly those committed before the cut (a prefix), read back whole.
 */
class CutLogRecoveryIT {

    private static final Logger LOG = LoggerFactory.getLogger(CutLogRecoveryIT.class);
    private static final String NAMESPACE = "cut";
    /** Memories written before the clean stop (checkpointed), and after it (only in the log when it is cut). */
    private static final int CHECKPOINTED = 8;

    private static final int AFTER_CHECKPOINT = 12;
    private static final Pattern READABLE = Pattern.compile("Database neo4j: (\\d+) memories readable");

    @TempDir
    Path tmp;

    @Test
    void aCutLog_refusesToStartNamingRecover_andRecoverKeepsEveryMemoryCommittedBeforeTheCut() throws Exception {
        Path data = tmp.resolve("data");
        Map<String, String> checkpointed = new LinkedHashMap<>();
        try (ServiceProcess service = ServiceProcess.embedded(data)) {
            JsonHttp http = new JsonHttp(service.api());
            for (int i = 0; i < CHECKPOINTED; i++) {
                remember(http, checkpointed, "checkpointed memory " + i + " about the orchard and its pears");
            }
        } // a clean stop: Neo4j checkpoints

        Map<String, String> later = new LinkedHashMap<>();
        Path log;
        long checkpointEnd;
        try (ServiceProcess service = ServiceProcess.embedded(data)) {
            log = lastLogFile(data);
            checkpointEnd = usedEnd(log);
            JsonHttp http = new JsonHttp(service.api());
            for (int i = 0; i < AFTER_CHECKPOINT; i++) {
                remember(http, later, "later memory " + i + " about the harbour and its boats");
            }
            service.kill();
        }
        assertThat(lastLogFile(data))
                .as("the later memories went to the same log file")
                .isEqualTo(log);
        long end = usedEnd(log);
        assertThat(end).as("the later memories' log").isGreaterThan(checkpointEnd);
        long cut = checkpointEnd + (end - checkpointEnd) / 2;
        overwriteWithGarbage(log, cut, end);
        byte[] cutLog = Files.readAllBytes(log);
        LOG.info("Log {}: checkpointed up to {}, written up to {}, garbage from {}", log, checkpointEnd, end, cut);

        assertThatThrownBy(() -> ServiceProcess.embedded(data).close())
                .as("a start on the cut log")
                .isInstanceOfSatisfying(IllegalStateException.class, refused -> {
                    List<String> lines = refused.getMessage().lines().toList();
                    assertThat(lines)
                            .as(refused.getMessage())
                            .filteredOn(line -> line.startsWith("mnemograph cannot start: "))
                            .singleElement()
                            .asString()
                            .contains("the transaction log of database neo4j in " + data)
                            .contains("is cut or corrupt")
                            .endsWith("run: mnemograph recover --data-dir " + data
                                    + " (docs/reliability.md, \"A cut transaction log\")");
                    assertThat(lines).as("no stack trace").noneMatch(line -> line.startsWith("\tat "));
                });

        Run recover = cli("recover", "--data-dir", data.toString());
        LOG.info("recover exited {}:\n{}", recover.exit(), recover.output());
        assertThat(recover.exit()).as(recover.output()).isZero();
        assertThat(recover.output())
                .contains("Copied the transaction logs")
                .contains("Neo4j truncated the transaction log at its last whole transaction")
                .contains("the transactions after that point are lost")
                .contains("conf/neo4j.conf is unchanged");
        assertThat(Files.readAllBytes(backupOf(data, log)))
                .as("the copy of the cut log")
                .isEqualTo(cutLog);
        assertThat(Files.readString(data.resolve("conf/neo4j.conf"))).doesNotContain("fail_on_corrupted_log_files");
        Matcher readable = READABLE.matcher(recover.output());
        assertThat(readable.find()).as(recover.output()).isTrue();
        long counted = Long.parseLong(readable.group(1));

        try (ServiceProcess service = ServiceProcess.embedded(data)) {
            JsonHttp http = new JsonHttp(service.api());
            for (Map.Entry<String, String> memory : checkpointed.entrySet()) {
                assertThat(content(http, memory.getKey()))
                        .as("checkpointed memory %s", memory.getKey())
                        .isEqualTo(memory.getValue());
            }
            List<Boolean> kept = new ArrayList<>();
            for (Map.Entry<String, String> memory : later.entrySet()) {
                String content = content(http, memory.getKey());
                assertThat(content)
                        .as("memory %s is whole or absent", memory.getKey())
                        .isIn(null, memory.getValue());
                kept.add(content != null);
            }
            LOG.info(
                    "After recover: {} of {} checkpointed and {} of {} later memories read back (in order: {})",
                    checkpointed.size(),
                    checkpointed.size(),
                    kept.stream().filter(k -> k).count(),
                    kept.size(),
                    kept);
            int prefix = kept.indexOf(false);
            assertThat(prefix).as("the cut lost the last memories: %s", kept).isPositive();
            assertThat(kept.subList(prefix, kept.size()))
                    .as("what was kept of the later memories is those before the cut: %s", kept)
                    .containsOnly(false);
            assertThat(counted).as("the count recover printed").isEqualTo(checkpointed.size() + prefix);

            Map<String, String> after = new LinkedHashMap<>();
            remember(http, after, "a memory written after the recovery");
            assertThat(content(http, after.keySet().iterator().next()))
                    .isEqualTo(after.values().iterator().next());

            Run whileRunning = cli("recover", "--data-dir", data.toString());
            assertThat(whileRunning.exit()).as(whileRunning.output()).isEqualTo(1);
            assertThat(whileRunning.output())
                    .contains("recover failed: the directory " + data + " is in use by a running instance; stop it");
        }
    }

    private static void remember(JsonHttp http, Map<String, String> acknowledged, String content)
            throws IOException, InterruptedException {
        JsonHttp.Reply reply = http.post("/v1/memories", Map.of("namespace", NAMESPACE, "content", content));
        assertThat(reply.status()).as("%s", reply.body()).isEqualTo(201);
        acknowledged.put(reply.body().get("id").asText(), content);
    }

    /** The content of memory {@code id}, or null when it is not found. */
    private static String content(JsonHttp http, String id) throws IOException, InterruptedException {
        JsonHttp.Reply read = http.get("/v1/memories/" + id + "?namespace=" + NAMESPACE);
        assertThat(read.status()).as("%s: %s", id, read.body()).isIn(200, 404);
        return read.status() == 200 ? read.body().get("content").asText() : null;
    }

    private static Path lastLogFile(Path data) throws IOException {
        try (Stream<Path> files = Files.list(data.resolve("databases-data/transactions/neo4j"))) {
            return files.filter(f -> f.getFileName().toString().startsWith("neostore.transaction.db."))
                    .max(Comparator.comparingLong(f ->
                            Long.parseLong(f.getFileName().toString().substring("neostore.transaction.db.".length()))))
                    .orElseThrow();
        }
    }

    /** The offset after the last byte that is not zero: the end of what was written in a preallocated file. */
    private static long usedEnd(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] == 0) {
            end--;
        }
        return end;
    }

    /** Random bytes (a fixed seed) over {@code [from, to)} of {@code file}, as a disk that filled mid-write leaves. */
    private static void overwriteWithGarbage(Path file, long from, long to) throws IOException {
        byte[] garbage = new byte[Math.toIntExact(to - from)];
        new Random(46).nextBytes(garbage);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(garbage), from);
            channel.force(true);
        }
    }

    /** The copy of {@code log} in the one recovery backup of {@code data}. */
    private static Path backupOf(Path data, Path log) throws IOException {
        try (Stream<Path> dirs = Files.list(data)) {
            Path backup = dirs.filter(d -> d.getFileName().toString().startsWith("recovery-backup-"))
                    .reduce((a, b) -> {
                        throw new AssertionError("more than one backup: " + a + ", " + b);
                    })
                    .orElseThrow(() -> new AssertionError("no recovery-backup-* in " + data));
            return backup.resolve("transactions/neo4j").resolve(log.getFileName());
        }
    }

    private record Run(int exit, String output) {}

    /** A command in its own JVM, as a user runs it. */
    private static Run cli(String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, ServiceProcess.CHILD_JIT));
        command.addAll(ChildJvm.classpath());
        command.add(Application.class.getName());
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(process.waitFor(), output);
    }
}
