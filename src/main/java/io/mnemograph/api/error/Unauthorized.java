package io.mnemograph.api.error;

/** 401: no API key, or one the service does not know. */
public final class Unauthorized extends ApiException {

    public Unauthorized(String message) {
        super("unauthorized", "Authorization", message);
    }

    @Override
    public int status() {
        return 401;
    }
}
