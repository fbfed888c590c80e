package io.mnemograph.model;

import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.graph.SpreadingParameters;
import java.time.Instant;
import java.util.Objects;

/**
 * One recall, already validated by the API layer, built with {@link #in}: the builder holds every default of a
 * request in one place. A null override leaves its setting to the service's configuration, which the recall pipeline
 * applies once.
 *
 * @param limit     the most results returned ({@link #DEFAULT_LIMIT} unless given)
 * @param hops      association hops to follow, 0 for direct matches only ({@link #DEFAULT_HOPS} unless given)
 * @param at        evaluate the recall as of this instant, or null for now
 * @param explain   every score factor and the path of associative results ({@link #DEFAULT_EXPLAIN} unless given)
 * @param boost     strengthen what is returned, in the recall's transaction ({@link #DEFAULT_BOOST} unless given)
 * @param threshold lowest score of an associative result, or null for the configured one
 * @param seeds     where seeds come from, or null for the configured default
 * @param decay     decay preset for this recall, or null for the configured default
 * @param spreadFactor activation kept per hop for this recall, or null for the configured default
 * @param filter    equality filters on the memories returned, applied in the seeds ({@link RecallFilter#NONE}: none)
 */
public record RecallRequest(
        String namespace,
        String query,
        int limit,
        String project,
        String sessionId,
        int hops,
        Double threshold,
        Instant at,
        boolean explain,
        boolean boost,
        SeedMode seeds,
        DecayPreset decay,
        Double spreadFactor,
        RecallFilter filter) {

    /** The results of a recall that names no limit. */
    public static final int DEFAULT_LIMIT = 5;

    /** The hops of a recall that names none: spreading's ({@link SpreadingParameters#DEFAULT_HOPS}). */
    public static final int DEFAULT_HOPS = SpreadingParameters.DEFAULT_HOPS;

    /** Whether a recall that does not say explains its results. */
    public static final boolean DEFAULT_EXPLAIN = false;

    /** Whether a recall that does not say strengthens what it returns (recalling is rehearsing). */
    public static final boolean DEFAULT_BOOST = true;

    /** Validates the filter. */
    public RecallRequest {
        Objects.requireNonNull(filter, "filter");
    }

    /** A recall of {@code query} in {@code namespace}, every other part at its default until set. */
    public static Builder in(String namespace, String query) {
        return new Builder(namespace, query);
    }

    /** Builds a {@link RecallRequest}; each setter replaces one default. */
    public static final class Builder {

        private final String namespace;
        private final String query;
        private int limit = DEFAULT_LIMIT;
        private String project;
        private String sessionId;
        private int hops = DEFAULT_HOPS;
        private Double threshold;
        private Instant at;
        private boolean explain = DEFAULT_EXPLAIN;
        private boolean boost = DEFAULT_BOOST;
        private SeedMode seeds;
        private DecayPreset decay;
        private Double spreadFactor;
        private RecallFilter filter = RecallFilter.NONE;

        private Builder(String namespace, String query) {
            this.namespace = namespace;
            this.query = query;
        }

        public Builder limit(int value) {
            limit = value;
            return this;
        }

        public Builder project(String value) {
            project = value;
            return this;
        }

        public Builder session(String value) {
            sessionId = value;
            return this;
        }

        public Builder hops(int value) {
            hops = value;
            return this;
        }

        public Builder threshold(Double value) {
            threshold = value;
            return this;
        }

        public Builder at(Instant value) {
            at = value;
            return this;
        }

        public Builder explain(boolean value) {
            explain = value;
            return this;
        }

        public Builder boost(boolean value) {
            boost = value;
            return this;
        }

        public Builder seeds(SeedMode value) {
            seeds = value;
            return this;
        }

        public Builder decay(DecayPreset value) {
            decay = value;
            return this;
        }

        public Builder spreadFactor(Double value) {
            spreadFactor = value;
            return this;
        }

        public Builder filter(RecallFilter value) {
            filter = value;
            return this;
        }

        public RecallRequest build() {
            return new RecallRequest(
                    namespace,
                    query,
                    limit,
                    project,
                    sessionId,
                    hops,
                    threshold,
                    at,
                    explain,
                    boost,
                    seeds,
                    decay,
                    spreadFactor,
                    filter);
        }
    }
}
