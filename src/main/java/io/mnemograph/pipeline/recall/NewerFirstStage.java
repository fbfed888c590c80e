package io.mnemograph.pipeline.recall;

import io.mnemograph.core.Via;
import io.mnemograph.core.graph.UpdateRule;
import io.mnemograph.core.scoring.NewerFirst;
import io.mnemograph.model.NewerStatement;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.recall.Candidate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The recall's last ranking step: marks each result with the newer memories that contradict or supersede it
 * (recall/newer-statements.cypher; a recorded contradiction that {@link UpdateRule#changes} does not read as a
 * change, as recorded before decision 0027 by closeness in meaning alone, is not named), and ranks a newer result
 * above the older one it supersedes or contradicts ({@link NewerFirst}) when the recall found the newer one directly (not by spreading) and
 * both are among its first {@link NewerFirst#WINDOW} direct matches. Only results the recall can see are moved, so a
 * recall as of an {@code at} before the newer statement keeps the older one where it ranked.
 *
 * <p>Implementation notes: which results move depends on the direct matches' ranking alone, not on the limit, so a
 * smaller limit gives the top of a larger recall; the marks are read for the window and the limit's results in one
 * statement.
 */
final class NewerFirstStage {

    /** Reads whether a newer memory changes an older one; the cosine was checked when the edge was recorded. */
    private static final UpdateRule CHANGE = new UpdateRule(UpdateRule.DEFAULT_SIMILARITY);

    private NewerFirstStage() {}

    /**
     * The results to return, newer statements lifted above the older ones they contradict or supersede.
     *
     * @param lifts  whether newer statements are lifted ({@link RecallOptions#newerFirst}); else only marked
     * @param ranked every result that passed the threshold, best first
     * @param now    the instant the marks stand at (a newer memory expired by then is not named)
     * @return the top {@code request.limit()} results after the newer-first ordering, each with its marks
     */
    static Candidates apply(
            MemoryTransaction tx, RecallRequest request, boolean lifts, Candidates ranked, Instant now) {
        // the window holds direct matches only: what spreading reaches is pruned harder at a smaller limit, and a
        // smaller limit must give the top of a larger recall
        Set<String> window = new LinkedHashSet<>();
        ranked.stream()
                .filter(hit -> hit.via() == Via.DIRECT)
                .limit(NewerFirst.WINDOW)
                .forEach(hit -> window.add(hit.memory().id()));
        List<String> order = ranked.ids();
        Set<String> marked = new LinkedHashSet<>(order.subList(0, Math.min(order.size(), request.limit())));
        marked.addAll(window);
        Map<String, NewerStatements> marks = new HashMap<>();
        tx.recall()
                .newerStatements(request.namespace(), new ArrayList<>(marked), request.project(), now)
                .forEach((id, statements) -> marks.put(id, changes(statements, content(ranked, id))));
        if (lifts) {
            Map<String, List<String>> newer = new HashMap<>();
            marks.forEach(
                    (id, statements) -> newer.put(id, window.contains(id) ? lifted(statements, window) : List.of()));
            order = NewerFirst.order(order, newer);
        }
        return Candidates.of(order.stream()
                .limit(request.limit())
                .map(id -> candidate(ranked, id).withNewer(marks.getOrDefault(id, NewerStatements.NONE)))
                .toList());
    }

    private static Candidate candidate(Candidates ranked, String id) {
        return ranked.find(id).orElseThrow();
    }

    private static String content(Candidates ranked, String id) {
        return candidate(ranked, id).memory().content();
    }

    /** The marks of {@code older} less the recorded contradictions that do not change what it says. */
    private static NewerStatements changes(NewerStatements statements, String older) {
        return new NewerStatements(
                statements.conflicts().stream()
                        .filter(conflict -> CHANGE.changes(conflict.content(), older))
                        .toList(),
                statements.supersededBy());
    }

    /**
     * The newer memories to rank above {@code older}: its successor, and each memory that contradicts it, when it is
     * in the window too.
     */
    private static List<String> lifted(NewerStatements statements, Set<String> window) {
        List<String> lifted = new ArrayList<>();
        for (NewerStatement conflict : statements.conflicts()) {
            if (window.contains(conflict.id())) {
                lifted.add(conflict.id());
            }
        }
        NewerStatement successor = statements.supersededBy();
        if (successor != null && window.contains(successor.id()) && !lifted.contains(successor.id())) {
            lifted.add(successor.id());
        }
        return lifted;
    }
}
