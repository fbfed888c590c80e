package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A flat baseline fusing other systems' rankings by reciprocal rank: {@code sum over the lists of 1 / (60 + rank)},
 * rank from 1, over the top {@value #FUSION_DEPTH} of each [Cormack, Clarke, Buettcher, SIGIR 2009]; ties go to the
 * lower benchmark key. The parts are the systems reported beside it ({@link ChannelBaselines}), so a fusion ranks
 * exactly what its parts rank; it loads them (each loads a namespace once) and never closes them.
 *
 * @param parts the systems fused, at least one
 */
public record RankFusionSystem(String name, List<RecallSystem> parts) implements RecallSystem {

    /** How deep each list is read for the fusion. */
    static final int FUSION_DEPTH = 100;

    private static final int RRF_K = 60;

    /** Copies the parts; there must be at least one. */
    public RankFusionSystem {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("a fusion needs at least one system");
        }
        parts = List.copyOf(parts);
    }

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        parts.forEach(part -> part.load(namespace, memories));
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        return fuse(
                parts.stream()
                        .map(part -> part.recall(namespace, question, at, FUSION_DEPTH))
                        .toList(),
                k);
    }

    /** The top {@code k} of {@code rankings} (each best first) fused by reciprocal rank. */
    static List<String> fuse(List<List<String>> rankings, int k) {
        Map<String, Double> fused = new HashMap<>();
        for (List<String> ranking : rankings) {
            for (int rank = 0; rank < ranking.size(); rank++) {
                fused.merge(ranking.get(rank), 1.0 / (RRF_K + rank + 1), Double::sum);
            }
        }
        return fused.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
                .limit(k)
                .map(Map.Entry::getKey)
                .toList();
    }

    @Override
    public void close() {
        // the parts are reported systems of their own; whoever made them closes them
    }
}
