package io.mnemograph.cli;

import io.mnemograph.eval.LocomoEvalOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code mnemograph eval locomo [--file F] [--conversations dev|holdout|all|conv-26,...] [--k 5,10,20] [--out DIR]
 * [--configs vector,text,flat,hybrid,full,langchain4j,...]}: retrieval quality on LoCoMo (docs/evaluation.md).
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Replays a LoCoMo-format file through the real pipeline on a fresh embedded database and "
                + "reports evidence recall@k per category for several configurations in one run.",
                "Usage: eval locomo [--file F] [--conversations dev|holdout|all|conv-26,...] [--k 5,10,20] "
                        + "[--out DIR] [--configs vector,text,flat,hybrid,full,full:decay=cmm:spread=0.8,...]",
                "The peer langchain4j (LangChain4j's Neo4jEmbeddingStore) needs its classes on the classpath: run "
                        + "with mvn -q -B test-compile exec:exec@peer -Dmnemograph.args=\"eval locomo --configs "
                        + "vector,full,langchain4j\"."})
public final class EvalCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BENCHMARK", description = "The benchmark: locomo.")
    private String benchmark;

    /** The benchmark's own options ({@code --conversations dev ...}), parsed by {@link LocomoEvalOptions}. */
    @Unmatched
    private List<String> options = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (!"locomo".equals(benchmark)) {
            throw new ParameterException(spec.commandLine(), "unknown benchmark \"" + benchmark + "\"; known: locomo");
        }
        LocomoEvalOptions parsed;
        try {
            parsed = LocomoEvalOptions.parse(options.toArray(String[]::new));
            LocomoEvalRun.requirePeers(parsed);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        LocomoEvalRun.run(parsed);
        return 0;
    }
}
