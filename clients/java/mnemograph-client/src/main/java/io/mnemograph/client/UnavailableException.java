package io.mnemograph.client;

/** Over the caller's rate (429) or overloaded (503), still so after the client's retries. */
public class UnavailableException extends MnemographException {

    private static final long serialVersionUID = 1L;

    /** The error of this status with the service's code, field and message. */
    public UnavailableException(int status, String code, String field, String message) {
        super(status, code, field, message);
    }
}
