package io.mnemograph.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** A tool's command when the tools jar is absent: says so in one line and exits with code 1. */
@Command(hidden = true)
final class NotInstalledCommand implements Callable<Integer> {

    private final String name;

    @Spec
    private CommandSpec spec;

    /** Whatever followed the command's name: accepted, not read. */
    @Unmatched
    private String[] ignored = {};

    NotInstalledCommand(String name) {
        this.name = name;
    }

    @Override
    public Integer call() {
        spec.commandLine()
                .getErr()
                .println("mnemograph: '" + name + "' is not installed: build it with 'mvn -B -DskipTests package' or "
                        + "put mnemograph-tools.jar beside mnemograph.jar");
        return 1;
    }
}
