package io.mnemograph.api.mcp;

import io.mnemograph.api.http.AssociationController.AssociationView;
import io.mnemograph.api.http.ConsolidateController.ConsolidationView;
import io.mnemograph.api.http.HistoryPage;
import io.mnemograph.api.http.MemoryController.HistoryView;
import io.mnemograph.api.http.MemoryController.RememberResponse;
import io.mnemograph.api.http.MemoryView;
import io.mnemograph.api.http.MemoryViews;
import io.mnemograph.api.http.RequestMapper;
import io.mnemograph.api.http.TimeBounds;
import io.mnemograph.api.request.AssociateBody;
import io.mnemograph.api.request.ConsolidateBody;
import io.mnemograph.api.request.HistoryArguments;
import io.mnemograph.api.request.IdArguments;
import io.mnemograph.api.request.RememberBody;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryEditing;
import io.mnemograph.api.service.MemoryLinking;
import io.mnemograph.api.service.MemoryReading;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.graph.EntityExtractor;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.lifecycle.ConsolidationPipeline;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.mnemograph.pipeline.remember.RememberPipeline;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The memory tools an agent gets over MCP, each doing what its HTTP route does (the same typed requests, pipelines and
 * answers), with argument schemas whose types and ranges are those the HTTP validation enforces.
 */
@Singleton
public final class MemoryTools {

    private static final String NAME_CHARACTERS = " Letters, digits and _ . : / @ - only.";

    private final List<MemoryTool> tools;

    /** Tools never take a namespace: it comes from the connection, so a namespace argument is refused. */
    static final Set<String> NO_NAMESPACE = Set.of("namespace");

    public MemoryTools(
            RequestBinder binder,
            RequestMapper requests,
            RememberPipeline remember,
            RecallPipeline recall,
            MemoryReading reading,
            MemoryEditing editing,
            MemoryLinking linking,
            MemoryViews views,
            ConsolidationPipeline consolidation,
            LimitSettings limits,
            Clock clock,
            ManagementTools management) {
        this.tools = Stream.concat(
                        Stream.of(
                                remember(binder, requests, remember, limits),
                                RecallTool.of(binder, requests, recall, limits),
                                getMemory(binder, reading, views),
                                forget(binder, editing),
                                associate(binder, linking),
                                history(binder, reading, views),
                                consolidate(binder, consolidation, clock)),
                        management.all().stream())
                .toList();
    }

    /** Every tool, in the order {@code tools/list} shows them. */
    List<MemoryTool> all() {
        return tools;
    }

    /**
     * The tools as described for {@code limits}, without the services behind them: what {@code tools/list} shows
     * while the service is still starting. Their actions are never run (a tool call waits for the started service).
     */
    static List<MemoryTool> described(LimitSettings limits) {
        return new MemoryTools(
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        limits,
                        null,
                        new ManagementTools(null, null, null, null, null, null, limits))
                .all();
    }

