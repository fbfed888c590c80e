package io.mnemograph.pipeline;

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
 * ({@link NewerFirst}). Only results the recall can see are moved, so a recall as of an {@code at} before the newer
 * statement keeps the older one where it ranked.
 *
 * <p>Implementation notes: the marks are read for the top {@code limit} results only; when the reordering brings a
 * result into the top {@code limit} whose marks are not read yet (a lifted statement that a still newer one
 * contradicts), they are read and the ranking ordered again, so each round reads at least one new memory and a
 * recall usually needs one round, one statement.
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
        List<String> order = new ArrayList<>(byId.keySet());
        Map<String, NewerStatements> marks = new HashMap<>();
        Set<String> read = new HashSet<>();
        while (true) {
            List<String> unread = order.stream().limit(request.limit()).filter(id -> !read.contains(id)).toList();
            if (unread.isEmpty()) {
                break;
            }
            read.addAll(unread);
            marks.putAll(tx.recall().newerStatements(request.namespace(), unread, request.project(), now));
            if (lifts) {
                Map<String, List<String>> newer = new HashMap<>();
                marks.forEach((id, statements) -> newer.put(id, statements.ids()));
                order = NewerFirst.order(order, newer);
            }
        }
        return order.stream().limit(request.limit())
                .map(id -> byId.get(id).marked(marks.getOrDefault(id, NewerStatements.NONE)))
                .toList();
    }
}
