package io.mnemograph.api.error;

/** A request the service refuses, with the HTTP status, a stable code, and the offending field if any. */
public abstract sealed class ApiException extends RuntimeException
        permits InvalidInput, NotFound, Conflict, PayloadTooLarge, Unauthorized, Forbidden, Unavailable {

    private final String code;
    private final String field;

    protected ApiException(String code, String field, String message) {
        super(message);
        this.code = code;
        this.field = field;
    }

    public abstract int status();

    public String code() {
        return code;
    }

    public String field() {
        return field;
    }
}
