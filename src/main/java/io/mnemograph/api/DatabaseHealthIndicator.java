package io.mnemograph.api;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.annotation.Readiness;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.Neo4jConnection;
import jakarta.inject.Singleton;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code /health} part: the Neo4j database answers through the driver. */
@Singleton
@Readiness
public class DatabaseHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final MemoryStore store;
    private final Neo4jConnection connection;

    public DatabaseHealthIndicator(MemoryStore store, Neo4jConnection connection) {
        this.store = store;
        this.connection = connection;
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        healthStatus = store.ping() ? HealthStatus.UP : HealthStatus.DOWN;
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("uri", connection.uri());
        if (connection.browserUrl() != null) {
            details.put("browser", connection.browserUrl());
        }
        return details;
    }

    @Override
    protected String getName() {
        return "neo4j";
    }
}
