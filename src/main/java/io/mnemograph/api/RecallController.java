package io.mnemograph.api;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.pipeline.RecallHit;
import io.mnemograph.pipeline.RecallPipeline;
import io.mnemograph.pipeline.RecallRequest;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code POST /v1/recall}: the memories most relevant to a query, best first, each able to explain itself. */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/recall")
public class RecallController {

    static final Set<String> FIELDS = Set.of("query", "limit", "namespace", "project", "session_id", "hops",
            "threshold", "at", "explain", "boost", "seeds", "decay_model", "spread_factor", "filter");
    static final int DEFAULT_LIMIT = 5;
    static final int DEFAULT_HOPS = 2;
    static final int MAX_HOPS = 4;

    private final NamespaceAccess access;
    private final JsonMapper json;
    private final LimitSettings limits;
    private final RecallPipeline recall;
    private final Clock clock;
    private final RecallFilterReader filters;

    public RecallController(JsonMapper json, LimitSettings limits, RecallPipeline recall, NamespaceAccess access,
                            Clock clock, RecallFilterReader filters) {
        this.filters = filters;
        this.json = json;
        this.access = access;
        this.limits = limits;
        this.recall = recall;
        this.clock = clock;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public RecallResponse recall(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, FIELDS);
        boolean boost = fields.optionalBoolean("boost", true);
        RecallRequest request = new RecallRequest(
                access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null), Role.READ),
                fields.requiredText("query", limits.maxContentChars()),
                fields.optionalInteger("limit", 1, limits.maxRecallLimit(), (long) DEFAULT_LIMIT).intValue(),
                fields.optionalName("project", 128, null),
                fields.optionalName("session_id", 128, null),
                fields.optionalInteger("hops", 0, MAX_HOPS, (long) DEFAULT_HOPS).intValue(),
                fields.optionalNumber("threshold", 0.0, 10.0, null),
                TimeBounds.check("at", fields.optionalInstant("at"), clock.instant(),
                        boost ? TimeBounds.WRITING_AT_AHEAD : TimeBounds.AT_AHEAD),
                fields.optionalBoolean("explain", false),
                boost,
                seeds(fields),
                decay(fields),
                fields.optionalNumber("spread_factor", 0.01, 1.0, null),
                filters.read(fields));
        List<Result> results = recall.recall(request).stream().map(hit -> Result.of(hit, request.explain())).toList();
        return new RecallResponse(request.namespace(), results);
    }

    private static SeedMode seeds(RequestFields fields) {
        String name = fields.optionalString("seeds", 16, null);
        try {
            return name == null ? null : SeedMode.parse(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("seeds", e.getMessage());
        }
    }

    private static DecayPreset decay(RequestFields fields) {
        String name = fields.optionalString("decay_model", 32, null);
        try {
            return name == null ? null : DecayPreset.fromName(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInput("decay_model", e.getMessage());
        }
    }

    /** Answer of a recall. */
    @Serdeable
    public record RecallResponse(String namespace, List<Result> results) {
    }

    /**
     * One recalled memory. {@code components} always carries {@code similarity}; with {@code explain: true} it
     * carries every factor, whose product is {@code score}, and {@code memory.found_in} says whether the recall found
     * the memory hot or in cold storage (a cold seed's similarity includes {@code cold-seed-factor}).
     */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Result(String id, String content, double score, String via, int hops, String tier,
                         boolean resurrected, Map<String, Double> components, @Nullable List<Step> path,
                         @Nullable Map<String, Object> memory) {

        static Result of(RecallHit hit, boolean explain) {
            ScoreComponents c = hit.components();
            Map<String, Double> components = new LinkedHashMap<>();
            components.put("similarity", c.similarity());
            if (explain) {
                components.put("decay", c.decay());
                components.put("importance", c.importance());
                components.put("priming", c.priming());
                components.put("scope_weight", c.scopeWeight());
                components.put("weight", c.weight());
                components.put("activation", c.activation());
            }
            Map<String, Object> state = null;
            if (explain) {
                state = new LinkedHashMap<>();
                state.put("stability", hit.memory().stability());
                state.put("access_count", hit.memory().accessCount());
                state.put("last_accessed_at", MemoryView.iso(hit.memory().lastAccessedAt()));
                state.put("created_at", MemoryView.iso(hit.memory().createdAt()));
                state.put("scope", hit.memory().scope());
                state.put("found_in", hit.memory().isCold() ? "cold" : "hot");
                state.put("project", hit.memory().project());
            }
            List<Step> path = explain ? hit.path().stream().map(Step::of).toList() : null;
            return new Result(hit.memory().id(), hit.memory().content(), hit.score(),
                    hit.via().name().toLowerCase(), hit.hops(), hit.resurrected() ? "hot" : hit.memory().tier(),
                    hit.resurrected(), components, path, state);
        }
    }

    /** One hop of an associative result's path: from a memory, over an edge (or an entity), to a memory. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record Step(String from, String edge, double edgeWeight, @Nullable String viaEntity, String to,
                       double contribution) {

        static Step of(PathStep step) {
            return new Step(step.fromId(), step.edgeKind(), step.edgeWeight(), step.viaEntity(), step.toId(),
                    step.contribution());
        }
    }
}
