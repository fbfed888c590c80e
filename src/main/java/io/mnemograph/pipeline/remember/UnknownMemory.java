package io.mnemograph.pipeline.remember;

/** A request names a memory id that does not exist in its namespace. */
public final class UnknownMemory extends RuntimeException {

    private final String field;
    private final String id;
    private final String namespace;
    private final int position;

    /** @param position index of the offending memory in a batch (0 for a single remember) */
    public UnknownMemory(String field, String id, String namespace, int position) {
        super("no memory with id " + id + " in namespace " + namespace);
        this.field = field;
        this.id = id;
        this.namespace = namespace;
        this.position = position;
    }

    public int position() {
        return position;
    }

    public String field() {
        return field;
    }

    public String id() {
        return id;
    }

    public String namespace() {
        return namespace;
    }
}
