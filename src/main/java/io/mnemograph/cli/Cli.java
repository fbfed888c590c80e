package io.mnemograph.cli;

import io.mnemograph.config.BuildVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The command-line sub-commands of the one jar: {@code mnemograph <command> [options]}. Without a command (or with
 * options only) {@code Application} starts the HTTP service instead.
 *
 * <p>To add a command, list its picocli {@code @Command} class in {@code subcommands} below; the tools' commands
 * ({@code bench}, {@code eval}, {@code soak}) come from the tools jar instead, by class name ({@link ToolCommands}). An
 * unknown command prints the usage to stderr and exits with code 2.
 */
@Command(
        name = "mnemograph",
        mixinStandardHelpOptions = true,
        versionProvider = Cli.Version.class,
        synopsisHeading = "%nUsage: ",
        customSynopsis = {"mnemograph [-Dkey=value...]", "       mnemograph COMMAND [OPTIONS]"},
        description = {
            "Associative long-term memory for AI agents, on Neo4j.",
            "Without a command: runs the HTTP service (API on 127.0.0.1:8080, Neo4j Browser on 127.0.0.1:7474), "
                    + "settings as -Dkey=value, environment variables or application.yml (docs/configuration.md)."
        },
        commandListHeading = "%nCommands:%n",
        footer = {"", "Run 'mnemograph COMMAND --help' for a command's options."},
        subcommands = {
            DemoCommand.class,
            ExportCommand.class,
            ImportCommand.class,
            KeysCommand.class,
            McpCommand.class,
            RecoverCommand.class,
            ReembedCommand.class,
        })
public final class Cli implements Runnable {

    @Spec
    private CommandSpec spec;

    /** Runs the command line and returns the process exit code (0 ok, 1 failure, 2 usage error). */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** The configured picocli command line, for callers (and tests) that redirect its output. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Cli());
        ToolCommands.addTo(cli);
        return cli.addSubcommand(new CommandLine.HelpCommand());
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing command");
    }

    /** The build's version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"mnemograph " + BuildVersion.current()};
        }
    }
}
