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
import io.mnemograph.api.error.ConflictError;
import io.mnemograph.api.request.ConsolidateBody;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.core.PromotionRule;
import io.mnemograph.model.Consolidation;
import io.mnemograph.pipeline.lifecycle.ConsolidationPipeline;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code POST /v1/consolidate}: run the lifecycle sweep of one namespace now (it also runs on a schedule), as of
 * {@code at} (default now, at most five minutes ahead: a sweep never applies a future). 409 when another sweep of the namespace is running. A sweep of a large namespace takes
 * a while, so it runs on the blocking executor, never on an HTTP event loop.
 */
@ApiErrors
@Tag(name = "consolidate")
@Controller("/v1/consolidate")
@ExecuteOn(TaskExecutors.BLOCKING)
public class ConsolidateController {

    private final NamespaceAccess access;
    private final ConsolidationPipeline consolidation;
    private final Clock clock;

    public ConsolidateController(ConsolidationPipeline consolidation, NamespaceAccess access, Clock clock) {
        this.access = access;
        this.consolidation = consolidation;
        this.clock = clock;
    }

    /** An empty body is read as {@code {}}: the default namespace, now. */
    @Operation(
            operationId = "consolidate",
            summary = "Run the lifecycle sweep of a namespace now",
            description = "409 while another sweep of the namespace runs")
    @RequestBody(
            required = false,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ConsolidateBody.class),
                            examples =
                                    @ExampleObject(
                                            name = "the default namespace, now",
                                            value = "{\"namespace\": \"default\"}")))
    @ConflictError
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public ConsolidationView consolidate(@Nullable @Body ConsolidateBody body) {
        ConsolidateBody request = body == null ? ConsolidateBody.EMPTY : body;
        String namespace = access.namespace(request.namespace(), Role.ADMIN);
        Instant now = clock.instant();
        Instant at =
                TimeBounds.check("at", RequestMapper.instant("at", request.at()), now, TimeBounds.WRITING_AT_AHEAD);
        return ConsolidationView.of(consolidation.consolidate(namespace, at == null ? now : at));
    }

    /** The counts of one sweep: each is exactly what this sweep changed. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "Consolidation")
    public record ConsolidationView(
            String namespace,
            String at,
            long cooled,
            long promoted,
            Map<String, Long> promotedByRule,
            long expired,
            long edgesPruned,
            long edgesDecayed,
            long durationMs) {

        /** The counts of {@code c}. */
        public static ConsolidationView of(Consolidation c) {
            Map<String, Long> byRule = new LinkedHashMap<>();
            for (PromotionRule rule : PromotionRule.values()) {
                byRule.put(
                        rule.name().toLowerCase(Locale.ROOT), c.promotedByRule().getOrDefault(rule, 0L));
            }
            return new ConsolidationView(
                    c.namespace(),
                    c.at().toString(),
                    c.cooled(),
                    c.promoted(),
                    byRule,
                    c.expired(),
                    c.edgesPruned(),
                    c.edgesDecayed(),
                    c.duration().toMillis());
        }
    }
}
