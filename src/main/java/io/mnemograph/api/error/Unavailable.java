package io.mnemograph.api.error;

/** 503: a feature the request needs is not installed or turned off; the message says which and how to enable it. */
public final class Unavailable extends ApiException {

    public Unavailable(String message) {
        super("unavailable", null, message);
    }

    @Override
    public int status() {
        return 503;
    }
}
