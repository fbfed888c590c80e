package io.mnemograph.model;

import io.mnemograph.core.Scope;
import java.time.Instant;
import java.util.List;

/**
 * What a client asks to remember, already validated by the API layer; built by name with {@link #in}.
 *
 * @param importance  explicit importance, or null to auto-score it from the content
 * @param occurredAt  when the remembered thing happened (for replaying a history), or null for now
 * @param ttlSeconds  time to live, or null to keep it until forgotten
 * @param metadata    client metadata as a JSON object text, or null
 * @param idempotencyKey a client key that makes a retried remember return the first memory, or null
 */
public record NewMemory(
        String namespace,
        String content,
        Scope scope,
        String project,
        String kind,
        Double importance,
        double weight,
        double strength,
        String sessionId,
        Long ttlSeconds,
        Instant occurredAt,
        String metadata,
        List<String> entities,
        String supersedes,
        String idempotencyKey) {

    /** The weight of a memory remembered without one: its score is not scaled down. */
    public static final double DEFAULT_WEIGHT = 1.0;

    /** The initial strength against forgetting of a memory remembered without one. */
    public static final double DEFAULT_STRENGTH = 1.0;

    /**
     * A memory of {@code content} in {@code namespace} with every other field as a client that sends only the content
     * gets it: global, importance scored from the content, {@link #DEFAULT_WEIGHT}, {@link #DEFAULT_STRENGTH}, no
     * session, no expiry, now.
     */
    public static NewMemory of(String namespace, String content) {
        return in(namespace, content).build();
    }

    /** A builder of a memory of {@code content} in {@code namespace}, every other field as {@link #of} has it. */
    public static Builder in(String namespace, String content) {
        return new Builder(namespace, content);
    }

    /** Builds a {@link NewMemory}; each setter replaces one default. */
    public static final class Builder {

        private final String namespace;
        private final String content;
        private Scope scope = Scope.GLOBAL;
        private String project;
        private String kind;
        private Double importance;
        private double weight = DEFAULT_WEIGHT;
        private double strength = DEFAULT_STRENGTH;
        private String sessionId;
        private Long ttlSeconds;
        private Instant occurredAt;
        private String metadata;
        private List<String> entities = List.of();
        private String supersedes;
        private String idempotencyKey;

        private Builder(String namespace, String content) {
            this.namespace = namespace;
            this.content = content;
        }

        public Builder scope(Scope value) {
            scope = value;
            return this;
        }

        public Builder project(String value) {
            project = value;
            return this;
        }

        public Builder kind(String value) {
            kind = value;
            return this;
        }

        public Builder importance(Double value) {
            importance = value;
            return this;
        }

        public Builder weight(double value) {
            weight = value;
            return this;
        }

        public Builder strength(double value) {
            strength = value;
            return this;
        }

        public Builder session(String value) {
            sessionId = value;
            return this;
        }

        public Builder ttlSeconds(Long value) {
            ttlSeconds = value;
            return this;
        }

        public Builder occurredAt(Instant value) {
            occurredAt = value;
            return this;
        }

        public Builder metadata(String value) {
            metadata = value;
            return this;
        }

        public Builder entities(List<String> value) {
            entities = value;
            return this;
        }

        public Builder supersedes(String value) {
            supersedes = value;
            return this;
        }

        public Builder idempotencyKey(String value) {
            idempotencyKey = value;
            return this;
        }

        public NewMemory build() {
            return new NewMemory(
                    namespace,
                    content,
                    scope,
                    project,
                    kind,
                    importance,
                    weight,
                    strength,
                    sessionId,
                    ttlSeconds,
                    occurredAt,
                    metadata,
                    entities,
                    supersedes,
                    idempotencyKey);
        }
    }
}
