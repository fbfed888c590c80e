package io.mnemograph.client;

/** An unknown id, or one of another namespace (404); field names the parameter. */
public class NotFoundException extends MnemographException {

    private static final long serialVersionUID = 1L;

    /** The error of this status with the service's code, field and message. */
    public NotFoundException(int status, String code, String field, String message) {
        super(status, code, field, message);
    }
}
