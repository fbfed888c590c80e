package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.UnknownIdError;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryReading;
import io.mnemograph.core.AssociationDecay;
import io.mnemograph.core.Tier;
import io.mnemograph.model.MemoryLinks;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * Browsing (read role): {@code GET /v1/memories} lists a namespace's memories page by page, cold ones included (a
 * cold memory without edges is otherwise reachable only by its id), and {@code GET /v1/memories/{id}/associations}
 * shows a memory's links.
 */
@ApiErrors
@Tag(name = "memories")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/memories")
public class BrowseController {

    /** Memories on a page unless {@code limit} says otherwise. */
    public static final int DEFAULT_LIMIT = 20;
    /** Most memories on a page. */
    public static final int MAX_LIMIT = 100;
    /** Links of each kind shown unless {@code limit} says otherwise. */
    public static final int DEFAULT_LINK_LIMIT = 100;
    /** Most links of each kind shown. */
    public static final int MAX_LINK_LIMIT = 1_000;

    private static final Set<String> LIST_PARAMETERS =
            Set.of("namespace", "tier", "kind", "session_id", "created_after", "cursor", "limit");
    private static final Set<String> LINK_PARAMETERS = Set.of("namespace", "limit");

    private final MemoryReading reading;
    private final MemoryViews views;
    private final NamespaceAccess access;

    public BrowseController(MemoryReading reading, MemoryViews views, NamespaceAccess access) {
        this.reading = reading;
        this.views = views;
        this.access = access;
    }

    /** One page of the namespace's memories, oldest first, and the cursor of the next page (null on the last). */
    @Operation(
            operationId = "listMemories",
            summary = "Page through a namespace's memories, every tier, oldest first",
            parameters = {
                @Parameter(name = "namespace", in = ParameterIn.QUERY, schema = @Schema(type = "string")),
                @Parameter(
                        name = "tier",
                        in = ParameterIn.QUERY,
                        schema =
                                @Schema(
                                        type = "string",
                                        allowableValues = {"hot", "cold", "core"})),
                @Parameter(name = "kind", in = ParameterIn.QUERY, schema = @Schema(type = "string")),
                @Parameter(name = "session_id", in = ParameterIn.QUERY, schema = @Schema(type = "string")),
                @Parameter(
                        name = "created_after",
                        in = ParameterIn.QUERY,
                        schema = @Schema(type = "string", format = "date-time")),
                @Parameter(
                        name = "cursor",
                        in = ParameterIn.QUERY,
                        description = "next_cursor of the previous page",
                        schema = @Schema(type = "string")),
                @Parameter(
                        name = "limit",
                        in = ParameterIn.QUERY,
                        schema =
                                @Schema(
                                        type = "integer",
                                        minimum = "1",
                                        maximum = "" + MAX_LIMIT,
                                        defaultValue = "" + DEFAULT_LIMIT))
            })
    @Get(produces = MediaType.APPLICATION_JSON)
    public MemoryPage list(@Parameter(hidden = true) HttpRequest<?> request) {
        QueryParameters parameters = QueryParameters.of(request.getParameters(), LIST_PARAMETERS);
        String namespace = access.namespace(parameters.text("namespace"), Role.READ);
        return views.page(
                namespace,
                reading.page(
                        namespace,
                        parameters.oneOf("tier", Tier.WIRE_NAMES),
                        parameters.name("kind", 64),
                        parameters.name("session_id", 128),
                        parameters.dateTime("created_after"),
                        parameters.text("cursor"),
                        parameters.integer("limit", 1, MAX_LIMIT, DEFAULT_LIMIT)));
    }

    /** The memory's associations, strongest first, and the entities it mentions; 404 when it is not in the namespace. */
    @Operation(
            operationId = "memoryAssociations",
            summary = "A memory's links and the entities it mentions, strongest first",
            parameters = {
                @Parameter(name = "namespace", in = ParameterIn.QUERY, schema = @Schema(type = "string")),
                @Parameter(
                        name = "limit",
                        in = ParameterIn.QUERY,
                        schema =
                                @Schema(
                                        type = "integer",
                                        minimum = "1",
                                        maximum = "" + MAX_LINK_LIMIT,
                                        defaultValue = "" + DEFAULT_LINK_LIMIT))
            })
    @UnknownIdError
    @Get(value = "/{id}/associations", produces = MediaType.APPLICATION_JSON)
    public LinksView associations(@PathVariable String id, @Parameter(hidden = true) HttpRequest<?> request) {
        QueryParameters parameters = QueryParameters.of(request.getParameters(), LINK_PARAMETERS);
        String memoryId = io.mnemograph.api.request.RequestRules.requireUuid("id", id);
        String namespace = access.namespace(parameters.text("namespace"), Role.READ);
        int limit = parameters.integer("limit", 1, MAX_LINK_LIMIT, DEFAULT_LINK_LIMIT);
        return views.links(memoryId, namespace, reading.links(namespace, memoryId, limit));
    }

    /** A page of memories, as {@code GET /v1/memories/{id}} shows each. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "MemoryPage")
    public record MemoryPage(
            String namespace,
            List<MemoryView> memories,
            @Nullable String nextCursor) {}

    /** A memory's links: at most {@code limit} of each kind, and how many there are in all. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "MemoryLinks")
    public record LinksView(
            String id,
            String namespace,
            List<AssociationLinkView> associations,
            long associationCount,
            List<EntityLinkView> entities,
            long entityCount) {}

    /**
     * One association: the memory at its other end, the edge's kind, direction and stored weight, and its weight
     * decayed to now ({@code weight x e^(-days / tau)} since {@code last_co_retrieval}, Cognitive Memory; tau is
     * {@code mnemograph.lifecycle.edge-time-constant-days}).
     */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "AssociationLink")
    public record AssociationLinkView(
            String memoryId,
            String content,
            String tier,
            String direction,
            @Nullable String kind,
            double weight,
            double decayedWeight,
            @Nullable String createdAt,
            @Nullable String lastCoRetrieval) {

        static AssociationLinkView of(MemoryLinks.Link link, AssociationDecay decay, Instant now) {
            var since = link.lastCoRetrieval() != null ? link.lastCoRetrieval() : link.createdAt();
            double factor = since == null ? 1.0 : decay.factor(Duration.between(since.toInstant(), now));
            return new AssociationLinkView(
                    link.otherId(),
                    link.otherContent(),
                    link.otherTier(),
                    link.direction(),
                    link.kind(),
                    link.weight(),
                    link.weight() * factor,
                    MemoryView.iso(link.createdAt()),
                    MemoryView.iso(link.lastCoRetrieval()));
        }
    }

    /** An entity the memory mentions, with how many memories of the namespace mention it. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "EntityLink")
    public record EntityLinkView(
            String key, @Nullable String name, @Nullable String kind, long memories) {

        static EntityLinkView of(MemoryLinks.MentionedEntity entity) {
            return new EntityLinkView(entity.key(), entity.name(), entity.kind(), entity.memories());
        }
    }
}
