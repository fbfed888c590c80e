package io.mnemograph.api.error;

/** 404: no memory with that id in that namespace, or no such association between two of its memories. */
public final class NotFound extends ApiException {

    public NotFound(String field, String id, String namespace) {
        super("not_found", field, "no memory with id " + id + " in namespace " + namespace);
    }

    private NotFound(String field, String message) {
        super("not_found", field, message);
    }

    /** No association of {@code kind} from {@code source} to {@code target} in the namespace (field: target). */
    public static NotFound association(String source, String target, String kind, String namespace) {
        return new NotFound(
                "target",
                "no " + kind + " association from " + source + " to " + target + " in namespace " + namespace);
    }

    @Override
    public int status() {
        return 404;
    }
}
