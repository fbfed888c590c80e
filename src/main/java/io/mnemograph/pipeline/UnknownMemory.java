package io.mnemograph.pipeline;

/** A request names a memory id that does not exist in its namespace. */
public final class UnknownMemory extends RuntimeException {

    private final String field;
    private final String id;
    private final String namespace;

    public UnknownMemory(String field, String id, String namespace) {
        super("no memory with id " + id + " in namespace " + namespace);
        this.field = field;
        this.id = id;
        this.namespace = namespace;
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
