package io.mnemograph.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a child JVM of a test ({@link ServiceProcess}, the stdio MCP client's, a command's) takes the service's classes
 * from. In the failsafe phase, which runs after {@code package}, the pom names the built jar in the system property
 * {@value #JAR_PROPERTY}: the child runs from that jar, as a user runs it, with a dynamic AppCDS archive beside it
 * ({@code target/cds/}, written when the first child of a run exits, valid until the jar or the JDK changes), which
 * cuts a child's CPU to its ready line by about a third; CDS refuses class directories, so it needs the jar. Anywhere
 * else (Surefire, an IDE) the child runs on this test's classpath, so no jar needs packaging.
 */
public final class ChildJvm {

    /** The system property with the path of the built jar; set by the failsafe configuration in pom.xml. */
    public static final String JAR_PROPERTY = "mnemograph.test.jar";

    private ChildJvm() {}

    /** The JVM options that put the service's classes on the child's classpath (and share them when from the jar). */
    public static List<String> classpath() {
        String jar = System.getProperty(JAR_PROPERTY, "");
        if (jar.isEmpty() || !Files.isRegularFile(Path.of(jar))) {
            return List.of("-cp", System.getProperty("java.class.path"));
        }
        Path archive = Path.of(jar).toAbsolutePath().resolveSibling("cds").resolve("service.jsa");
        try {
            Files.createDirectories(archive.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.of(
                "-XX:+AutoCreateSharedArchive",
                "-XX:SharedArchiveFile=" + archive,
                // the archive's own notes (created, out of date, regenerated) would go to the child's stdout
                "-Xlog:cds=off",
                "-Xlog:cds+dynamic=off",
                "-cp",
                jar);
    }
}
