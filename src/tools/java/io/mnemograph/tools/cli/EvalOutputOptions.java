package io.mnemograph.tools.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** The options every {@code eval} benchmark shares: where the report goes and which configurations run. */
final class EvalOutputOptions {

    /** The output directory used when {@code --out} is not given. */
    static final String DEFAULT_OUT = "eval-out";

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = DEFAULT_OUT,
            description = "Where the JSON report and the chart go (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(
            names = "--configs",
            paramLabel = "LIST",
            split = ",",
            description = {
                "The configurations to run, in report order (default: cosine,vector,text,rrf,flat,"
                        + "hybrid,full). Flat baselines: cosine (exact), vector (HNSW SEARCH), text (BM25), rrf. "
                        + "Pipeline: flat, bm25, hybrid (hops 0), full (defaults), with :hops=, :seeds=, :decay=, "
                        + ":spread= variants, e.g. full:decay=cmm:spread=0.8, and :off=PART turning a part of recall "
                        + "off, e.g. full:off=decay:off=entity (eval ablation). Peer: langchain4j."
            })
    List<String> configs;
}
