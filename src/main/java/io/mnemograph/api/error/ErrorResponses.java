package io.mnemograph.api.error;

/** What the API document says of each error a route answers, always the one {@link ErrorBody} ({@link ApiErrors}). */
public final class ErrorResponses {

    /** 400. */
    public static final String BAD_REQUEST = "bad input: error.field names the field, error.message the reason";
    /** 401. */
    public static final String UNAUTHORIZED =
            "no key, or an unknown one, while API keys are configured (field: Authorization)";
    /** 403. */
    public static final String FORBIDDEN = "the namespace is not this key's, or the route is above its role";
    /** 404. */
    public static final String NOT_FOUND = "no such memory (or link) in the namespace";
    /** 409. */
    public static final String CONFLICT = "a sweep of the namespace is running; try again when it is done";
    /** 413. */
    public static final String TOO_LARGE = "the body, a field or the batch is over its limit (error.field says which)";
    /** 429. */
    public static final String TOO_MANY = "over the caller's rate (Retry-After)";
    /** 503. */
    public static final String UNAVAILABLE = "overloaded, or a dependency out of reach or out of time (Retry-After)";
    /** Any other 4xx. */
    public static final String CLIENT = "refused: the body names the field or the part of the request at fault"
            + " (405 method, 406 accept, 415 content_type)";
    /** Any 5xx. */
    public static final String SERVER = "503: overloaded, or a dependency out of reach or out of time (Retry-After);"
            + " 500: failed inside the service (never a stack trace)";

    /** JSON as {@link StreamErrors} names it, so that micronaut-openapi does not take it for the route's own type. */
    public static final String JSON_BESIDE_ANOTHER_TYPE = "application/json; charset=utf-8";

    private ErrorResponses() {}
}
