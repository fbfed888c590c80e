package io.mnemograph.api.health;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.pipeline.DatabaseStatus;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code /health} part: the Neo4j database answers through the driver. */
@Singleton
@Readiness
public class DatabaseHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final DatabaseStatus database;

    public DatabaseHealthIndicator(DatabaseStatus database) {
        this.database = database;
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        healthStatus = database.answers() ? HealthStatus.UP : HealthStatus.DOWN;
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("uri", database.uri());
        if (database.browserUrl() != null) {
            details.put("browser", database.browserUrl());
        }
        return details;
    }

    @Override
    protected String getName() {
        return "neo4j";
    }
}
