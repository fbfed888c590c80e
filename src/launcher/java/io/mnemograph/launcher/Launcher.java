package io.mnemograph.launcher;

import java.lang.reflect.InvocationTargetException;

/**
 * The jar's entry point, compiled for Java 8 so that any Java runs it: on a Java older than 21 it prints one line
 * saying so and exits with code 1, instead of a class-version error; otherwise it runs {@code io.mnemograph.Application}.
 */
public final class Launcher {

    /** The oldest Java the service runs on. */
    static final int REQUIRED = 21;

    private static final String APPLICATION = "io.mnemograph.Application";

    private Launcher() {}

    public static void main(String[] args) throws Throwable {
        String version = System.getProperty("java.specification.version");
        if (feature(version) < REQUIRED) {
            System.err.println(refusal(version, System.getProperty("java.home")));
            System.exit(1);
        }
        try {
            Class.forName(APPLICATION).getMethod("main", String[].class).invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** The line printed on a Java too old. */
    static String refusal(String version, String javaHome) {
        return "mnemograph needs Java " + REQUIRED + " or newer; found " + version + " at " + javaHome
                + " (set JAVA_HOME to a newer JDK, or run bin/mnemograph, which looks for one)";
    }

    /** The feature release of a {@code java.specification.version}: 8 for "1.8", 17 for "17"; unreadable: let it run. */
    static int feature(String version) {
        String major = version.startsWith("1.") ? version.substring(2) : version;
        int dot = major.indexOf('.');
        try {
            return Integer.parseInt(dot < 0 ? major : major.substring(0, dot));
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }
}
