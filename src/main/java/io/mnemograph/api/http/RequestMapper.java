package io.mnemograph.api.http;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.PayloadTooLarge;
import io.mnemograph.api.request.RecallBody;
import io.mnemograph.api.request.RecallFilterBody;
import io.mnemograph.api.request.RememberBody;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.Scope;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.graph.Entity;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.model.NewMemory;
import io.mnemograph.model.RecallFilter;
import io.mnemograph.model.RecallRequest;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns bound request records into the pipelines' requests, with the checks that depend on settings or on several
 * fields at once (content over the configured limit, a recall limit over the configured most, {@code scope:
 * project} without a project, instants out of range), each a 4xx naming the field.
 */
@Singleton
public final class RequestMapper {

    private final LimitSettings limits;
    private final MetadataCodec metadata;
    private final Clock clock;

    public RequestMapper(LimitSettings limits, MetadataCodec metadata, Clock clock) {
        this.limits = limits;
        this.metadata = metadata;
        this.clock = clock;
    }

    /** One memory to remember into {@code namespace} (resolved and checked against the caller); {@code prefix}
     * names a batch item's fields ({@code memories[2].}). */
    public NewMemory newMemory(RememberBody body, String namespace, String prefix) {
        String content = content(prefix + "content", body.content());
        String project = body.project();
        Scope scope =
                body.scope() == null ? (project == null ? Scope.GLOBAL : Scope.PROJECT) : Scope.parse(body.scope());
        if (scope == Scope.PROJECT && project == null) {
            throw new InvalidInput(prefix + "project", "is required when scope is \"project\"");
        }
        return NewMemory.in(namespace, content)
                .scope(scope)
                .project(project)
                .kind(body.kind())
                .importance(body.importance())
                .weight(body.weight() == null ? NewMemory.DEFAULT_WEIGHT : body.weight())
                .strength(body.strength() == null ? NewMemory.DEFAULT_STRENGTH : body.strength())
                .session(body.sessionId())
                .ttlSeconds(body.ttlSeconds())
                .occurredAt(TimeBounds.check(
                        prefix + "occurred_at",
                        instant(prefix + "occurred_at", body.occurredAt()),
                        clock.instant(),
                        TimeBounds.OCCURRED_AT_AHEAD))
                .metadata(metadata(prefix + "metadata", body.metadata()))
                .entities(entities(prefix + "entities", body.entities()))
                .supersedes(body.supersedes() == null ? null : body.supersedes().toLowerCase(Locale.ROOT))
                .idempotencyKey(body.idempotencyKey())
                .build();
    }

    /** The content of a remember or a patch, refused over {@code mnemograph.limits.max-content-chars} (413). */
    public String content(String field, String content) {
        if (content != null && content.length() > limits.maxContentChars()) {
            throw new PayloadTooLarge(
                    field, "is " + content.length() + " characters; the limit is " + limits.maxContentChars());
        }
        return content;
    }

    /** A recall in {@code namespace}, resolved and checked against the caller. */
    public RecallRequest recall(RecallBody body, String namespace) {
        boolean boost = body.boost() == null ? RecallRequest.DEFAULT_BOOST : body.boost();
        int limit = body.limit() == null ? RecallRequest.DEFAULT_LIMIT : body.limit();
        if (limit > limits.maxRecallLimit()) {
            throw new InvalidInput(
                    "limit", "must be between 1 and " + limits.maxRecallLimit() + " (got " + limit + ")");
        }
        RecallRequest.Builder request = RecallRequest.in(namespace, content("query", body.query()))
                .limit(limit)
                .project(body.project())
                .session(body.sessionId())
                .threshold(body.threshold())
                .at(TimeBounds.check(
                        "at",
                        instant("at", body.at()),
                        clock.instant(),
                        boost ? TimeBounds.WRITING_AT_AHEAD : TimeBounds.AT_AHEAD))
                .explain(body.explain() == null ? RecallRequest.DEFAULT_EXPLAIN : body.explain())
                .boost(boost)
                .seeds(seeds(body.seeds()))
                .decay(decay(body.decayModel()))
                .spreadFactor(body.spreadFactor())
                .filter(filter(body.filter()));
        if (body.hops() != null) {
            request.hops(body.hops());
        }
        return request.build();
    }

    /** An optional ISO-8601 instant with zone or offset, e.g. {@code 2023-05-08T13:56:00Z}, naming {@code field}. */
    public static Instant instant(String field, String text) {
        if (text == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            throw new InvalidInput(
                    field,
                    "must be an ISO-8601 date-time with zone, e.g. 2023-05-08T13:56:00Z (got \""
                            + (text.length() <= 40 ? text : text.substring(0, 40) + "...") + "\")");
        }
    }

    private String metadata(String field, JsonNode object) {
        String encoded = metadata.encode(object);
        if (encoded != null && encoded.length() > RequestRules.MAX_METADATA_CHARS) {
            throw new PayloadTooLarge(
                    field,
                    "is " + encoded.length() + " characters as JSON; the limit is " + RequestRules.MAX_METADATA_CHARS);
        }
        return encoded;
    }

    private static List<String> entities(String field, List<String> names) {
        if (names == null) {
            return List.of();
        }
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).length() > EntityExtractor.MAX_NAME_LENGTH) {
                throw new InvalidInput(
                        field + "[" + i + "]", "is longer than " + EntityExtractor.MAX_NAME_LENGTH + " characters");
            }
            try {
                Entity.fromClient(names.get(i));
            } catch (IllegalArgumentException e) {
                throw new InvalidInput(field + "[" + i + "]", e.getMessage());
            }
        }
        return names;
    }

    private static SeedMode seeds(String name) {
        try {
            return name == null ? null : SeedMode.parse(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("seeds", e.getMessage());
        }
    }

    private static DecayPreset decay(String name) {
        try {
            return name == null ? null : DecayPreset.fromName(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("decay_model", e.getMessage());
        }
    }

    /** The recall's filter; metadata entries encoded as the stored metadata is, so they match its text. */
    private RecallFilter filter(RecallFilterBody filter) {
        if (filter == null) {
            return RecallFilter.NONE;
        }
        List<String> entries = new ArrayList<>();
        JsonNode object = filter.metadata();
        if (object != null) {
            if (object.size() > RequestRules.MAX_FILTER_METADATA_ENTRIES) {
                throw new InvalidInput(
                        "filter.metadata",
                        "at most " + RequestRules.MAX_FILTER_METADATA_ENTRIES + " entries, got " + object.size());
            }
            for (Map.Entry<String, JsonNode> entry : object.entries()) {
                if (entry.getKey().isEmpty() || entry.getKey().length() > RequestRules.MAX_NAME_CHARS) {
                    throw new InvalidInput(
                            "filter.metadata", "a key must have 1 to " + RequestRules.MAX_NAME_CHARS + " characters");
                }
                JsonNode value = entry.getValue();
                if (!(value.isString() || value.isNumber() || value.isBoolean())) {
                    throw new InvalidInput(
                            "filter.metadata." + entry.getKey(),
                            "must be a string, a number or a boolean (equality only)");
                }
                String single = metadata.encode(JsonNode.createObjectNode(Map.of(entry.getKey(), value)));
                entries.add(single.substring(1, single.length() - 1));
            }
        }
        return new RecallFilter(filter.kind(), filter.sessionId(), entries);
    }
}
