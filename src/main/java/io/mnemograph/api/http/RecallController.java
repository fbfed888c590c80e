package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.request.RecallBody;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Tier;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.pipeline.recall.RecallPipeline;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** {@code POST /v1/recall}: the memories most relevant to a query, best first, each able to explain itself. */
@ApiErrors
@Tag(name = "recall")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/recall")
public class RecallController {

    private final NamespaceAccess access;
    private final RequestMapper requests;
    private final RecallPipeline recall;

    public RecallController(RequestMapper requests, RecallPipeline recall, NamespaceAccess access) {
        this.access = access;
        this.requests = requests;
        this.recall = recall;
    }

    @Operation(operationId = "recall", summary = "Recall the memories most relevant to a query, best first")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RecallBody.class),
                            examples =
                                    @ExampleObject(
                                            name = "with explanations",
                                            value = "{\"query\": \"What can Caroline's dog"
                                                    + " do?\", \"explain\": true, \"threshold\": 0.1, \"limit\": 5, \"filter\": {\"kind\":"
                                                    + " \"fact\", \"metadata\": {\"source\": \"chat\"}}}")))
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public RecallResponse recall(@Body RecallBody body) {
        RecallRequest request = requests.recall(body, access.namespace(body.namespace(), Role.READ));
        return RecallResponse.of(request, recall.recall(request));
    }

    /** Answer of a recall. */
    @Serdeable
    @Schema(name = "RecallResponse")
    public record RecallResponse(String namespace, List<Result> results) {

        /** The answer to {@code request}, whose hits are {@code hits}. */
        public static RecallResponse of(RecallRequest request, List<RecallHit> hits) {
            return new RecallResponse(
                    request.namespace(),
                    hits.stream().map(hit -> Result.of(hit, request.explain())).toList());
        }
    }

    /**
     * One recalled memory. {@code components} always carries {@code similarity}; with {@code explain: true} it
     * carries every factor, whose product is {@code score}, and {@code memory.found_in} says whether the recall found
     * the memory hot or in cold storage (a cold seed's similarity includes {@code cold-seed-factor}). With further
     * embedding channels, an explained direct result's {@code components} also carry {@code similarity_<channel>}
     * (e.g. {@code similarity_primary}, {@code similarity_bge}): its cosine in each channel that holds a vector of it,
     * whose fusion is {@code similarity}; they are not factors of {@code score}, and a channel missing there has not
     * embedded that memory yet.
     * {@code conflicts} are the newer memories recorded as contradicting it, newest first, and
     * {@code superseded_by} the newest memory that supersedes it (null when none); a newer one the recall sees ranks
     * above it (docs/recall.md#contradictions).
     */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "RecallResult")
    public record Result(
            String id,
            String content,
            double score,
            String via,
            int hops,
            String tier,
            boolean resurrected,
            Map<String, Double> components,

            @Schema(
                    description = "with explain: the path of an associative result (empty for a direct match);"
                            + " without: null",
                    requiredMode = Schema.RequiredMode.REQUIRED)
            @Nullable
            List<Step> path,

            @Schema(
                    type = "object",
                    description = "with explain: the memory's state; without: null",
                    requiredMode = Schema.RequiredMode.REQUIRED)
            @Nullable
            RecallMemoryState memory,

            List<NewerStatementView> conflicts,

            @Schema(
                    type = "object",
                    description = "the newest memory that supersedes this one; null when none",
                    requiredMode = Schema.RequiredMode.REQUIRED)
            @Nullable
            SupersededBy supersededBy) {

        static Result of(RecallHit hit, boolean explain) {
            ScoreComponents c = hit.components();
            Map<String, Double> components = new LinkedHashMap<>();
            if (explain) {
                components.putAll(c.named());
                hit.channels().forEach((channel, cosine) -> components.put("similarity_" + channel, cosine));
            } else {
                components.put("similarity", c.similarity());
            }
            RecallMemoryState state = explain ? RecallMemoryState.of(hit.memory()) : null;
            List<Step> path = explain ? hit.path().stream().map(Step::of).toList() : null;
            NewerStatements newer = hit.newer();
            return new Result(
                    hit.memory().id(),
                    hit.memory().content(),
                    hit.score(),
                    hit.via().name().toLowerCase(Locale.ROOT),
                    hit.hops(),
                    (hit.resurrected() ? Tier.HOT : hit.memory().tier()).wireName(),
                    hit.resurrected(),
                    components,
                    path,
                    state,
                    newer.conflicts().stream().map(NewerStatementView::of).toList(),
                    newer.supersededBy() == null ? null : SupersededBy.of(newer.supersededBy()));
        }
    }

    /** One hop of an associative result's path: from a memory, over an edge (or an entity), to a memory. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "PathStep")
    public record Step(
            String from,
            String edge,
            double edgeWeight,
            @Nullable String viaEntity,
            String to,
            double contribution) {

        static Step of(PathStep step) {
            return new Step(
                    step.fromId(),
                    step.edgeKind(),
                    step.edgeWeight(),
                    step.viaEntity(),
                    step.toId(),
                    step.contribution());
        }
    }
}
