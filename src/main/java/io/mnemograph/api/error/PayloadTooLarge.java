package io.mnemograph.api.error;

/** 413: a field or the whole body is over its configured size limit. */
public final class PayloadTooLarge extends ApiException {

    public PayloadTooLarge(String field, String message) {
        super("too_large", field, message);
    }

    @Override
    public int status() {
        return 413;
    }
}
