package io.mnemograph.api;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.JsonMapper;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.pipeline.RecallHit;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RecallRequest;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code POST /v1/recall}: the memories most relevant to a query, best first, each able to explain itself. */
@Controller("/v1/recall")
public class RecallController {

    static final Set<String> FIELDS = Set.of("query", "limit", "namespace", "project", "session_id", "hops",
            "threshold", "at", "explain", "boost");
    static final int DEFAULT_LIMIT = 5;
    static final int DEFAULT_HOPS = 2;
    static final int MAX_HOPS = 4;

    private final JsonMapper json;
    private final LimitSettings limits;
    private final RecallPipeline recall;

    public RecallController(JsonMapper json, LimitSettings limits, RecallPipeline recall) {
        this.json = json;
        this.limits = limits;
        this.recall = recall;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public RecallResponse recall(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, FIELDS);
        RecallRequest request = new RecallRequest(
                Namespaces.require(fields.optionalString("namespace", Namespaces.MAX_LENGTH, Namespaces.DEFAULT)),
                fields.requiredText("query", limits.maxContentChars()),
                fields.optionalInteger("limit", 1, limits.maxRecallLimit(), (long) DEFAULT_LIMIT).intValue(),
                fields.optionalName("project", 128, null),
                fields.optionalName("session_id", 128, null),
                fields.optionalInteger("hops", 0, MAX_HOPS, (long) DEFAULT_HOPS).intValue(),
                fields.optionalNumber("threshold", 0.0, 10.0, null),
                fields.optionalInstant("at"),
                fields.optionalBoolean("explain", false),
                fields.optionalBoolean("boost", true));
        List<Result> results = recall.recall(request).stream().map(Result::of).toList();
        return new RecallResponse(request.namespace(), results);
    }

    /** Answer of a recall. */
    @Serdeable
    public record RecallResponse(String namespace, List<Result> results) {
    }

    /** One recalled memory. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Result(String id, String content, double score, String tier, Map<String, Double> components) {

        static Result of(RecallHit hit) {
            return new Result(hit.memory().id(), hit.memory().content(), hit.score(), hit.memory().tier(),
                    hit.components());
        }
    }
}
