package io.mnemograph.api.error;

/** 403: the caller's key may not do this, or not in this namespace; says nothing of what the namespace holds. */
public final class Forbidden extends ApiException {

    public Forbidden(String field, String message) {
        super("forbidden", field, message);
    }

    @Override
    public int status() {
        return 403;
    }
}
