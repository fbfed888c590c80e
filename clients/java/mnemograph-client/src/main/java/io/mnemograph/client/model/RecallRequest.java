package io.mnemograph.client.model;

import java.time.Instant;

/**
 * What to recall and how ({@code RecallRequest}, docs/api.md): query is required, every other field optional (null:
 * the service's default). Build with {@link #of(String)} or {@link #builder(String)}.
 */
public record RecallRequest(
        String query,
        Integer limit,
        String namespace,
        String project,
        String sessionId,
        Integer hops,
        Double threshold,
        String at,
        Boolean explain,
        Boolean boost,
        String seeds,
        String decayModel,
        Double spreadFactor,
        RecallFilter filter) {

    /** A recall of this query with the service's defaults. */
    public static RecallRequest of(String query) {
        return builder(query).build();
    }

    /** A builder for a recall of this query. */
    public static Builder builder(String query) {
        return new Builder(query);
    }

    /** Sets the optional fields of a {@link RecallRequest}. */
    public static final class Builder {
        private final String query;
        private Integer limit;
        private String namespace;
        private String project;
        private String sessionId;
        private Integer hops;
        private Double threshold;
        private String at;
        private Boolean explain;
        private Boolean boost;
        private String seeds;
        private String decayModel;
        private Double spreadFactor;
        private RecallFilter filter;

        private Builder(String query) {
            this.query = query;
        }

        /** Most memories to return, 1..100 (default 5). */
        public Builder limit(int value) {
            limit = value;
            return this;
        }

        /** The namespace (default: the client's). */
        public Builder namespace(String value) {
            namespace = value;
            return this;
        }

        /** The current project: its memories are recalled besides the global ones. */
        public Builder project(String value) {
            project = value;
            return this;
        }

        /** The current conversation: its recent memories are primed. */
        public Builder sessionId(String value) {
            sessionId = value;
            return this;
        }

        /** Association hops to follow, 0..4 (default 2; 0: direct matches only). */
        public Builder hops(int value) {
            hops = value;
            return this;
        }

        /** The lowest score of a memory reached only through associations (default 0.3). */
        public Builder threshold(double value) {
            threshold = value;
            return this;
        }

        /** Evaluate as of this instant. */
        public Builder at(Instant value) {
            at = value.toString();
            return this;
        }

        /** Every score factor, the memory's state and the path of associative results. */
        public Builder explain(boolean value) {
            explain = value;
            return this;
        }

        /** Strengthen what is returned (default true; false: a read-only recall). */
        public Builder boost(boolean value) {
            boost = value;
            return this;
        }

        /** vector, hybrid (default) or lexical. */
        public Builder seeds(String value) {
            seeds = value;
            return this;
        }

        /** A decay preset for this recall (docs/formulas.md). */
        public Builder decayModel(String value) {
            decayModel = value;
            return this;
        }

        /** Activation kept per association hop, 0.01..1. */
        public Builder spreadFactor(double value) {
            spreadFactor = value;
            return this;
        }

        /** Only memories that match every part given. */
        public Builder filter(RecallFilter value) {
            filter = value;
            return this;
        }

        /** The request. */
        public RecallRequest build() {
            return new RecallRequest(query, limit, namespace, project, sessionId, hops, threshold, at, explain, boost,
                    seeds, decayModel, spreadFactor, filter);
        }
    }
}
