package io.mnemograph.api.mcp;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.http.AssociationController.AssociationRemoval;
import io.mnemograph.api.http.BrowseController;
import io.mnemograph.api.http.BrowseController.LinksView;
import io.mnemograph.api.http.BrowseController.MemoryPage;
import io.mnemograph.api.http.MemoryView;
import io.mnemograph.api.http.MemoryViews;
import io.mnemograph.api.http.NamespaceController;
import io.mnemograph.api.http.NamespaceController.NamespaceDeleted;
import io.mnemograph.api.http.RequestMapper;
import io.mnemograph.api.mcp.BrowseArguments.ForgetNamespaceArguments;
import io.mnemograph.api.mcp.BrowseArguments.LinksArguments;
import io.mnemograph.api.mcp.BrowseArguments.ListArguments;
import io.mnemograph.api.mcp.BrowseArguments.UnlinkArguments;
import io.mnemograph.api.mcp.BrowseArguments.UpdateArguments;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryEditing;
import io.mnemograph.api.service.MemoryLinking;
import io.mnemograph.api.service.MemoryReading;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.Tier;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.model.NamespaceDeletion;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The MCP tools that browse, edit and forget, beside the memory tools of {@link MemoryTools}: each does what its HTTP
 * route does, with the same checks and answers ({@code GET /v1/memories}, {@code GET /v1/memories/{id}/associations},
 * {@code PATCH /v1/memories/{id}}, {@code DELETE /v1/associations}, {@code DELETE /v1/namespaces/{namespace}}).
 */
@Singleton
final class ManagementTools {

    private static final String NAME_CHARACTERS = " Letters, digits and _ . : / @ - only.";
    private static final List<String> KINDS = Arrays.stream(AssociationKind.values())
            .map(AssociationKind::graphName)
            .toList();

    private final List<MemoryTool> tools;

    ManagementTools(
            RequestBinder binder,
            RequestMapper requests,
            MemoryReading reading,
            MemoryEditing editing,
            MemoryLinking linking,
            MemoryViews views,
            LimitSettings limits) {
        this.tools = List.of(
                listMemories(binder, reading, views),
                memoryLinks(binder, reading, views),
                updateMemory(binder, requests, editing, views, limits),
                removeAssociation(binder, linking),
                forgetNamespace(binder, editing));
    }

    /** The tools, in the order {@code tools/list} shows them after the memory tools. */
    List<MemoryTool> all() {
        return tools;
    }

    private static MemoryTool listMemories(RequestBinder binder, MemoryReading reading, MemoryViews views) {
        Schema.Properties arguments = InputSchemas.of(ListArguments.class)
                .describe(
                        "tier",
                        "Only memories of this tier: hot (in use), core (promoted by use) or cold (forgotten by disuse;"
                                + " recall still finds them).")
                .refine("tier", tier -> tier.with("enum", Tier.WIRE_NAMES))
                .describe("kind", "Only memories of this kind." + NAME_CHARACTERS)
                .describe("session_id", "Only memories formed or recalled in this session." + NAME_CHARACTERS)
                .describe(
                        "created_after",
                        "Only memories stored after this instant (ISO-8601 with zone, e.g. 2023-05-08T13:56:00Z).")
                .refine("created_after", after -> after.with("format", "date-time"))
                .describe("cursor", "The next_cursor of the previous page; omit for the first page.")
                .refine(
                        "cursor",
                        cursor -> cursor.with("minLength", 1).with("maxLength", MemoryReading.MAX_CURSOR_CHARS))
                .describe("limit", "Most memories on this page.")
                .refine(
                        "limit",
                        limit -> limit.with("minimum", 1)
                                .with("maximum", BrowseController.MAX_LIMIT)
                                .byDefault(BrowseController.DEFAULT_LIMIT))
                .properties();
        return new MemoryTool(
                "list_memories",
                "List memories",
                "Page through every memory stored in this namespace, oldest first, cold ones included, each with all"
                        + " its state (as get_memory shows it); filter by tier, kind, session or creation time."
                        + " Use it to review or audit what is stored, not to answer a question (recall does that)."
                        + " Pass next_cursor back as cursor for the next page (null on the last).",
                Role.READ,
                MemoryTool.Effect.READS,
                arguments,
                OutputSchemas.of(MemoryPage.class),
                (namespace, json) -> {
                    ListArguments request = binder.bind(json, ListArguments.class, Set.of());
                    if (request.tier() != null && !Tier.WIRE_NAMES.contains(request.tier())) {
                        throw new InvalidInput("tier", "must be one of " + Tier.WIRE_NAMES);
                    }
                    Instant after = RequestMapper.instant("created_after", request.createdAfter());
                    return views.page(
                            namespace,
                            reading.page(
                                    namespace,
                                    request.tier(),
                                    request.kind(),
                                    request.sessionId(),
                                    after == null ? null : after.atZone(ZoneOffset.UTC),
                                    request.cursor(),
                                    limit(
                                            "limit",
                                            request.limit(),
                                            BrowseController.MAX_LIMIT,
                                            BrowseController.DEFAULT_LIMIT)));
                });
    }

