package io.mnemograph.transfer;

/** The edge kinds an export holds (docs/graph.md), each with the kind of node it points to. */
enum EdgeKind {
    ASSOCIATED(Target.MEMORY),
    SUPERSEDES(Target.MEMORY),
    CONFLICTS_WITH(Target.MEMORY),
    MENTIONS(Target.ENTITY),
    IN_SESSION(Target.SESSION);

    /** What an edge's {@code to} names: a memory id, an entity key or a session id. */
    enum Target {
        MEMORY,
        ENTITY,
        SESSION
    }

    private final Target target;

    EdgeKind(Target target) {
        this.target = target;
    }

    Target target() {
        return target;
    }

    /** The kind named {@code name}; fails naming the {@code edge} field when there is none. */
    static EdgeKind parse(String name) {
        for (EdgeKind kind : values()) {
            if (kind.name().equals(name)) {
                return kind;
            }
        }
        throw new BadRecord("edge", "must be one of ASSOCIATED, SUPERSEDES, CONFLICTS_WITH, MENTIONS, IN_SESSION");
    }
}
