package io.mnemograph.embedding;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

/**
 * The fingerprint of model files on the classpath: each file's CRC-32 and size, as {@code crc32:<hex>/<bytes>} joined
 * by commas, e.g. {@code crc32:d89d07a7/90387606,c3f77764/711661} for all-MiniLM-L6-v2's ONNX file and tokenizer.
 *
 * <p>Implementation notes: a jar holds every entry's CRC-32 (of the uncompressed bytes) and size in its central
 * directory, so reading them costs nothing at start-up, and the shaded service jar keeps them (the same bytes give the
 * same CRC). A file outside a jar (an IDE's exploded classpath) is read once and its CRC-32 computed, which gives the
 * same value. Hashing the 90 MB ONNX file with SHA-256 instead cost 0.7-2.5 s of CPU per start (measured on this
 * 2-core machine, JDK 21), and hashing a probe text's embedding would need the model opened at every start (1-2 s)
 * and could differ between CPUs (ONNX Runtime's kernels round differently with AVX2, AVX-512 or NEON), refusing the
 * same model on another machine. The fingerprint guards against an accident (another export of the model shipped
 * under the same name by a later LangChain4j), not against an attacker who can replace the jar: a CRC-32 with the size
 * tells two different files apart but for a chance of 1 in 2^32.
 */
final class ResourceFingerprint {

    private ResourceFingerprint() {}

    /** The fingerprint of these classpath resources, in order; fails naming one that is missing. */
    static String of(List<String> resources) {
        return resources.stream().map(ResourceFingerprint::crc).collect(Collectors.joining(",", "crc32:", ""));
    }

    private static String crc(String resource) {
        URL url = ResourceFingerprint.class.getClassLoader().getResource(resource);
        if (url == null) {
            throw new IllegalStateException(resource + " is not on the classpath: the langchain4j-embeddings jar"
                    + " that ships it is missing or has renamed it");
        }
        try {
            if (url.openConnection() instanceof JarURLConnection jar) {
                JarEntry entry = jar.getJarEntry();
                if (entry.getCrc() != -1 && entry.getSize() != -1) {
                    return format(entry.getCrc(), entry.getSize());
                }
            }
            CRC32 crc = new CRC32();
            long size = 0;
            try (InputStream in = url.openStream()) {
                byte[] buffer = new byte[1 << 16];
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    crc.update(buffer, 0, n);
                    size += n;
                }
            }
            return format(crc.getValue(), size);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from the classpath", e);
        }
    }

    private static String format(long crc, long size) {
        return HexFormat.of().toHexDigits((int) crc) + "/" + size;
    }
}