    private static MemoryTool memoryLinks(RequestBinder binder, MemoryReading reading, MemoryViews views) {
        Schema.Properties arguments = InputSchemas.of(LinksArguments.class)
                .describe("id", "The id of the memory whose links to show.")
                .describe("limit", "Most associations, and most entities, to show.")
                .refine(
                        "limit",
                        limit -> limit.with("minimum", 1)
                                .with("maximum", BrowseController.MAX_LINK_LIMIT)
                                .byDefault(BrowseController.DEFAULT_LINK_LIMIT))
                .properties();
        return new MemoryTool(
                "memory_links",
                "Memory links",
                "Show how one memory is linked: its associations to other memories, strongest first (kind semantic,"
                        + " temporal, co_recall or explicit; direction; stored and decayed weight), and the entities"
                        + " it mentions with how many memories mention each. Use it to see why recall brings"
                        + " memories back together, or to find a wrong link to remove.",
                Role.READ,
                MemoryTool.Effect.READS,
                arguments,
                OutputSchemas.of(LinksView.class),
                (namespace, json) -> {
                    LinksArguments request = binder.bind(json, LinksArguments.class, Set.of());
                    String id = request.id().toLowerCase(Locale.ROOT);
                    int limit = limit(
                            "limit",
                            request.limit(),
                            BrowseController.MAX_LINK_LIMIT,
                            BrowseController.DEFAULT_LINK_LIMIT);
                    return views.links(id, namespace, reading.links(namespace, id, limit));
                });
    }

    private static MemoryTool updateMemory(
            RequestBinder binder,
            RequestMapper requests,
            MemoryEditing editing,
            MemoryViews views,
            LimitSettings limits) {
        Schema.Properties arguments = InputSchemas.of(UpdateArguments.class)
                .describe("id", "The id of the memory to change.")
                .describe("content", "The new content (re-embedded; the memory's forgetting clock restarts).")
                .refine("content", content -> content.with("minLength", 1).with("maxLength", limits.maxContentChars()))
                .describe("weight", "The new multiplier of the memory's score in every recall.")
                .properties();
        return new MemoryTool(
                "update_memory",
                "Update a memory",
                "Change one memory in place: its content, its weight, or both (at least one). The old content is not"
                        + " kept: to record a correction with its history, remember the new version with supersedes"
                        + " instead. Returns the memory with all its state.",
                Role.WRITE,
                MemoryTool.Effect.EDITS,
                arguments,
                OutputSchemas.of(MemoryView.class),
                (namespace, json) -> {
                    UpdateArguments request = binder.bind(json, UpdateArguments.class, Set.of());
                    return views.memory(editing.update(
                            namespace,
                            request.id().toLowerCase(Locale.ROOT),
                            requests.content("content", request.content()),
                            request.weight()));
                });
    }

    private static MemoryTool removeAssociation(RequestBinder binder, MemoryLinking linking) {
        Schema.Properties arguments = InputSchemas.of(UnlinkArguments.class)
                .describe("source", "The id of the memory the link starts from.")
                .describe("target", "The id of the memory the link goes to.")
                .describe("kind", "The kind of link to remove.")
                .refine("kind", kind -> kind.with("enum", KINDS).byDefault(AssociationKind.EXPLICIT.graphName()))
                .properties();
        return new MemoryTool(
                "remove_association",
                "Remove an association",
                "Remove one link between two memories, in the direction it was made (memory_links shows each link's"
                        + " direction and kind), so that recalling one no longer brings back the other through it."
                        + " The memories stay.",
                Role.WRITE,
                MemoryTool.Effect.DELETES,
                arguments,
                OutputSchemas.of(AssociationRemoval.class),
                (namespace, json) -> {
                    UnlinkArguments request = binder.bind(json, UnlinkArguments.class, Set.of());
                    if (request.kind() != null && !KINDS.contains(request.kind())) {
                        throw new InvalidInput("kind", "must be one of " + KINDS);
                    }
                    String source = request.source().toLowerCase(Locale.ROOT);
                    String target = request.target().toLowerCase(Locale.ROOT);
                    String kind = request.kind() == null ? AssociationKind.EXPLICIT.graphName() : request.kind();
                    linking.removeAssociation(namespace, source, target, kind);
                    return new AssociationRemoval(namespace, source, target, kind, true);
                });
    }

    private static MemoryTool forgetNamespace(RequestBinder binder, MemoryEditing editing) {
        Schema.Properties arguments = InputSchemas.of(ForgetNamespaceArguments.class)
                .describe(
                        "confirm",
                        "This connection's namespace, repeated (list_memories and recall answer it), to confirm that"
                                + " everything in it is to be deleted.")
                .refine(
                        "confirm",
                        confirm -> confirm.with("minLength", 1).with("maxLength", RequestRules.MAX_NAME_CHARS))
                .properties();
        return new MemoryTool(
                "forget_namespace",
                "Forget the whole namespace",
                "Delete every memory of this connection's namespace (every tier), with its entities, sessions, links"
                        + " and idempotency keys. This cannot be undone: call it only when the user asked to erase"
                        + " all memories, and confirm with the namespace's name. Returns what was deleted; a call"
                        + " that was interrupted is finished by calling again. Needs an admin key.",
                Role.ADMIN,
                MemoryTool.Effect.DELETES,
                arguments,
                OutputSchemas.of(NamespaceDeleted.class),
                (namespace, json) -> {
                    ForgetNamespaceArguments request = binder.bind(json, ForgetNamespaceArguments.class, Set.of());
                    if (!namespace.equals(request.confirm())) {
                        throw new InvalidInput(
                                "confirm",
                                "must repeat this connection's namespace (as list_memories"
                                        + " and recall answer it) to delete it with everything in it");
                    }
                    NamespaceDeletion deletion = editing.forgetNamespace(namespace, NamespaceController.BATCH);
                    return new NamespaceDeleted(namespace, deletion.nodesDeleted(), deletion.edgesDeleted());
                });
    }

    /** An optional whole number in [1, {@code max}], {@code fallback} when absent. */
    private static int limit(String field, Long value, int max, int fallback) {
        if (value == null) {
            return fallback;
        }
        if (value < 1 || value > max) {
            throw new InvalidInput(field, "must be a whole number from 1 to " + max + " (got " + value + ")");
        }
        return value.intValue();
    }
}
