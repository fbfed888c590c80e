package io.mnemograph.pipeline;

import io.mnemograph.core.Via;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.NewerFirst;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.store.MemoryTransaction;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The recall's last ranking step: marks each result with the newer memories that contradict or supersede it
 * (recall/newer-statements.cypher), and ranks a newer result above the older one it contradicts
 * ({@link NewerFirst}) when the recall found the newer one directly (not by spreading). Only results the recall can
 * see are moved, so a recall as of an {@code at} before the newer statement keeps the older one where it ranked.
 *
 * <p>Implementation notes: the marks are read for every ranked result in one statement, not only for the top
 * {@code limit}, so that which results are lifted does not depend on the limit (a smaller limit gives the top of a
 * larger recall).
 */
final class NewerFirstStage {

    private NewerFirstStage() {
    }

    /**
     * @param ranked every result that passed the threshold, best first
     * @param now    the instant the marks stand at (a newer memory expired by then is not named)
     * @return the top {@code request.limit()} results after the newer-first ordering, each with its marks
     */
    static List<RecallHit> apply(MemoryTransaction tx, RecallRequest request, List<RecallHit> ranked, Instant now) {
        boolean lifts = !request.ablation().isOff(Ablation.Part.NEWER_FIRST);
        Map<String, RecallHit> byId = new LinkedHashMap<>();
        ranked.forEach(hit -> byId.put(hit.memory().id(), hit));
        // only a newer statement the recall found itself is lifted: one reached by spreading may be pruned at a
        // smaller limit, and a smaller limit must give the top of a larger one
        Set<String> direct = new HashSet<>();
        ranked.stream().filter(hit -> hit.via() == Via.DIRECT).forEach(hit -> direct.add(hit.memory().id()));
        List<String> order = new ArrayList<>(byId.keySet());
        Map<String, NewerStatements> marks = tx.recall().newerStatements(request.namespace(), order,
                request.project(), now);
        if (lifts) {
            Map<String, List<String>> newer = new HashMap<>();
            marks.forEach((id, statements) -> newer.put(id, statements.ids().stream()
                    .filter(direct::contains).toList()));
            order = NewerFirst.order(order, newer);
        }
        return order.stream().limit(request.limit())
                .map(id -> byId.get(id).marked(marks.getOrDefault(id, NewerStatements.NONE)))
                .toList();
    }
}
