package io.mnemograph.api.error;

/** 400: a field is missing, of the wrong type, or out of range. */
public final class InvalidInput extends ApiException {

    public InvalidInput(String field, String message) {
        super("invalid_input", field, message);
    }

    public InvalidInput(String code, String field, String message) {
        super(code, field, message);
    }

    @Override
    public int status() {
        return 400;
    }
}
