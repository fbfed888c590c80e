package io.mnemograph.cli;

import io.mnemograph.api.security.ApiKey;
import io.mnemograph.api.security.KeyFile;
import io.mnemograph.api.security.Role;
import io.mnemograph.config.ClockFactory;
import io.mnemograph.model.Namespaces;
import io.mnemograph.store.embedded.DataDirectoryLock;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph keys create --namespace NS [--namespace NS2] --role read|write|admin} prints a new API key once
 * and stores only its SHA-256 in the keys file; {@code mnemograph keys list} shows the stored keys (never a token);
 * {@code mnemograph keys revoke --id ID} removes one. The keys file is the service's own, resolved from the same
 * settings ({@link ServiceSettings}), and each command names it. A command that changes the file refuses when the
 * directory it is in is a data directory a running service holds, unless {@code --running-instance} names that
 * directory; that service then picks up the change within a second (SECURITY.md).
 */
@Command(
        name = "keys",
        mixinStandardHelpOptions = true,
        description = {
            "Creates, lists and revokes API keys (the keys file holds hashes only).",
            "The keys file is the service's: mnemograph.security.keys-file, else <mnemograph.embedded.data-dir>/"
                    + "api-keys, from -Dkey=value settings, environment variables or application.yml."
        },
        subcommands = {KeysCommand.Create.class, KeysCommand.ListKeys.class, KeysCommand.Revoke.class})
public final class KeysCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing command: create, list or revoke");
    }

    /** {@code --keys-file}: where the keys are, else where the service looks for them. */
    static final class KeysFileOption {

        @Option(
                names = "--keys-file",
                paramLabel = "FILE",
                description = "The keys file (default: the service's, from its settings).")
        private Path file;

        Path resolve() {
            return file == null
                    ? ServiceSettings.keysFile()
                    : file.toAbsolutePath().normalize();
        }
    }

    /** {@code --running-instance}: the acknowledgement that changes the keys file of a running service. */
    static final class RunningInstanceOption {

        @Option(
                names = "--running-instance",
                paramLabel = "DATA_DIR",
                description = "Change the keys file although the running service of DATA_DIR (the directory the "
                        + "keys file is in) holds it; that service applies the change within a second.")
        private Path acknowledged;

        /** Null when {@code keysFile} may be changed, else why not. */
        String refusal(CommandSpec spec, Path keysFile) {
            Path dir = keysFile.getParent();
            if (acknowledged != null
                    && !acknowledged.toAbsolutePath().normalize().equals(dir)) {
                throw new ParameterException(
                        spec.commandLine(),
                        "--running-instance names "
                                + acknowledged.toAbsolutePath().normalize() + ", but the keys file " + keysFile
                                + " is in "
                                + dir);
            }
            if (acknowledged != null || !DataDirectoryLock.held(dir)) {
                return null;
            }
            return "refusing to change " + keysFile + ": a running service holds " + dir + " (its lock "
                    + DataDirectoryLock.file(dir) + " is taken, or cannot be checked). If that service's keys are "
                    + "the ones to change, add --running-instance " + dir + "; if not, point this command at the "
                    + "right file with -Dmnemograph.embedded.data-dir=... or --keys-file";
        }
    }

    /** {@code keys create}. */
    @Command(
            name = "create",
            mixinStandardHelpOptions = true,
            description = "Creates a key, prints it once, and adds its hash to the keys file.")
    static final class Create implements Callable<Integer> {

        private final Clock clock;

        Create() {
            this(ClockFactory.system());
        }

        /** A create whose keys are stamped by {@code clock}. */
        Create(Clock clock) {
            this.clock = clock;
        }

        @Spec
        private CommandSpec spec;

        @Mixin
        private KeysFileOption keysFile;

        @Mixin
        private RunningInstanceOption runningInstance;

        @Option(
                names = "--namespace",
                required = true,
                paramLabel = "NS",
                description = "A namespace the key may use (repeat for several; * for every namespace).")
        private List<String> namespaces;

        @Option(names = "--role", required = true, paramLabel = "ROLE", description = "read, write or admin.")
        private String role;

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
            Path file = keysFile.resolve();
            PrintWriter err = spec.commandLine().getErr();
            String refusal = runningInstance.refusal(spec, file);
            if (refusal != null) {
                return fail(err, refusal);
            }
            String token;
            try {
                token = KeyFile.create(file, checked, parsed, clock.instant());
            } catch (IllegalArgumentException e) {
                return fail(err, "the keys file is not valid, nothing was written: " + e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            out.println(token);
            out.flush();
            err.println("Created an API key with the role " + parsed.label() + " for " + checked + " in " + file
                    + ". It is shown this once: keep it; only its hash is stored.");
            err.flush();
            return 0;
        }
    }

    /** {@code keys list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the keys of the keys file.")
    static final class ListKeys implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Mixin
        private KeysFileOption keysFile;

        @Override
        public Integer call() throws Exception {
            Path file = keysFile.resolve();
            PrintWriter err = spec.commandLine().getErr();
            if (Files.notExists(file)) {
                err.println("No keys file at " + file + ": the service there runs without keys.");
                err.flush();
                return 0;
            }
            List<ApiKey> keys;
            try {
                keys = KeyFile.read(file);
            } catch (IllegalArgumentException e) {
                return fail(err, e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            for (ApiKey key : keys) {
                out.println(key.id() + "\t" + key.role().label() + "\t" + String.join(",", key.namespaces()));
            }
            out.flush();
            err.println(keys.size() + " keys in " + file);
            err.flush();
            return 0;
        }
    }

    /** {@code keys revoke}. */
    @Command(
            name = "revoke",
            mixinStandardHelpOptions = true,
            description = "Removes a key (by the id 'keys list' shows) from the keys file.")
    static final class Revoke implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Mixin
        private KeysFileOption keysFile;

        @Mixin
        private RunningInstanceOption runningInstance;

        @Option(names = "--id", required = true, paramLabel = "ID", description = "The key's id.")
        private String id;

        @Override
        public Integer call() throws Exception {
            Path file = keysFile.resolve();
            PrintWriter err = spec.commandLine().getErr();
            if (Files.notExists(file)) {
                return fail(err, "no keys file at " + file);
            }
            String refusal = runningInstance.refusal(spec, file);
            if (refusal != null) {
                return fail(err, refusal);
            }
            try {
                ApiKey revoked = KeyFile.revoke(file, id);
                err.println("Revoked " + revoked.id() + " (" + revoked.role().label() + ", "
                        + String.join(",", revoked.namespaces()) + ") from " + file);
            } catch (IllegalArgumentException e) {
                return fail(err, "nothing was changed: " + e.getMessage());
            }
            err.flush();
            return 0;
        }
    }

    private static int fail(PrintWriter err, String message) {
        err.println("mnemograph keys: " + message);
        err.flush();
        return 1;
    }
}
