package io.mnemograph.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.store.disk.DiskBudget;
import io.mnemograph.testing.JsonHttp;
import io.mnemograph.testing.ServiceProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Full-disk proof (issue 46 item 1, docs/reliability.md "Full disk"): the service runs as a child process with its
 * data directory on a real tmpfs, one smaller than Neo4j's default 256 MiB log preallocation and one larger. A filler
 * file leaves the file system {@value #HEADROOM_MIB} MiB above the floor; batches of long memories are written until
 * the service refuses one: it must answer 507 {@code disk_full} with {@code Retry-After}, keep answering reads and
 * recalls, and, once the filler is deleted, accept writes again by itself; after a restart every acknowledged memory
 * must be there, whole. The tmpfs is mounted here (CI runs as root): when it cannot be, the test fails, never skips.
 */
class DiskFullIT {

    private static final Logger LOG = LoggerFactory.getLogger(DiskFullIT.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Free space above the floor the filler leaves: a few batches' worth. */
    private static final int HEADROOM_MIB = 2;

    private static final int BATCH = 20;
    /** Characters of each memory: near the content limit, so that each batch takes real room. */
    private static final int CONTENT_CHARS = 30_000;

    /**
     * The words a memory is made of: each one token of MiniLM's vocabulary, so that a memory of {@value #CONTENT_CHARS}
     * characters is about 2,200 tokens (5 of the model's 512-token windows) where random letters were about 17,000
     * (33 windows): the same characters stored for a seventh of the embedding (the full-text index, with fewer
     * distinct words, takes less room, so the floor may take a batch more to reach).
     */
    private static final List<String> WORDS = List.of("""
            abbreviation accomplishment administered agricultural appreciation architecture authoritative breaststroke
            certification christchurch collaborated commemorating communicated complimented confederation consciousness
            considerations construction contradiction corporations deliberately destinations disabilities discrimination
            distributions electrification entrepreneur expenditures firefighters gloucestershire hierarchical
            identification improvements increasingly infringement instrumentation intermittent intersection investigates
            jurisdictions manipulation mediterranean modification negotiations northernmost organisations participates
            perspectives photographers predominantly professionally psychologists recommendation regeneration
            representations retrospective shareholders specialization standardized subscription supplemental temperatures
            transformations transylvania
            """.strip().split("\\s+"));
    /** Batches after which a service that never refuses has failed the test. */
    private static final int MOST_BATCHES = 40;

    private static final String NAMESPACE = "disk";

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "tmpfs of {0} MiB")
    @ValueSource(ints = {120, 400})
    void aFullDisk_refusesWritesWith507_keepsReading_resumesWhenFreed_andKeepsEveryAcknowledgedMemory(int sizeMib)
            throws Exception {
        Path disk = tmp.resolve("tmpfs-" + sizeMib);
        Files.createDirectories(disk);
        mount(disk, sizeMib);
        try {
            Path data = disk.resolve("data");
            Map<String, String> acknowledged = new LinkedHashMap<>();
            Random random = new Random(sizeMib);
            try (ServiceProcess service = ServiceProcess.embedded(data)) {
                JsonHttp http = new JsonHttp(service.api());
                FileStore store = Files.getFileStore(disk);
                long floor = DiskBudget.of(store.getTotalSpace(), 0).floorBytes();
                Path filler = disk.resolve("filler");
                fill(filler, store.getUsableSpace() - floor - HEADROOM_MIB * (1L << 20));
                LOG.info(
                        "tmpfs of {} MiB: floor {} MiB, {} MiB free after the filler",
                        sizeMib,
                        DiskBudget.mib(floor),
                        DiskBudget.mib(store.getUsableSpace()));

                HttpResponse<String> refused = null;
                for (int b = 0; b < MOST_BATCHES && refused == null; b++) {
                    List<String> contents = contents(random);
                    HttpResponse<String> reply = post(service.api(), "/v1/memories/batch", batch(contents));
                    if (reply.statusCode() == 201) {
                        JsonNode results = JSON.readTree(reply.body()).get("results");
                        for (int i = 0; i < contents.size(); i++) {
                            acknowledged.put(results.get(i).get("id").asText(), contents.get(i));
                        }
                    } else {
                        refused = reply;
                    }
                }
                assertThat(refused)
                        .as("a write refused within %d batches", MOST_BATCHES)
                        .isNotNull();
                assertRefusedForDisk(refused);
                assertThat(acknowledged)
                        .as("writes acknowledged before the floor")
                        .isNotEmpty();
                LOG.info(
                        "tmpfs of {} MiB: {} memories acknowledged, then {} {} (Retry-After {}); {} MiB free",
                        sizeMib,
                        acknowledged.size(),
                        refused.statusCode(),
                        refused.body(),
                        refused.headers().firstValue("Retry-After").orElse("none"),
                        DiskBudget.mib(store.getUsableSpace()));
                String someId = acknowledged.keySet().iterator().next();
                assertRefusedForDisk(post(
                        service.api(), "/v1/memories", Map.of("namespace", NAMESPACE, "content", "one more thing")));

                JsonHttp.Reply read = http.get("/v1/memories/" + someId + "?namespace=" + NAMESPACE);
                assertThat(read.status())
                        .as("a read below the floor: %s", read.body())
                        .isEqualTo(200);
                JsonHttp.Reply recall = http.post(
                        "/v1/recall",
                        Map.of(
                                "namespace",
                                NAMESPACE,
                                "query",
                                acknowledged.get(someId).substring(0, 60)));
                assertThat(recall.status())
                        .as("a recall below the floor: %s", recall.body())
                        .isEqualTo(200);
                assertThat(recall.body().get("results")).isNotEmpty();
                JsonHttp.Reply health = http.get("/health");
                assertThat(health.status()).as("%s", health.body()).isEqualTo(200);
                assertThat(health.body().get("status").asText()).isEqualTo("UP");

                Files.delete(filler);
                long freed = System.nanoTime();
                HttpResponse<String> resumed = post(service.api(), "/v1/memories/batch", batch(contents(random)));
                assertThat(resumed.statusCode())
                        .as("a write once space is freed: %s", resumed.body())
                        .isEqualTo(201);
                JsonNode results = JSON.readTree(resumed.body()).get("results");
                LOG.info(
                        "tmpfs of {} MiB: writes accepted again {} ms after the filler was deleted",
                        sizeMib,
                        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - freed));
                assertThat(results).hasSize(BATCH);
            }

            try (ServiceProcess again = ServiceProcess.embedded(data)) {
                JsonHttp http = new JsonHttp(again.api());
                for (Map.Entry<String, String> memory : acknowledged.entrySet()) {
                    JsonHttp.Reply read = http.get("/v1/memories/" + memory.getKey() + "?namespace=" + NAMESPACE);
                    assertThat(read.status())
                            .as("acknowledged %s after restart", memory.getKey())
                            .isEqualTo(200);
                    assertThat(read.body().get("content").asText()).isEqualTo(memory.getValue());
                }
                LOG.info(
                        "tmpfs of {} MiB: all {} acknowledged memories read back after restart",
                        sizeMib,
                        acknowledged.size());
            }
        } finally {
            unmount(disk);
        }
    }

    private static void assertRefusedForDisk(HttpResponse<String> refused) throws IOException {
        assertThat(refused.statusCode()).as("%s", refused.body()).isEqualTo(507);
        assertThat(refused.headers().firstValue("Retry-After")).isPresent();
        JsonNode error = JSON.readTree(refused.body()).get("error");
        assertThat(error.get("code").asText()).isEqualTo("disk_full");
        assertThat(error.get("message").asText()).contains("MiB free, below the floor of");
    }

    private static Map<String, Object> batch(List<String> contents) {
        return Map.of(
                "namespace",
                NAMESPACE,
                "memories",
                contents.stream().map(c -> Map.of("content", c)).toList());
    }

    /** {@value #BATCH} memories of {@link #WORDS} in random order, each {@value #CONTENT_CHARS} characters long. */
    private static List<String> contents(Random random) {
        List<String> contents = new ArrayList<>();
        for (int m = 0; m < BATCH; m++) {
            StringBuilder text = new StringBuilder();
            while (text.length() < CONTENT_CHARS) {
                text.append(WORDS.get(random.nextInt(WORDS.size()))).append(' ');
            }
            contents.add(text.toString().trim());
        }
        return contents;
    }

    private static HttpResponse<String> post(URI api, String path, Object body)
            throws IOException, InterruptedException {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(
                    HttpRequest.newBuilder(api.resolve(path))
                            .timeout(Duration.ofMinutes(5))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body)))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }

    /** Writes {@code bytes} of zeros to {@code file}: real blocks, not a sparse file, so the space is taken. */
    private static void fill(Path file, long bytes) throws IOException {
        ByteBuffer zeros = ByteBuffer.allocate(1 << 20);
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long left = bytes; left > 0; left -= zeros.limit()) {
                zeros.clear().limit((int) Math.min(zeros.capacity(), left));
                while (zeros.hasRemaining()) {
                    out.write(zeros);
                }
            }
        }
    }

    private static void mount(Path dir, int sizeMib) throws IOException, InterruptedException {
        String failure = run("mount", "-t", "tmpfs", "-o", "size=" + sizeMib + "m", "tmpfs", dir.toString());
        assertThat(failure)
                .as("DiskFullIT needs a real small file system: mounting a tmpfs needs root (CI runs as root)")
                .isEmpty();
    }

    private static void unmount(Path dir) throws IOException, InterruptedException {
        String failure = run("umount", dir.toString());
        assertThat(failure).as("unmounting %s", dir).isEmpty();
    }

    /** Runs a command; empty when it succeeded, else its exit code and output. */
    private static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        int exit = process.waitFor();
        return exit == 0 ? "" : String.join(" ", command) + " exited " + exit + ": " + output;
    }
}
