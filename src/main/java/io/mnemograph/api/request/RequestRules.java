package io.mnemograph.api.request;

/** The shapes and ranges request fields share, as constants that constraint annotations and the MCP schemas use. */
public final class RequestRules {

    /** Longest identifier-like name a request may give (a project, a session id). */
    public static final int MAX_NAME_CHARS = 128;
    /** An identifier-like name: 1..128 letters, digits or {@code _ . : / @ -}. */
    public static final String NAME = "[\\p{L}\\p{N}_.:/@-]{1,128}";
    /** What {@link #NAME} says, as an error reason. */
    public static final String NAME_RULE = "must be 1 to 128 letters, digits or the characters _ . : / @ -";
    /** Longest kind label. */
    public static final int MAX_KIND_CHARS = 64;
    /** A kind label: 1..64 letters, digits or {@code _ . : / @ -}. */
    public static final String KIND = "[\\p{L}\\p{N}_.:/@-]{1,64}";
    /** What {@link #KIND} says, as an error reason. */
    public static final String KIND_RULE = "must be 1 to 64 letters, digits or the characters _ . : / @ -";
    /**
     * Text with at least one non-space character, in a form that Java (whole-match) and ECMA-262 (search) regular
     * expressions both read the same, so the API document's pattern works in JavaScript validators too.
     */
    public static final String NOT_BLANK = "[\\s\\S]*\\S[\\s\\S]*";
    /** A memory id: a UUID, either case. */
    public static final String UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
    /** What {@link #UUID} says, as an error reason. */
    public static final String UUID_RULE = "must be a memory id (a UUID)";
    /** Lowest weight of a memory (a multiplier of its score), as a constraint annotation takes it. */
    public static final String MIN_WEIGHT_TEXT = "0.1";
    /** Highest weight of a memory, as a constraint annotation takes it. */
    public static final String MAX_WEIGHT_TEXT = "1.0";
    /** The range of a memory's weight, as an error reason. */
    public static final String WEIGHT_RULE = "must be between " + MIN_WEIGHT_TEXT + " and " + MAX_WEIGHT_TEXT;
    /** Shortest idempotency key: an empty key would make every remember that sends one the same memory. */
    public static final int MIN_IDEMPOTENCY_KEY_CHARS = 1;
    /** Longest idempotency key. */
    public static final int MAX_IDEMPOTENCY_KEY_CHARS = 200;
    /** The length of an idempotency key, as an error reason. */
    public static final String IDEMPOTENCY_KEY_RULE =
            "must be " + MIN_IDEMPOTENCY_KEY_CHARS + " to " + MAX_IDEMPOTENCY_KEY_CHARS + " characters";
    /** Longest metadata object, as JSON text. */
    public static final int MAX_METADATA_CHARS = 16_384;
    /** Deepest metadata object: levels of objects and arrays, the metadata object itself the first. */
    public static final int MAX_METADATA_DEPTH = 32;
    /** Most entities a client may name. */
    public static final int MAX_CLIENT_ENTITIES = 64;
    /** Longest time to live: a hundred years. */
    public static final long MAX_TTL_SECONDS = 100L * 365 * 24 * 3600;
    /** Most association hops a recall may ask for. */
    public static final int MAX_HOPS = 4;
    /** Highest threshold a recall may ask for (scores are products of factors, a few above 1). */
    public static final double MAX_THRESHOLD = 10.0;

    /** {@link #MAX_THRESHOLD} as a constraint annotation takes it. */
    public static final String MAX_THRESHOLD_TEXT = "" + MAX_THRESHOLD;
    /** Lowest spread factor (activation kept per hop). */
    public static final double MIN_SPREAD_FACTOR = 0.01;

    /** {@link #MIN_SPREAD_FACTOR} as a constraint annotation takes it. */
    public static final String MIN_SPREAD_FACTOR_TEXT = "" + MIN_SPREAD_FACTOR;
    /** Most metadata entries a recall filter may name. */
    public static final int MAX_FILTER_METADATA_ENTRIES = 16;

    private RequestRules() {}

    /** {@code text} checked to be a memory id (a UUID) and lower-cased; else a 400 naming {@code field}. */
    public static String requireUuid(String field, String text) {
        if (!text.matches(UUID)) {
            throw new io.mnemograph.api.error.InvalidInput(
                    field,
                    UUID_RULE + ", got \"" + (text.length() <= 40 ? text : text.substring(0, 40) + "...") + "\"");
        }
        return text.toLowerCase(java.util.Locale.ROOT);
    }
}
