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
import io.mnemograph.api.error.Conflict;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.core.PromotionRule;
import io.mnemograph.pipeline.Consolidation;
import io.mnemograph.pipeline.ConsolidationPipeline;
import io.mnemograph.pipeline.SweepInProgress;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code POST /v1/consolidate}: run the lifecycle sweep of one namespace now (it also runs on a schedule), as of
 * {@code at} (default now, at most five minutes ahead: a sweep never applies a future). 409 when another sweep of the namespace is running. A sweep of a large namespace takes
 * a while, so it runs on the blocking executor, never on an HTTP event loop.
 */
@Controller("/v1/consolidate")
@ExecuteOn(TaskExecutors.BLOCKING)
public class ConsolidateController {

    static final Set<String> FIELDS = Set.of("namespace", "at");
    private static final byte[] EMPTY_OBJECT = "{}".getBytes(StandardCharsets.UTF_8);

    private final NamespaceAccess access;
    private final JsonMapper json;
    private final ConsolidationPipeline consolidation;
    private final Clock clock;

    public ConsolidateController(JsonMapper json, ConsolidationPipeline consolidation, NamespaceAccess access,
                                 Clock clock) {
        this.json = json;
        this.access = access;
        this.consolidation = consolidation;
        this.clock = clock;
    }

    /** An empty body is read as {@code {}}: the default namespace, now. */
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public ConsolidationView consolidate(@Nullable @Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body == null || body.length == 0 ? EMPTY_OBJECT : body,
                FIELDS);
        String namespace = access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null),
                Role.ADMIN);
        Instant now = clock.instant();
        Instant at = TimeBounds.check("at", fields.optionalInstant("at"), now, TimeBounds.WRITING_AT_AHEAD);
        try {
            return ConsolidationView.of(consolidation.consolidate(namespace, at == null ? now : at));
        } catch (SweepInProgress e) {
            throw new Conflict("namespace", e.getMessage());
        }
    }

    /** The counts of one sweep: each is exactly what this sweep changed. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record ConsolidationView(String namespace, String at, long cooled, long promoted,
                                    Map<String, Long> promotedByRule, long expired, long edgesPruned,
                                    long edgesDecayed, long durationMs) {

        /** The counts of {@code c}. */
        public static ConsolidationView of(Consolidation c) {
            Map<String, Long> byRule = new LinkedHashMap<>();
            for (PromotionRule rule : PromotionRule.values()) {
                byRule.put(rule.name().toLowerCase(Locale.ROOT), c.promotedByRule().getOrDefault(rule, 0L));
            }
            return new ConsolidationView(c.namespace(), c.at().toString(), c.cooled(), c.promoted(), byRule,
                    c.expired(), c.edgesPruned(), c.edgesDecayed(), c.duration().toMillis());
        }
    }
}