    private static MemoryTool remember(
            RequestBinder binder, RequestMapper requests, RememberPipeline remember, LimitSettings limits) {
        Schema.Properties arguments = InputSchemas.of(RememberBody.class)
                .describe(
                        "content",
                        "The memory itself, in plain words: one fact, preference, decision or event per memory,"
                                + " self-contained (name people and things, not 'he' or 'it').")
                .refine("content", content -> content.with("maxLength", limits.maxContentChars()))
                .describe(
                        "project",
                        nameDescription("A project the memory belongs to; with scope 'project' it is recalled only by"
                                + " recalls naming this project."))
                .describe(
                        "scope",
                        "'global' (default without project): recalled everywhere; 'project' (default with project):"
                                + " only within its project.")
                .describe("kind", "A label of your choice, e.g. fact, preference, decision, event." + NAME_CHARACTERS)
                .describe("weight", "A multiplier of this memory's score in every recall.")
                .refine("weight", weight -> weight.byDefault(NewMemory.DEFAULT_WEIGHT))
                .describe("strength", "Initial strength against forgetting.")
                .refine("strength", strength -> strength.byDefault(NewMemory.DEFAULT_STRENGTH))
                .describe(
                        "importance",
                        "How much this matters, 0 to 10; omit to let the service score it from the content.")
                .describe(
                        "entities",
                        "Names of people, places or things the memory is about (the service also extracts names,"
                                + " emails and URLs itself); memories sharing an entity are associated.")
                .refine("entities", entities -> entities.items("maxLength", EntityExtractor.MAX_NAME_LENGTH))
                .describe(
                        "session_id",
                        nameDescription("The conversation or task this memory belongs to; memories of one session are"
                                + " linked in time, so recalling one brings back its neighbours."))
                .describe("ttl_seconds", "Forget the memory this many seconds after it occurred; omit to keep it.")
                .describe(
                        "supersedes",
                        "The id of an older memory this one replaces (a correction or an update); the old one stays"
                                + " in the history with a lower weight.")
                .describe(
                        "occurred_at",
                        "When the remembered thing happened, if not now (ISO-8601 with zone, e.g."
                                + " 2023-05-08T13:56:00Z; at most a day ahead).")
                .describe("metadata", "Any JSON object to keep with the memory and get back with it.")
                .describe(
                        "idempotency_key",
                        "A key of your choice: remembering again with the same key returns the first memory instead"
                                + " of storing a duplicate.")
                .properties();
        return new MemoryTool(
                "remember",
                "Remember",
                "Store one memory for later recall: a fact, preference, decision or event worth keeping beyond this"
                        + " conversation. Returns its id and importance, and any stored memories so similar they may"
                        + " contradict it (contradictions, each with options keep_both, update_old, supersede,"
                        + " delete_old). To correct a memory, remember the new version with supersedes set to the old"
                        + " id.",
                Role.WRITE,
                MemoryTool.Effect.ADDS,
                arguments,
                OutputSchemas.of(RememberResponse.class),
                (namespace, json) -> {
                    NewMemory memory =
                            requests.newMemory(binder.bind(json, RememberBody.class, NO_NAMESPACE), namespace, "");
                    return RememberResponse.of(namespace, remember.remember(memory));
                });
    }

    /** The description of a name: {@code description} and the characters a name may hold. */
    static String nameDescription(String description) {
        return description + NAME_CHARACTERS;
    }

    /** The arguments of a tool that takes one memory id. */
    private static Schema.Properties id(String what) {
        return InputSchemas.of(IdArguments.class)
                .describe("id", idDescription(what))
                .properties();
    }

    private static String idDescription(String what) {
        return "The id of the memory " + what + ", as remember or recall returned it.";
    }

    private static String id(RequestBinder binder, io.micronaut.json.tree.JsonNode json) {
        return binder.bind(json, IdArguments.class, Set.of()).id().toLowerCase(Locale.ROOT);
    }

    private static MemoryTool getMemory(RequestBinder binder, MemoryReading reading, MemoryViews views) {
        return new MemoryTool(
                "get_memory",
                "Get a memory",
                "Read one memory by id with all its state: content, session ids, project, scope, kind, tier (hot,"
                        + " core or cold), weight, importance, strength, stability, access count, its times and"
                        + " metadata.",
                Role.READ,
                MemoryTool.Effect.READS,
                id("to read"),
                OutputSchemas.of(MemoryView.class),
                (namespace, json) -> views.memory(reading.get(namespace, id(binder, json))));
    }

    private static MemoryTool forget(RequestBinder binder, MemoryEditing editing) {
        return new MemoryTool(
                "forget",
                "Forget a memory",
                "Delete one memory by id, with its links (names only it mentioned go too). This cannot be undone:"
                        + " to correct a memory while keeping its history, remember the new version with supersedes"
                        + " instead.",
                Role.WRITE,
                MemoryTool.Effect.DELETES,
                id("to delete"),
                OutputSchemas.object(new Schema.Properties()
                        .required("id", Schema.uuid("The deleted memory's id."))
                        .required(
                                "deleted",
                                Schema.bool("Always true: a memory that is not there is a not_found error."))),
                (namespace, json) -> {
                    String id = id(binder, json);
                    editing.forget(namespace, id);
                    return MemoryViews.forgotten(id);
                });
    }

