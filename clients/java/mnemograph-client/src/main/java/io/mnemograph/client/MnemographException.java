package io.mnemograph.client;

/**
 * A refused or failed call: the HTTP status and the service's error {@code code}, {@code field} and {@code message}
 * (docs/api.md, "Errors"); status 0 and code {@code unreachable} when no answer came. The subclasses name the kind.
 */
public class MnemographException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final String field;

    /** An error of this status with the service's code, field (may be null) and message. */
    public MnemographException(int status, String code, String field, String message) {
        this(status, code, field, message, null);
    }

    /** An error with its cause (a transport failure). */
    public MnemographException(int status, String code, String field, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.code = code;
        this.field = field;
    }

    /** The HTTP status (0: no answer). */
    public int status() {
        return status;
    }

    /** The service's error code: invalid_input, not_found, conflict, overloaded, ... */
    public String code() {
        return code;
    }

    /** The field, parameter or header the error names, or null. */
    public String field() {
        return field;
    }

    /** The error of an answer: the subclass for its status. */
    static MnemographException of(int status, String code, String field, String message) {
        String text = status + " " + code + (field == null ? "" : " (" + field + ")") + ": " + message;
        return switch (status) {
            case 400, 408, 413, 414 -> new InvalidRequestException(status, code, field, text);
            case 401, 403 -> new AccessDeniedException(status, code, field, text);
            case 404 -> new NotFoundException(status, code, field, text);
            case 409 -> new ConflictException(status, code, field, text);
            case 429, 503 -> new UnavailableException(status, code, field, text);
            default -> new MnemographException(status, code, field, text);
        };
    }
}
