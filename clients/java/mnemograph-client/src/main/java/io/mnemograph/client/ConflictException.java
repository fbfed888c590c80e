package io.mnemograph.client;

/** A sweep of the namespace already running, or an idempotency key repeated with other content (409). */
public class ConflictException extends MnemographException {

    private static final long serialVersionUID = 1L;

    /** The error of this status with the service's code, field and message. */
    public ConflictException(int status, String code, String field, String message) {
        super(status, code, field, message);
    }
}
