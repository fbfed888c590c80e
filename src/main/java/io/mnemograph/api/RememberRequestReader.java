package io.mnemograph.api;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.PayloadTooLarge;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.graph.Entity;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.pipeline.NewMemory;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.util.List;
import java.util.Set;

/** Turns a remember request body into a validated {@link NewMemory}. */
@Singleton
public final class RememberRequestReader {

    /** The fields of a remember request. */
    public static final Set<String> FIELDS = Set.of("content", "namespace", "project", "scope", "kind", "weight",
            "strength", "importance", "entities", "session_id", "ttl_seconds", "supersedes", "occurred_at",
            "metadata", "idempotency_key");
    /** Longest kind label. */
    public static final int MAX_KIND_CHARS = 64;
    /** Longest idempotency key. */
    public static final int MAX_IDEMPOTENCY_KEY_CHARS = 200;
    /** Longest metadata object, as JSON text. */
    public static final int MAX_METADATA_CHARS = 16_384;
    /** Most entities a client may name. */
    public static final int MAX_CLIENT_ENTITIES = 64;
    /** Longest time to live: a hundred years. */
    public static final long MAX_TTL_SECONDS = 100L * 365 * 24 * 3600;

    private final LimitSettings limits;
    private final MetadataCodec metadata;
    private final Clock clock;

    private final NamespaceAccess access;

    public RememberRequestReader(LimitSettings limits, MetadataCodec metadata, NamespaceAccess access, Clock clock) {
        this.access = access;
        this.limits = limits;
        this.metadata = metadata;
        this.clock = clock;
    }

    private String metadata(RequestFields body) {
        String encoded = metadata.encode(body.optionalObject("metadata"));
        if (encoded != null && encoded.length() > MAX_METADATA_CHARS) {
            throw new PayloadTooLarge("metadata", "is " + encoded.length() + " characters as JSON; the limit is "
                    + MAX_METADATA_CHARS);
        }
        return encoded;
    }

    private static List<String> entities(RequestFields body) {
        List<String> names = body.optionalStrings("entities", MAX_CLIENT_ENTITIES, EntityExtractor.MAX_NAME_LENGTH);
        for (int i = 0; i < names.size(); i++) {
            try {
                Entity.fromClient(names.get(i));
            } catch (IllegalArgumentException e) {
                throw new InvalidInput("entities[" + i + "]", e.getMessage());
            }
        }
        return names;
    }

    /** Reads one memory, in the namespace it names (checked against the caller's key) or the caller's default. */
    public NewMemory read(RequestFields body) {
        return read(body, null);
    }

    /** Reads one memory; {@code batchNamespace} applies when the body names none (a batch's namespace). */
    public NewMemory read(RequestFields body, String batchNamespace) {
        body.requiredText("content", limits.maxContentChars());
        String namespace = access.namespace(body.optionalString("namespace", Namespaces.MAX_LENGTH, null),
                Role.WRITE, batchNamespace);
        return readIn(body, namespace);
    }

    /**
     * Reads one memory into {@code namespace}, already resolved and checked against the caller (an MCP connection's
     * namespace); a {@code namespace} field, if {@code body} accepts one, is not read.
     */
    public NewMemory readIn(RequestFields body, String namespace) {
        String content = body.requiredText("content", limits.maxContentChars());
        String project = body.optionalName("project", RequestFields.MAX_NAME_CHARS, null);
        String scope = body.optionalString("scope", 16, project == null ? "global" : "project");
        if (!scope.equals("global") && !scope.equals("project")) {
            throw new InvalidInput("scope", "must be \"project\" or \"global\"");
        }
        if (scope.equals("project") && project == null) {
            throw new InvalidInput("project", "is required when scope is \"project\"");
        }
        return new NewMemory(
                namespace,
                content,
                scope,
                project,
                body.optionalName("kind", MAX_KIND_CHARS, null),
                body.optionalNumber("importance", 0.0, 10.0, null),
                body.optionalNumber("weight", 0.1, 1.0, 1.0),
                body.optionalNumber("strength", 0.0, 2.0, 1.0),
                body.optionalName("session_id", RequestFields.MAX_NAME_CHARS, null),
                body.optionalInteger("ttl_seconds", 1, MAX_TTL_SECONDS, null),
                TimeBounds.check("occurred_at", body.optionalInstant("occurred_at"), clock.instant(),
                        TimeBounds.OCCURRED_AT_AHEAD),
                metadata(body),
                entities(body),
                body.optionalId("supersedes"),
                body.optionalString("idempotency_key", MAX_IDEMPOTENCY_KEY_CHARS, null));
    }
}
