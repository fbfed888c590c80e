package io.mnemograph.client;

/** No or an unknown API key (401), or a namespace or route the key may not use (403). */
public class AccessDeniedException extends MnemographException {

    private static final long serialVersionUID = 1L;

    /** The error of this status with the service's code, field and message. */
    public AccessDeniedException(int status, String code, String field, String message) {
        super(status, code, field, message);
    }
}
