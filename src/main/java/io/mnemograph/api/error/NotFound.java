package io.mnemograph.api.error;

/** 404: no memory with that id in that namespace. */
public final class NotFound extends ApiException {

    public NotFound(String field, String id, String namespace) {
        super("not_found", field, "no memory with id " + id + " in namespace " + namespace);
    }

    @Override
    public int status() {
        return 404;
    }
}
