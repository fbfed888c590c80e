package io.mnemograph.embedding;

import ai.onnxruntime.OrtEnvironment;
import java.io.File;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads ONNX Runtime's native libraries and removes the directory they were extracted to, so nothing accumulates in
 * the temporary directory across starts.
 *
 * <p>Implementation notes: ONNX Runtime 1.20 ({@code ai.onnxruntime.OnnxRuntime.init}) extracts
 * {@code libonnxruntime.so} and {@code libonnxruntime4j_jni.so} into a new {@code onnxruntime-java<random>}
 * directory under {@code java.io.tmpdir} at every start and asks {@code File.deleteOnExit} to remove it. The JVM
 * deletes in reverse order of the requests, so it tries the directory before its files and leaves it behind, empty,
 * at every normal exit (13 of them were found in /tmp on the build machine); a killed JVM leaves the libraries too.
 * Once loaded, a library no longer needs its file (Linux and macOS keep the mapped inode alive), so the directory is
 * deleted right after the load. ONNX Runtime keeps its path in the private static field {@code tempDirectory}; if a
 * later version renames it, the tidy-up only logs a warning and ONNX Runtime's own clean-up is all that runs.
 */
final class OnnxNatives {

    private static final Logger LOG = LoggerFactory.getLogger(OnnxNatives.class);

    private OnnxNatives() {}

    /** Loads ONNX Runtime (once per JVM) and deletes its extraction directory; returns the environment. */
    static synchronized OrtEnvironment load() {
        OrtEnvironment environment = OrtEnvironment.getEnvironment();
        Path extracted = extractionDirectory();
        if (extracted != null && Files.isDirectory(extracted)) {
            delete(extracted.toFile());
        }
        return environment;
    }

    private static Path extractionDirectory() {
        try {
            Field field = Class.forName("ai.onnxruntime.OnnxRuntime").getDeclaredField("tempDirectory");
            field.setAccessible(true);
            return (Path) field.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.warn(
                    "Cannot find where ONNX Runtime extracted its native libraries ({}); an onnxruntime-java*"
                            + " directory may stay in {}",
                    e,
                    System.getProperty("java.io.tmpdir"));
            return null;
        }
    }

    private static void delete(File directory) {
        File[] files = directory.listFiles();
        boolean deleted = true;
        for (File file : files == null ? new File[0] : files) {
            deleted &= file.delete();
        }
        deleted &= directory.delete();
        if (!deleted) {
            LOG.warn("Could not delete ONNX Runtime's extracted libraries in {}; they go at exit", directory);
        }
    }
}
