package io.mnemograph.store.memory;

import io.mnemograph.core.Scope;

/**
 * The vector index's one filter value: which recalls may see a memory (its namespace, and its project when it is
 * project-scoped), as a single {@code visibility} property: one equality filter is cheaper for Neo4j's vector search
 * than the equivalent namespace-and-scope conjunction (measured in docs/decisions/0008-visibility-key.md). Namespaces
 * never contain {@code |}, so no two keys collide.
 */
public final class VisibilityKey {

    private static final String SEPARATOR = "|";

    private VisibilityKey() {}

    /** The key of the global memories of {@code namespace}, which every recall in the namespace sees. */
    public static String global(String namespace) {
        return namespace + SEPARATOR + Scope.GLOBAL.wireName();
    }

    /** The key of the memories of {@code namespace} scoped to {@code project}, seen by recalls naming it. */
    public static String project(String namespace, String project) {
        return namespace + SEPARATOR + Scope.PROJECT.wireName() + SEPARATOR + project;
    }

    /** The key of the project memories a recall naming {@code project} also sees; null when it names none. */
    public static String projectOrNull(String namespace, String project) {
        return project == null ? null : project(namespace, project);
    }

    /** The key of a memory with this namespace, scope (its wire name) and project. */
    public static String of(String namespace, String scope, String project) {
        return Scope.PROJECT.wireName().equals(scope) ? project(namespace, project) : global(namespace);
    }
}
