package io.mnemograph.api.health;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.mnemograph.pipeline.DatabaseStatus;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * {@code /health} part: the free space of the embedded data directory's file system against the floor below which
 * writes are refused. It stays UP below the floor (the service answers reads, and writes resume by themselves once
 * space is freed); its details say whether writes are accepted. Against a remote server it watches nothing.
 */
@Singleton
public class DiskHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    private final DatabaseStatus database;

    public DiskHealthIndicator(DatabaseStatus database) {
        this.database = database;
    }

    @Override
    protected Map<String, Object> getHealthInformation() {
        healthStatus = HealthStatus.UP;
        return database.disk();
    }

    @Override
    protected String getName() {
        return "disk";
    }
}
