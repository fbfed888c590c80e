package io.mnemograph.tools.eval;

import io.mnemograph.store.cypher.CypherFile;

/**
 * The evaluation's own Cypher statements, apart from the service's {@code CypherQuery}: reading a namespace's stored
 * vectors for the exact-cosine and peer baselines, the personalized PageRank baseline's graph and the 1-hop
 * expansion baseline's neighbours. Each file is read when its statement is first used; a missing or
 * empty one fails then, naming it.
 */
public enum EvalQuery implements CypherFile {
    NAMESPACE_VECTORS("tools/eval/namespace-vectors.cypher"),
    PPR_GRAPH("tools/eval/ppr-graph.cypher"),
    EXPAND_NEIGHBOURS("tools/eval/expand-neighbours.cypher");

    private final String file;

    EvalQuery(String file) {
        this.file = file;
    }

    @Override
    public String file() {
        return file;
    }
}
