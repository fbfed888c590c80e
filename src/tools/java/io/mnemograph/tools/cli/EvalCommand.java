package io.mnemograph.tools.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph eval locomo|madial|ablation [options]}: retrieval quality on a benchmark, several configurations
 * in one run over the same stored memories (docs/evaluation.md).
 */
@Command(
        name = "eval",
        mixinStandardHelpOptions = true,
        description = {
            "Replays a benchmark through the real pipeline on a fresh embedded database and reports "
                    + "evidence recall@k for several configurations in one run.",
            "The peer langchain4j (LangChain4j's Neo4jEmbeddingStore) needs its classes on the classpath: run "
                    + "with mvn -q -B test-compile exec:exec@peer -Dmnemograph.args=\"eval locomo --configs "
                    + "vector,full,langchain4j\"."
        },
        subcommands = {EvalLocomoCommand.class, EvalMadialCommand.class, EvalAblationCommand.class})
public final class EvalCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(
                spec.commandLine(),
                "Missing benchmark; known: "
                        + String.join(", ", spec.subcommands().keySet()));
    }

    /** {@code configs} when their names are distinct; otherwise a usage error naming {@code --configs}. */
    static List<String> distinct(CommandSpec spec, List<String> configs) {
        if (configs != null && configs.stream().distinct().count() != configs.size()) {
            throw new ParameterException(spec.commandLine(), "--configs: needs distinct names, got " + configs);
        }
        return configs;
    }

    /** {@code ks}, distinct and at least 1, ascending; otherwise a usage error naming {@code --k}. */
    static List<Integer> cutOffs(CommandSpec spec, List<Integer> ks) {
        List<Integer> sorted = ks.stream().sorted().distinct().toList();
        if (sorted.isEmpty() || sorted.size() != ks.size() || sorted.getFirst() < 1) {
            throw new ParameterException(spec.commandLine(), "--k: needs distinct positive cut-offs, got " + ks);
        }
        return sorted;
    }

    /** {@code file} when it is a regular file; otherwise a usage error naming {@code option}. */
    static Path existing(CommandSpec spec, String option, Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ParameterException(spec.commandLine(), option + ": " + file + " does not exist or is not a file");
        }
        return file;
    }
}
