package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * The free space the embedded database's file system must keep (docs/reliability.md, "Full disk"): below the floor
 * writes are refused with 507 and reads go on; nothing for a remote Neo4j server, whose disk is not this host's.
 *
 * @param floorMb free MiB below which writes are refused; 0 sizes it from the file system
 *                ({@code store.disk.DiskBudget}: four transaction-log files and 32 MiB) (default 0, range 0..1,048,576)
 */
@ConfigurationProperties(DiskSettings.PREFIX)
public record DiskSettings(@Bindable(defaultValue = "0") int floorMb) {

    public static final String PREFIX = "mnemograph.disk";

    /** The largest floor: 1 TiB. */
    public static final int MAX_FLOOR_MB = 1 << 20;

    public DiskSettings {
        ConfigurationError.requireRange(PREFIX + ".floor-mb", floorMb, 0, MAX_FLOOR_MB);
    }
}
