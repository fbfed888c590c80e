package io.mnemograph.core.scoring;

import io.mnemograph.core.MemoryTimeline;
import io.mnemograph.core.Scope;
import java.util.Objects;

/**
 * What one memory brings to its recall score ({@link Scorer}): its timeline for decay, its importance, its user-set
 * weight and its scope.
 *
 * @param timeline   the time-dependent state decay reads
 * @param importance importance level, &gt;= 0
 * @param weight     user-set weight, in [0, 1] (0.1 once superseded)
 * @param scope      where the memory applies
 */
public record ScoredMemory(MemoryTimeline timeline, double importance, double weight, Scope scope) {

    /** Requires the timeline and the scope; the score's factors check their own ranges. */
    public ScoredMemory {
        Objects.requireNonNull(timeline, "timeline");
        Objects.requireNonNull(scope, "scope");
    }
}