    private static MemoryTool associate(RequestBinder binder, MemoryLinking linking) {
        Schema.Properties arguments = InputSchemas.of(AssociateBody.class)
                .describe("source", idDescription("to link from"))
                .describe("target", idDescription("to link to (another memory)"))
                .describe("weight", "The link's strength; linking the same pair again sets it.")
                .refine("weight", weight -> weight.byDefault(MemoryLinking.DEFAULT_ASSOCIATION_WEIGHT))
                .properties();
        return new MemoryTool(
                "associate",
                "Associate two memories",
                "Link two memories explicitly, so that recalling one can bring back the other. Use it for"
                        + " connections the text does not show (a cause and its effect, a person and their project).",
                Role.WRITE,
                MemoryTool.Effect.LINKS,
                arguments,
                OutputSchemas.of(AssociationView.class),
                (namespace, json) -> {
                    AssociateBody link = binder.bind(json, AssociateBody.class, NO_NAMESPACE);
                    String source = link.source().toLowerCase(Locale.ROOT);
                    String target = link.target().toLowerCase(Locale.ROOT);
                    double weight = link.weight() == null ? MemoryLinking.DEFAULT_ASSOCIATION_WEIGHT : link.weight();
                    linking.associate(namespace, source, target, weight);
                    return AssociationView.explicit(namespace, source, target, weight);
                });
    }

    private static MemoryTool history(RequestBinder binder, MemoryReading reading, MemoryViews views) {
        Schema.Properties arguments = InputSchemas.of(HistoryArguments.class)
                .describe("id", idDescription("whose history to read"))
                .describe("limit", "Most versions on this page.")
                .refine(
                        "limit",
                        limit -> limit.with("minimum", 1)
                                .with("maximum", HistoryPage.MAX_LIMIT)
                                .byDefault(HistoryPage.DEFAULT_LIMIT))
                .describe("cursor", "The next_cursor of the previous page.")
                .refine("cursor", cursor -> cursor.with("minLength", 1).with("maxLength", HistoryPage.MAX_CURSOR_CHARS))
                .properties();
        return new MemoryTool(
                "memory_history",
                "Memory history",
                "The versions of a memory, oldest first: the memories it superseded and those that superseded it"
                        + " (chain), and the contradictions recorded when it was remembered (conflicts). Pages hold"
                        + " limit versions; pass next_cursor back as cursor for the next page (null on the last).",
                Role.READ,
                MemoryTool.Effect.READS,
                arguments,
                OutputSchemas.of(HistoryView.class),
                (namespace, json) -> {
                    HistoryArguments request = binder.bind(json, HistoryArguments.class, Set.of());
                    HistoryPage page = HistoryPage.of(
                            request.cursor(),
                            request.limit() == null ? null : request.limit().toString());
                    String id = request.id().toLowerCase(Locale.ROOT);
                    return views.history(id, reading.history(namespace, id, page.skip(), page.limit()), page);
                });
    }

    private static MemoryTool consolidate(RequestBinder binder, ConsolidationPipeline consolidation, Clock clock) {
        Schema.Properties arguments = InputSchemas.of(ConsolidateBody.class)
                .describe(
                        "at",
                        "Sweep as of this instant (ISO-8601 with zone, at most five minutes ahead); omit for now.")
                .properties();
        return new MemoryTool(
                "consolidate",
                "Consolidate",
                "Run the memory lifecycle sweep of this namespace now (it also runs on a schedule): expired memories"
                        + " are deleted, memories nobody used cool to cold storage (recall can still bring them"
                        + " back), rehearsed ones are promoted to core, weak links decay. Returns the counts of what"
                        + " changed. Needs an admin key.",
                Role.ADMIN,
                MemoryTool.Effect.SWEEPS,
                arguments,
                OutputSchemas.of(ConsolidationView.class),
                (namespace, json) -> {
                    ConsolidateBody request = binder.bind(json, ConsolidateBody.class, NO_NAMESPACE);
                    Instant now = clock.instant();
                    Instant at = TimeBounds.check(
                            "at", RequestMapper.instant("at", request.at()), now, TimeBounds.WRITING_AT_AHEAD);
                    return ConsolidationView.of(consolidation.consolidate(namespace, at == null ? now : at));
                });
    }
}
