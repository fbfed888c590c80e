package io.mnemograph.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ServiceProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starts of the in-process model leave nothing in the temporary directory: a child JVM (its own
 * {@code java.io.tmpdir}) loads the model, embeds a text, and is killed with SIGKILL or exits normally.
 */
class OnnxNativesTest {

    /**
     * Child JVM: loads MiniLM, embeds once, says so, then exits, or with {@code wait} blocks reading its stdin until it
     * is killed (or its parent goes away and the pipe closes): it waits for the test, not for a time.
     */
    public static final class LoadModel {
        public static void main(String[] args) throws Exception {
            float[] vector = new OnnxEmbeddingProvider(InProcessModel.MINILM, 1).embed("nothing stays behind");
            System.out.println("embedded " + vector.length);
            System.out.flush();
            if (args.length > 0 && args[0].equals("wait")) {
                while (System.in.read() >= 0) {
                    // the test writes nothing: it kills this JVM
                }
            }
        }
    }

    private static Process start(Path tmp, String mode) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(
                        java,
                        ServiceProcess.CHILD_JIT,
                        "-Djava.io.tmpdir=" + tmp,
                        "-cp",
                        System.getProperty("java.class.path"),
                        LoadModel.class.getName(),
                        mode)
                .redirectErrorStream(true)
                .start();
    }

    private static String awaitEmbedded(Process process) throws IOException {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line; (line = out.readLine()) != null; ) {
            seen.append(line).append('\n');
            if (line.startsWith("embedded 384")) {
                return seen.toString();
            }
        }
        throw new AssertionError("the child never embedded:\n" + seen);
    }

    private static List<Path> onnxDirectories(Path tmp) throws IOException {
        try (Stream<Path> entries = Files.list(tmp)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("onnxruntime-java"))
                    .toList();
        }
    }

    @Test
    void modelLoaded_thenKilledWithSigkill_leavesNoOnnxRuntimeDirectory(@TempDir Path tmp) throws Exception {
        Process child = start(tmp, "wait");
        try {
            awaitEmbedded(child);
            assertThat(onnxDirectories(tmp)).as("deleted right after the load").isEmpty();
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(onnxDirectories(tmp)).isEmpty();
    }

    @Test
    void modelLoaded_threeNormalExits_leaveNoOnnxRuntimeDirectory(@TempDir Path tmp) throws Exception {
        for (int start = 0; start < 3; start++) {
            Process child = start(tmp, "exit");
            awaitEmbedded(child);
            assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(onnxDirectories(tmp)).isEmpty();
    }
}
