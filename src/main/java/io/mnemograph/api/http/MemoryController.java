package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.PayloadTooLarge;
import io.mnemograph.api.error.UnknownIdError;
import io.mnemograph.api.request.BatchBody;
import io.mnemograph.api.request.PatchBody;
import io.mnemograph.api.request.RememberBody;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryEditing;
import io.mnemograph.api.service.MemoryReading;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.model.Contradiction;
import io.mnemograph.model.History;
import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.pipeline.remember.Remembered;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code /v1/memories}: remember, read, update, delete single memories, and their history. */
@ApiErrors
@Tag(name = "memories")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/memories")
public class MemoryController {

    /** What a client may do about a reported contradiction (mememory). */
    static final List<String> RESOLUTIONS = List.of("keep_both", "update_old", "supersede", "delete_old");

    private final RequestMapper requests;
    private final RememberPipeline remember;
    private final LimitSettings limits;
    private final NamespaceAccess access;
    private final MemoryEditing editing;
    private final MemoryReading reading;
    private final MemoryViews views;

    public MemoryController(
            RequestMapper requests,
            RememberPipeline remember,
            LimitSettings limits,
            NamespaceAccess access,
            MemoryEditing editing,
            MemoryReading reading,
            MemoryViews views) {
        this.requests = requests;
        this.remember = remember;
        this.limits = limits;
        this.access = access;
        this.editing = editing;
        this.reading = reading;
        this.views = views;
    }

