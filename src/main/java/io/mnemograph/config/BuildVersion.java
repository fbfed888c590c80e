package io.mnemograph.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of this build: the Maven project's version, written into {@value #RESOURCE} when the resources are
 * copied (the one filtered resource of the build), so that the jar, {@code mvn exec} and the tests all report it.
 */
public final class BuildVersion {

    /** The classpath resource that carries the version. */
    public static final String RESOURCE = "/mnemograph-build.properties";

    private static final String VERSION = read();

    private BuildVersion() {}

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String current() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath: build with Maven");
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version");
            if (version == null || version.isBlank() || version.startsWith("${")) {
                throw new IllegalStateException(RESOURCE + " holds no version: it was not filtered by Maven");
            }
            return version.strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
