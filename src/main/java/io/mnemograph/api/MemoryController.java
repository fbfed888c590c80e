package io.mnemograph.api;

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
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.pipeline.NewMemory;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.pipeline.Remembered;
import io.mnemograph.pipeline.UnknownMemory;
import io.mnemograph.store.Contradiction;
import io.mnemograph.store.History;
import io.mnemograph.store.MemoryStore;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code /v1/memories}: remember, read, update, delete single memories, and their history. */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/memories")
public class MemoryController {

    /** What a client may do about a reported contradiction (mememory). */
    static final List<String> RESOLUTIONS = List.of("keep_both", "update_old", "supersede", "delete_old");
    private static final Set<String> PATCH_FIELDS = Set.of("content", "weight", "namespace");
    private static final Set<String> BATCH_FIELDS = Set.of("memories", "namespace");

    private final JsonMapper json;
    private final RememberRequestReader reader;
    private final RememberPipeline remember;
    private final MemoryStore store;
    private final MetadataCodec metadata;
    private final EmbeddingProvider embeddings;
    private final LimitSettings limits;
    private final NamespaceAccess access;
    private final MemoryService memories;
    private final Clock clock;

    public MemoryController(JsonMapper json, RememberRequestReader reader, RememberPipeline remember,
                            MemoryStore store, MetadataCodec metadata, EmbeddingProvider embeddings,
                            LimitSettings limits, NamespaceAccess access, MemoryService memories, Clock clock) {
        this.json = json;
        this.memories = memories;
        this.access = access;
        this.reader = reader;
        this.remember = remember;
        this.store = store;
        this.metadata = metadata;
        this.embeddings = embeddings;
        this.limits = limits;
        this.clock = clock;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<RememberResponse> remember(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, RememberRequestReader.FIELDS);
        NewMemory request = reader.read(fields);
        Remembered result = remember.remember(request);
        RememberResponse response = RememberResponse.of(request.namespace(), result);
        return result.replayed() ? HttpResponse.ok(response) : HttpResponse.created(response);
    }

    /**
     * Remembers up to {@code mnemograph.limits.max-batch-size} memories in one transaction: every item is validated
     * first (errors name {@code memories[i].field}), then all are stored or none.
     */
    @Post(value = "/batch", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<BatchResponse> rememberBatch(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, BATCH_FIELDS);
        String namespace = access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null),
                Role.WRITE);
        List<NewMemory> memories = fields.requiredObjects("memories", limits.maxBatchSize(),
                        RememberRequestReader.FIELDS).stream()
                .map(item -> reader.read(item, namespace))
                .toList();
        List<Remembered> results;
        try {
            results = remember.rememberAll(memories);
        } catch (UnknownMemory e) {
            throw new NotFound("memories[" + e.position() + "]." + e.field(), e.id(), e.namespace());
        }
        List<RememberResponse> views = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            views.add(RememberResponse.of(memories.get(i).namespace(), results.get(i)));
        }
        return HttpResponse.created(new BatchResponse(views));
    }

    @Get(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public MemoryView get(@PathVariable String id, @Nullable @QueryValue String namespace) {
        String memoryId = RequestFields.requireUuid("id", id);
        return memories.get(access.namespace(namespace, Role.READ), memoryId);
    }

    @Patch(value = "/{id}", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public MemoryView update(@PathVariable String id, @Body byte[] body) {
        String memoryId = RequestFields.requireUuid("id", id);
        RequestFields fields = RequestFields.parse(json, body, PATCH_FIELDS);
        String ns = access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null), Role.WRITE);
        String content = fields.has("content") ? fields.requiredText("content", limits.maxContentChars()) : null;
        Double weight = fields.optionalNumber("weight", 0.1, 1.0, null);
        if (content == null && weight == null) {
            throw new InvalidInput("content", "a PATCH needs content or weight");
        }
        float[] embedding = content == null ? null : embeddings.embed(content);
        var updated = store.write(tx -> {
            if (tx.get(ns, memoryId).isEmpty()) {
                throw new NotFound("id", memoryId, ns);
            }
            tx.update(ns, memoryId, content, embedding, weight, clock.instant());
            return tx.get(ns, memoryId).orElseThrow();
        });
        return MemoryView.of(updated, metadata.decode(updated.metadata()));
    }

    @Delete(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> delete(@PathVariable String id, @Nullable @QueryValue String namespace) {
        String memoryId = RequestFields.requireUuid("id", id);
        return memories.forget(access.namespace(namespace, Role.WRITE), memoryId);
    }

    /** One page of the supersedes chain through a memory ({@code cursor}, {@code limit}: {@link HistoryPage}). */
    @Get(value = "/{id}/history", produces = MediaType.APPLICATION_JSON)
    public HistoryView history(@PathVariable String id, @Nullable @QueryValue String namespace,
                               @Nullable @QueryValue String cursor, @Nullable @QueryValue String limit) {
        String memoryId = RequestFields.requireUuid("id", id);
        String ns = access.namespace(namespace, Role.READ);
        return memories.history(ns, memoryId, HistoryPage.of(cursor, limit));
    }

    /** Answer of a remember. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record RememberResponse(String id, String namespace, double importance,
                                   List<ContradictionView> contradictions, boolean replayed) {

        /** The answer to a remember in {@code namespace}. */
        public static RememberResponse of(String namespace, Remembered result) {
            return new RememberResponse(result.id(), namespace, result.importance(),
                    result.contradictions().stream().map(ContradictionView::of).toList(), result.replayed());
        }
    }

    /** Answer of a batch remember, one result per memory, in order. */
    @Serdeable
    public record BatchResponse(List<RememberResponse> results) {
    }

    /** A possibly contradicting memory, with what the client may do about it. */
    @Serdeable(naming = SnakeCaseStrategy.class)
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
    public record HistoryView(String id, List<ChainLink> chain, List<ContradictionView> conflicts,
                              @Nullable String nextCursor) {

        static HistoryView of(String id, History history, MetadataCodec metadata, HistoryPage page) {
            return new HistoryView(id,
                    history.chain().stream().limit(page.limit()).map(l -> new ChainLink(
                            MemoryView.of(l.memory(), metadata.decode(l.memory().metadata())),
                            l.supersedes(), l.supersededBy())).toList(),
                    history.conflicts().stream().map(ContradictionView::of).toList(),
                    page.next(history.chain().size()));
        }
    }

    /** One memory of a supersedes chain. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record ChainLink(MemoryView memory, List<String> supersedes, List<String> supersededBy) {
    }
}
