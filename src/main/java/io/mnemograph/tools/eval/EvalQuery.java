package io.mnemograph.tools.eval;

import io.mnemograph.store.CypherFile;
import io.mnemograph.store.CypherLibrary;

/**
 * The evaluation's own Cypher statements, apart from the service's {@code CypherQuery}: reading a namespace's stored
 * vectors for the exact-cosine and peer baselines, the personalized PageRank baseline's graph and the 1-hop
 * expansion baseline's neighbours. Each file is read when this enum is first used; a missing or
 * empty one fails then, naming it.
 */
public enum EvalQuery implements CypherFile {
    NAMESPACE_VECTORS("eval/namespace-vectors.cypher"),
    PPR_GRAPH("eval/ppr-graph.cypher"),
    EXPAND_NEIGHBOURS("eval/expand-neighbours.cypher");

    private final String file;
    private final String statement;

    EvalQuery(String file) {
        this.file = file;
        this.statement = CypherLibrary.load(this);
    }

    @Override
    public String file() {
        return file;
    }

    /** The statement text, ready for the driver. */
    public String statement() {
        return statement;
    }
}
