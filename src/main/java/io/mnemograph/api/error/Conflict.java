package io.mnemograph.api.error;

/** 409: the request clashes with what is stored. */
public final class Conflict extends ApiException {

    public Conflict(String field, String message) {
        super("conflict", field, message);
    }

    @Override
    public int status() {
        return 409;
    }
}
