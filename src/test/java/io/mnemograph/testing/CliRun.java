package io.mnemograph.testing;

import io.mnemograph.cli.Cli;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One in-process run of the jar's command line: its exit code and what it printed on stdout and stderr. */
public record CliRun(int exitCode, String out, String err) {

    /** Runs {@code mnemograph <args>} as {@code java -jar} would, without starting a JVM. */
    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }
}
