package io.mnemograph.tools.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What evidence normalisation changed in a set of conversations: counts per rule, and one line per change.
 *
 * @param splitEntries raw evidence entries that held several ids (e.g. {@code "D8:6; D9:17"}) and were split
 * @param repairedIds ids rewritten to the canonical {@code D<n>:<m>} (e.g. {@code "D:11:26"}, {@code "D30:05"})
 * @param duplicateIds ids listed twice for one question, the repeat removed
 * @param droppedDanglingIds ids that do not parse or name no turn of the conversation, dropped
 * @param skippedQuestions questions of categories 1 to 4 left without evidence, not scored
 * @param excludedCategory5 adversarial questions, which have no gold evidence, not scored
 * @param keptQuestions questions scored
 * @param changes one human-readable line per split, repair, duplicate, drop and skip (not per category-5 question)
 */
public record NormalisationReport(
        int splitEntries,
        int repairedIds,
        int duplicateIds,
        int droppedDanglingIds,
        int skippedQuestions,
        int excludedCategory5,
        int keptQuestions,
        List<String> changes) {

    /** The report of a set of conversations where nothing was changed or counted. */
    public static final NormalisationReport EMPTY = new NormalisationReport(0, 0, 0, 0, 0, 0, 0, List.of());

    /** Copies the change lines. */
    public NormalisationReport {
        changes = List.copyOf(changes);
    }

    /** The sum of {@code reports}: counts added, change lines concatenated in order. */
    public static NormalisationReport sum(Collection<NormalisationReport> reports) {
        NormalisationReport total = EMPTY;
        for (NormalisationReport report : reports) {
            total = total.plus(report);
        }
        return total;
    }

    /** This report plus {@code other}. */
    public NormalisationReport plus(NormalisationReport other) {
        List<String> allChanges = new ArrayList<>(changes);
        allChanges.addAll(other.changes);
        return new NormalisationReport(
                splitEntries + other.splitEntries,
                repairedIds + other.repairedIds,
                duplicateIds + other.duplicateIds,
                droppedDanglingIds + other.droppedDanglingIds,
                skippedQuestions + other.skippedQuestions,
                excludedCategory5 + other.excludedCategory5,
                keptQuestions + other.keptQuestions,
                allChanges);
    }
}
