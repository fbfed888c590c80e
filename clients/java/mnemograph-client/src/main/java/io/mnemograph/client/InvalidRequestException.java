package io.mnemograph.client;

/** A request the service refused as it was sent (400, 408, 413, 414): fix the field it names. */
public class InvalidRequestException extends MnemographException {

    private static final long serialVersionUID = 1L;

    /** The error of this status with the service's code, field and message. */
    public InvalidRequestException(int status, String code, String field, String message) {
        super(status, code, field, message);
    }
}