    @Operation(
            operationId = "remember",
            summary = "Remember one memory",
            description = "201 with its id; a repeated idempotency_key answers"
                    + " 200 with the first memory and replayed: true")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RememberBody.class),
                            examples =
                                    @ExampleObject(
                                            name = "a turn of a conversation",
                                            value = "{\"content\": \"Caroline named her"
                                                    + " puppy Biscuit.\", \"session_id\": \"chat-1\", \"entities\": [\"Caroline\", \"Biscuit\"],"
                                                    + " \"metadata\": {\"source\": \"chat\"}}")))
    @ApiResponse(responseCode = "201", description = "remembered", useReturnTypeSchema = true)
    @ApiResponse(
            responseCode = "200",
            description = "a repeated idempotency_key: the first memory, replayed: true",
            useReturnTypeSchema = true)
    @UnknownIdError
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<RememberResponse> remember(@Body RememberBody body) {
        NewMemory request = requests.newMemory(body, access.namespace(body.namespace(), Role.WRITE), "");
        Remembered result = remember.remember(request);
        RememberResponse response = RememberResponse.of(request.namespace(), result);
        return result.replayed() ? HttpResponse.ok(response) : HttpResponse.created(response);
    }

    /**
     * Remembers up to {@code mnemograph.limits.max-batch-size} memories in one transaction: every item is validated
     * first (errors name {@code memories[i].field}), then all are stored or none.
     */
    @Operation(
            operationId = "rememberBatch",
            summary = "Remember many memories in one transaction",
            description = "any bad item rejects all, naming memories[i].field")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = BatchBody.class),
                            examples =
                                    @ExampleObject(
                                            name = "two turns",
                                            value =
                                                    "{\"namespace\": \"default\", \"memories\": ["
                                                            + "{\"content\": \"Day one of the trip: we landed in Lisbon.\", \"session_id\": \"trip\"},"
                                                            + " {\"content\": \"Day two: a tram ride up to the castle.\", \"session_id\": \"trip\"}]}")))
    @ApiResponse(responseCode = "201", description = "all remembered, in order", useReturnTypeSchema = true)
    @UnknownIdError
    @Post(value = "/batch", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<BatchResponse> rememberBatch(@Body BatchBody body) {
        if (body.memories().size() > limits.maxBatchSize()) {
            throw new PayloadTooLarge(
                    "memories",
                    "has " + body.memories().size() + " items; at most " + limits.maxBatchSize() + " allowed");
        }
        String namespace = access.namespace(body.namespace(), Role.WRITE);
        List<NewMemory> items = new ArrayList<>();
        for (int i = 0; i < body.memories().size(); i++) {
            RememberBody item = body.memories().get(i);
            items.add(requests.newMemory(
                    item, access.namespace(item.namespace(), Role.WRITE, namespace), "memories[" + i + "]."));
        }
        List<Remembered> results = editing.rememberAll(items);
        List<RememberResponse> answers = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            answers.add(RememberResponse.of(items.get(i).namespace(), results.get(i)));
        }
        return HttpResponse.created(new BatchResponse(answers));
    }

    @Operation(operationId = "getMemory", summary = "One memory with all its state")
    @UnknownIdError
    @Get(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public MemoryView get(@PathVariable String id, @Nullable @QueryValue String namespace) {
        return views.memory(reading.get(access.namespace(namespace, Role.READ), uuid(id)));
    }

    @Operation(operationId = "updateMemory", summary = "Change a memory's content (re-embeds) and/or weight")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PatchBody.class),
                            examples = @ExampleObject(name = "a lighter weight", value = "{\"weight\": 0.5}")))
    @UnknownIdError
    @Patch(value = "/{id}", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public MemoryView update(@PathVariable String id, @Body PatchBody body) {
        String memoryId = uuid(id);
        String namespace = access.namespace(body.namespace(), Role.WRITE);
        return views.memory(
                editing.update(namespace, memoryId, requests.content("content", body.content()), body.weight()));
    }

    @Operation(
            operationId = "forgetMemory",
            summary = "Forget a memory now, with its edges and the entities no other memory names")
    @ApiResponse(
            responseCode = "200",
            description = "what was forgotten",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Object.class)))
    @UnknownIdError
    @Delete(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> delete(@PathVariable String id, @Nullable @QueryValue String namespace) {
        String memoryId = uuid(id);
        editing.forget(access.namespace(namespace, Role.WRITE), memoryId);
        return MemoryViews.forgotten(memoryId);
    }

    /** One page of the supersedes chain through a memory ({@code cursor}, {@code limit}: {@link HistoryPage}). */
    @Operation(operationId = "memoryHistory", summary = "The supersedes chain through a memory, oldest first, one page")
    @UnknownIdError
    @Get(value = "/{id}/history", produces = MediaType.APPLICATION_JSON)
    public HistoryView history(
            @PathVariable String id,
            @Nullable @QueryValue String namespace,
            @Nullable @QueryValue String cursor,
            @Nullable @QueryValue @Schema(minimum = "1", maximum = "" + HistoryPage.MAX_LIMIT) String limit) {
        String memoryId = uuid(id);
        HistoryPage page = HistoryPage.of(cursor, limit);
        return views.history(
                memoryId,
                reading.history(access.namespace(namespace, Role.READ), memoryId, page.skip(), page.limit()),
                page);
    }

    private static String uuid(String id) {
        return RequestRules.requireUuid("id", id);
    }

    /** Answer of a remember. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "RememberResponse")
    public record RememberResponse(
            String id, String namespace, double importance, List<ContradictionView> contradictions, boolean replayed) {

        /** The answer to a remember in {@code namespace}. */
        public static RememberResponse of(String namespace, Remembered result) {
            return new RememberResponse(
                    result.id(),
                    namespace,
                    result.importance(),
                    result.contradictions().stream().map(ContradictionView::of).toList(),
                    result.replayed());
        }
    }

    /** Answer of a batch remember, one result per memory, in order. */
    @Serdeable
    @Schema(name = "BatchResponse")
    public record BatchResponse(List<RememberResponse> results) {}

    /** A possibly contradicting memory, with what the client may do about it. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "Contradiction")
    public record ContradictionView(String id, String content, double similarity, List<String> options) {

        static ContradictionView of(Contradiction c) {
            return new ContradictionView(c.id(), c.content(), c.similarity(), RESOLUTIONS);
        }
    }

    /**
     * One page of the supersedes chain through a memory, oldest first, its recorded conflicts (first page only),
     * and the cursor of the next page (null on the last).
     */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "History")
    public record HistoryView(
            String id,
            List<ChainLink> chain,
            List<ContradictionView> conflicts,
            @Nullable String nextCursor) {

        public static HistoryView of(String id, History history, MetadataCodec metadata, HistoryPage page) {
            return new HistoryView(
                    id,
                    history.chain().stream()
                            .limit(page.limit())
                            .map(l -> new ChainLink(
                                    MemoryView.of(
                                            l.memory(),
                                            metadata.decode(l.memory().metadata())),
                                    l.supersedes(),
                                    l.supersededBy()))
                            .toList(),
                    history.conflicts().stream().map(ContradictionView::of).toList(),
                    page.next(history.chain().size()));
        }
    }

    /** One memory of a supersedes chain. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "ChainLink")
    public record ChainLink(MemoryView memory, List<String> supersedes, List<String> supersededBy) {}
}
