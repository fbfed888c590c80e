package io.mnemograph.cli;

import java.util.Map;
import picocli.CommandLine;

/**
 * The commands of the tools jar ({@code mnemograph-tools.jar}, docs/decisions/0029-tools-source-set.md), added by
 * class name when that jar is on the classpath and as a {@link NotInstalledCommand} when it is not: the service's code
 * never refers to the tools' classes.
 */
final class ToolCommands {

    private static final Map<String, String> COMMANDS = Map.of(
            "bench", "io.mnemograph.tools.bench.BenchCommand",
            "eval", "io.mnemograph.tools.cli.EvalCommand",
            "soak", "io.mnemograph.tools.soak.SoakCommand");

    private ToolCommands() {}

    /** Adds each tool's command to {@code cli}, in name order. */
    static void addTo(CommandLine cli) {
        COMMANDS.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(command -> {
            try {
                cli.addSubcommand(Class.forName(command.getValue()));
            } catch (ClassNotFoundException absent) {
                cli.addSubcommand(command.getKey(), new NotInstalledCommand(command.getKey()));
            }
        });
    }
}
