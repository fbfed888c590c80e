package io.mnemograph.model;

import java.util.ArrayList;
import java.util.List;

/**
 * What a recalled memory is marked with: the newer memories recorded as contradicting it ({@code CONFLICTS_WITH}),
 * newest first, and the newest memory that supersedes it ({@code SUPERSEDES}), or null.
 */
public record NewerStatements(List<NewerStatement> conflicts, NewerStatement supersededBy) {

    /** Nothing newer contradicts or supersedes the memory. */
    public static final NewerStatements NONE = new NewerStatements(List.of(), null);

    /** Copies the list. */
    public NewerStatements {
        conflicts = List.copyOf(conflicts);
    }

    /** The ids of every newer memory named: the conflicts', then the successor's. */
    public List<String> ids() {
        List<String> ids =
                new ArrayList<>(conflicts.stream().map(NewerStatement::id).toList());
        if (supersededBy != null && !ids.contains(supersededBy.id())) {
            ids.add(supersededBy.id());
        }
        return ids;
    }
}
