package io.mnemograph.api.error;

/** What the API document says of every route's errors: the one {@link ErrorBody}, for any 4xx and 5xx. */
public final class ErrorResponses {

    /** The description of a 4xx in the document. */
    public static final String CLIENT = "refused: the body names the field or the part of the request at fault"
            + " (400 bad input, 401 no or unknown key, 403 not this key's, 404 unknown id, 409 a sweep runs, 413 too"
            + " large, 429 over the rate)";
    /** The description of a 5xx in the document. */
    public static final String SERVER = "503: overloaded, or a dependency out of reach or out of time (Retry-After);"
            + " 500: failed inside the service (never a stack trace)";

    private ErrorResponses() {
    }
}
