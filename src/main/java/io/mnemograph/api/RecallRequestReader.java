package io.mnemograph.api;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.pipeline.RecallRequest;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.util.Set;

/** Turns the fields of a recall (an HTTP body or an MCP tool's arguments) into a validated {@link RecallRequest}. */
@Singleton
public final class RecallRequestReader {

    /** The fields of a recall, besides {@code namespace}. */
    public static final Set<String> FIELDS = Set.of("query", "limit", "project", "session_id", "hops", "threshold",
            "at", "explain", "boost", "seeds", "decay_model", "spread_factor", RecallFilterReader.FIELD);
    /** Results when a recall names no limit. */
    public static final int DEFAULT_LIMIT = 5;
    /** Association hops when a recall names none. */
    public static final int DEFAULT_HOPS = 2;
    /** Most association hops a recall may ask for. */
    public static final int MAX_HOPS = 4;
    /** Highest threshold a recall may ask for (scores are products of factors, a few above 1). */
    public static final double MAX_THRESHOLD = 10.0;
    /** Lowest spread factor (activation kept per hop). */
    public static final double MIN_SPREAD_FACTOR = 0.01;

    /** Most metadata entries a recall filter may name. */
    public static final int MAX_FILTER_METADATA_ENTRIES = RecallFilterReader.MAX_METADATA_ENTRIES;

    private final LimitSettings limits;
    private final RecallFilterReader filters;
    private final Clock clock;

    public RecallRequestReader(LimitSettings limits, RecallFilterReader filters, Clock clock) {
        this.limits = limits;
        this.filters = filters;
        this.clock = clock;
    }

    /** Reads a recall in {@code namespace}, already resolved and checked against the caller. */
    public RecallRequest read(RequestFields fields, String namespace) {
        boolean boost = fields.optionalBoolean("boost", true);
        return new RecallRequest(
                namespace,
                fields.requiredText("query", limits.maxContentChars()),
                fields.optionalInteger("limit", 1, limits.maxRecallLimit(), (long) DEFAULT_LIMIT).intValue(),
                fields.optionalName("project", RequestFields.MAX_NAME_CHARS, null),
                fields.optionalName("session_id", RequestFields.MAX_NAME_CHARS, null),
                fields.optionalInteger("hops", 0, MAX_HOPS, (long) DEFAULT_HOPS).intValue(),
                fields.optionalNumber("threshold", 0.0, MAX_THRESHOLD, null),
                TimeBounds.check("at", fields.optionalInstant("at"), clock.instant(),
                        boost ? TimeBounds.WRITING_AT_AHEAD : TimeBounds.AT_AHEAD),
                fields.optionalBoolean("explain", false),
                boost,
                seeds(fields),
                decay(fields),
                fields.optionalNumber("spread_factor", MIN_SPREAD_FACTOR, 1.0, null),
                filters.read(fields));
    }

    private static SeedMode seeds(RequestFields fields) {
        String name = fields.optionalString("seeds", 16, null);
        try {
            return name == null ? null : SeedMode.parse(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("seeds", e.getMessage());
        }
    }

    private static DecayPreset decay(RequestFields fields) {
        String name = fields.optionalString("decay_model", 32, null);
        try {
            return name == null ? null : DecayPreset.fromName(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("decay_model", e.getMessage());
        }
    }
}
