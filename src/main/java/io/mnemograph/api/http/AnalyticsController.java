package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.mnemograph.analytics.AnalyticsSummary;
import io.mnemograph.analytics.GraphAnalytics;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.Unavailable;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

/** {@code GET /v1/analytics/summary}: the headline figures of a namespace's memory graph (docs/analytics.md). */
@ApiErrors
@Tag(name = "analytics")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/analytics")
public class AnalyticsController {

    /** Most central memories shown unless {@code top} says otherwise. */
    public static final int DEFAULT_TOP = 10;
    /** Most central memories a summary may show. */
    public static final int MAX_TOP = 100;

    private final GraphAnalytics analytics;
    private final NamespaceAccess access;

    public AnalyticsController(GraphAnalytics analytics, NamespaceAccess access) {
        this.analytics = analytics;
        this.access = access;
    }

    @Operation(
            operationId = "analyticsSummary",
            summary = "The headline figures of a namespace's memory graph (docs/analytics.md)")
    @Get(value = "/summary", produces = MediaType.APPLICATION_JSON)
    public AnalyticsSummary summary(
            @Nullable @QueryValue String namespace, @QueryValue(defaultValue = "" + DEFAULT_TOP) String top) {
        if (!analytics.gdsAvailable()) {
            throw new Unavailable("Graph Data Science is not installed in Neo4j: turn on mnemograph.embedded.gds "
                    + "(the embedded default) or install the GDS plugin on the server");
        }
        String ns = access.namespace(namespace, Role.READ);
        int limit = top(top);
        return analytics.summary(ns, limit);
    }

    private static int top(String top) {
        try {
            int value = Integer.parseInt(top.strip());
            if (value >= 1 && value <= MAX_TOP) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new InvalidInput("top", "must be an integer from 1 to " + MAX_TOP);
    }
}
