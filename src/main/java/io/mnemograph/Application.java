package io.mnemograph;

import io.micronaut.runtime.Micronaut;
import io.mnemograph.cli.Cli;

import java.util.Set;

/**
 * Entry point. Without arguments, or with options only ({@code -Dx=y}-style Micronaut arguments), starts the HTTP
 * service on the configured (by default embedded) Neo4j; {@code <command> ...} runs a command-line tool
 * ({@link Cli}: {@code bench}, ...) and exits with its code; {@code --help} and {@code --version} print the commands or
 * the version instead of starting the service.
 */
public final class Application {

    private static final Set<String> CLI_OPTIONS = Set.of("-h", "--help", "-V", "--version");

    private Application() {
    }

    public static void main(String[] args) {
        if (runsService(args)) {
            Micronaut.run(Application.class, args);
        } else {
            System.exit(Cli.execute(args));
        }
    }

    /** True when the arguments ask for the HTTP service rather than a command. */
    public static boolean runsService(String[] args) {
        return args.length == 0 || args[0].startsWith("-") && !CLI_OPTIONS.contains(args[0]);
    }
}
