package io.mnemograph.client.model;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One memory to remember ({@code RememberRequest}, docs/api.md): content is required, every other field optional
 * (null: the service's default). Build with {@link #of(String)} then the builder's setters.
 */
public record RememberRequest(
        String content,
        String namespace,
        String project,
        String scope,
        String kind,
        Double weight,
        Double strength,
        Double importance,
        List<String> entities,
        String sessionId,
        Long ttlSeconds,
        String supersedes,
        String occurredAt,
        Map<String, Object> metadata,
        String idempotencyKey) {

    /** A memory of this content, every other field the service's default. */
    public static RememberRequest of(String content) {
        return builder(content).build();
    }

    /** A builder for a memory of this content. */
    public static Builder builder(String content) {
        return new Builder(content);
    }

    /** Sets the optional fields of a {@link RememberRequest}. */
    public static final class Builder {
        private final String content;
        private String namespace;
        private String project;
        private String scope;
        private String kind;
        private Double weight;
        private Double strength;
        private Double importance;
        private List<String> entities;
        private String sessionId;
        private Long ttlSeconds;
        private String supersedes;
        private String occurredAt;
        private Map<String, Object> metadata;
        private String idempotencyKey;

        private Builder(String content) {
            this.content = content;
        }

        /** The namespace (default: the client's). */
        public Builder namespace(String value) {
            namespace = value;
            return this;
        }

        /** The project the memory belongs to. */
        public Builder project(String value) {
            project = value;
            return this;
        }

        /** global (recalled everywhere) or project (only within its project). */
        public Builder scope(String value) {
            scope = value;
            return this;
        }

        /** A label of your choice (fact, preference, ...). */
        public Builder kind(String value) {
            kind = value;
            return this;
        }

        /** A multiplier of the memory's score in every recall, 0.1..1. */
        public Builder weight(double value) {
            weight = value;
            return this;
        }

        /** Initial strength against forgetting, 0..2. */
        public Builder strength(double value) {
            strength = value;
            return this;
        }

        /** How much the memory matters, 0..10 (auto-scored when absent). */
        public Builder importance(double value) {
            importance = value;
            return this;
        }

        /** Names of people, places or things the memory is about. */
        public Builder entities(List<String> value) {
            entities = List.copyOf(value);
            return this;
        }

        /** The conversation or task the memory belongs to. */
        public Builder sessionId(String value) {
            sessionId = value;
            return this;
        }

        /** Forget the memory this many seconds after it occurred. */
        public Builder ttlSeconds(long value) {
            ttlSeconds = value;
            return this;
        }

        /** The id of an older memory this one replaces. */
        public Builder supersedes(String value) {
            supersedes = value;
            return this;
        }

        /** When it happened (at most one day ahead). */
        public Builder occurredAt(Instant value) {
            occurredAt = value.toString();
            return this;
        }

        /** When it happened, ISO-8601 with zone. */
        public Builder occurredAt(String value) {
            occurredAt = value;
            return this;
        }

        /** Any JSON object to keep with the memory (recall filters match its entries). */
        public Builder metadata(Map<String, Object> value) {
            metadata = value;
            return this;
        }

        /** A key that makes a retried remember answer the first memory instead of storing it twice. */
        public Builder idempotencyKey(String value) {
            idempotencyKey = value;
            return this;
        }

        /** The request. */
        public RememberRequest build() {
            return new RememberRequest(content, namespace, project, scope, kind, weight, strength, importance,
                    entities, sessionId, ttlSeconds, supersedes, occurredAt, metadata, idempotencyKey);
        }
    }
}
