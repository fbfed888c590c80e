package io.mnemograph.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The jar's Main-Class: class-file version 52 (Java 8), so an old Java loads it and reads its one-line refusal; on
 * this Java it runs the service's command line.
 */
class LauncherTest {

    private static final int JAVA_8_CLASS_FILE = 52;

    @Test
    void classFile_isJava8Bytecode() throws IOException {
        try (InputStream in = Launcher.class.getResourceAsStream("Launcher.class");
                DataInputStream data = new DataInputStream(in)) {
            assertThat(data.readInt()).isEqualTo(0xCAFEBABE);
            data.readUnsignedShort();
            assertThat(data.readUnsignedShort()).as("class-file major version").isEqualTo(JAVA_8_CLASS_FILE);
        }
    }

    @Test
    void feature_specificationVersions_areTheirFeatureRelease() {
        assertThat(Launcher.feature("1.8")).isEqualTo(8);
        assertThat(Launcher.feature("17")).isEqualTo(17);
        assertThat(Launcher.feature("21")).isEqualTo(21);
        assertThat(Launcher.feature("25.0.1")).isEqualTo(25);
        assertThat(Launcher.feature("unknown")).isGreaterThanOrEqualTo(Launcher.REQUIRED);
    }

    @Test
    void refusal_oldJava_isOneLineNamingVersionAndPlace() {
        String line = Launcher.refusal("17", "/usr/lib/jvm/java-17-openjdk-amd64");
        assertThat(line)
                .startsWith("mnemograph needs Java 21 or newer; found 17 at /usr/lib/jvm/java-17-openjdk-amd64")
                .doesNotContain("\n");
    }

    @Test
    void main_currentJava_runsTheCommandLine() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder(List.of(
                        java, "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), "--version"))
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        assertThat(output).startsWith("mnemograph ");
    }
}
