package io.mnemograph.core;

import java.util.Objects;

/**
 * The scope factor of a recall score: a project's own memories outrank global ones (mememory).
 *
 * <p>Implementation notes: when the recall names a project, project memories weigh {@code project} (1.0) and
 * global memories {@code global} (0.8), so that a project decision beats a loosely related global fact. When the
 * recall names no project there is no project to prefer, and every memory weighs {@code project} (1.0): a global
 * memory is then as local as anything can be. Both weights are in [0, 1].
 *
 * <p>References: [1] mememory, scoring guide, "Scope Weight".
 *
 * @param project weight of a memory of the recalled project, in [0, 1]
 * @param global  weight of a global memory when the recall names a project, in [0, 1]
 */
public record ScopeWeight(double project, double global) {

    /** mememory: project memories get full score. */
    public static final double PROJECT_WEIGHT = 1.0;

    /** mememory: global memories yield 20% to local ones. */
    public static final double GLOBAL_WEIGHT = 0.8;

    /** Validates that both weights are in [0, 1]. */
    public ScopeWeight {
        Checks.inRange("scopeWeight.project", project, 0.0, 1.0);
        Checks.inRange("scopeWeight.global", global, 0.0, 1.0);
    }

    /** Returns mememory's weights: project 1.0, global 0.8. */
    public static ScopeWeight defaults() {
        return new ScopeWeight(PROJECT_WEIGHT, GLOBAL_WEIGHT);
    }

    /** Returns the largest weight any memory gets in a recall that does or does not name a project. */
    public double maxWeight(boolean recallNamesProject) {
        return recallNamesProject ? Math.max(project, global) : project;
    }

    /** Returns the weight of a memory of {@code scope} in a recall that does or does not name a project. */
    public double weight(Scope scope, boolean recallNamesProject) {
        Objects.requireNonNull(scope, "scope");
        if (scope == Scope.GLOBAL && recallNamesProject) {
            return global;
        }
        return project;
    }
}
