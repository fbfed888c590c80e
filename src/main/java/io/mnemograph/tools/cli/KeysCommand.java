package io.mnemograph.tools.cli;

import io.mnemograph.model.Namespaces;
import io.mnemograph.api.security.ApiKey;
import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code mnemograph keys create --namespace NS [--namespace NS2] --role read|write|admin} prints a new API key once
 * and stores only its SHA-256 in the keys file; {@code mnemograph keys list} shows the stored keys (never a token).
 * The running service picks up a new key within a second (SECURITY.md).
 */
@Command(name = "keys", mixinStandardHelpOptions = true,
        description = "Creates and lists API keys (the keys file holds hashes only).",
        subcommands = {KeysCommand.Create.class, KeysCommand.ListKeys.class})
public final class KeysCommand implements Runnable {

    /** The keys file of the default embedded data directory ({@code mnemograph.security.keys-file}). */
    static final String DEFAULT_FILE = "./data/api-keys";

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing command: create or list");
    }

    /** {@code keys create}. */
    @Command(name = "create", mixinStandardHelpOptions = true,
            description = "Creates a key, prints it once, and appends its hash to the keys file.")
    static final class Create implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--namespace", required = true, paramLabel = "NS",
                description = "A namespace the key may use (repeat for several; * for every namespace).")
        private List<String> namespaces;

        @Option(names = "--role", required = true, paramLabel = "ROLE", description = "read, write or admin.")
        private String role;

        @Option(names = "--keys-file", paramLabel = "FILE", defaultValue = DEFAULT_FILE,
                description = "The keys file (default ${DEFAULT-VALUE}, the service's default).")
        private Path file;

        @Override
        public Integer call() throws Exception {
            Role parsed;
            Set<String> checked = new LinkedHashSet<>();
            try {
                parsed = Role.parse(role);
                for (String namespace : namespaces) {
                    checked.add(namespace.equals(ApiKey.EVERY_NAMESPACE) ? namespace : Namespaces.require(namespace));
                }
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            String token = KeyFile.create(file, checked, parsed, Instant.now());
            PrintWriter out = spec.commandLine().getOut();
            out.println(token);
            out.flush();
            spec.commandLine().getErr().println("Created a " + parsed.label() + " key for " + checked + " in " + file
                    + ". It is shown this once: keep it; only its hash is stored.");
            return 0;
        }
    }

    /** {@code keys list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the keys of the keys file.")
    static final class ListKeys implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--keys-file", paramLabel = "FILE", defaultValue = DEFAULT_FILE,
                description = "The keys file (default ${DEFAULT-VALUE}).")
        private Path file;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            for (ApiKey key : KeyFile.read(file)) {
                out.println(key.id() + "\t" + key.role().label() + "\t" + String.join(",", key.namespaces()));
            }
            out.flush();
            return 0;
        }
    }
}
