package io.mnemograph.store.disk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mnemograph.api.error.ErrorMapping;
import io.mnemograph.config.DiskSettings;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.Neo4jSettings;
import io.mnemograph.model.DiskFull;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The disk budget's sizes (docs/reliability.md, "Full disk") and the gate's decision on a real file system: a floor
 * above its free space refuses, one below lets through, a remote database is not watched. DiskFullIT proves the
 * whole on small file systems.
 */
class DiskGuardTest {

    private static final long MIB = 1L << 20;
    private static final Neo4jSettings EMBEDDED = new Neo4jSettings("", "neo4j", "", "neo4j");
    private static final Neo4jSettings REMOTE = new Neo4jSettings("bolt://127.0.0.1:7687", "neo4j", "", "neo4j");

    @TempDir
    Path data;

    @Test
    void of_aDiskSmallerThanNeo4jsPreallocation_logFilesOfAThirtySecondAndAFloorOfFourFilesAnd32MiB() {
        DiskBudget budget = DiskBudget.of(120_000_000, 0);

        assertThat(budget.rotationBytes()).isEqualTo(3 * MIB);
        assertThat(budget.floorBytes()).isEqualTo((4 * 3 + 32) * MIB);
        assertThat(budget.neo4jSettings())
                .containsEntry("db.tx_log.rotation.size", Long.toString(3 * MIB))
                .containsEntry("db.checkpoint.interval.volume", Long.toString(3 * MIB))
                .containsEntry("db.tx_log.rotation.retention_policy", "2 files")
                .containsEntry("internal.dbms.out_of_disk_space_protection", "true");
    }

    @Test
    void of_sizesAtTheEnds_logFilesBetweenOneAnd256MiB() {
        assertThat(DiskBudget.of(400L * MIB, 0).rotationBytes()).isEqualTo(12 * MIB);
        assertThat(DiskBudget.of(400L * MIB, 0).floorBytes()).isEqualTo(80 * MIB);
        assertThat(DiskBudget.of(10L * MIB, 0).rotationBytes()).isEqualTo(MIB);
        assertThat(DiskBudget.of(1L << 40, 0).rotationBytes()).isEqualTo(256 * MIB);
        assertThat(DiskBudget.of(1L << 40, 0).floorBytes()).isEqualTo((4 * 256 + 32) * MIB);
    }

    @Test
    void of_aFloorAskedFor_isThatFloor() {
        assertThat(DiskBudget.of(400L * MIB, 150).floorBytes()).isEqualTo(150 * MIB);
    }

    @Test
    void requireRoom_freeSpaceBelowTheFloor_refusesWithFreeSpaceAndFloorAnd507() {
        DiskGuard guard = guard(DiskSettings.MAX_FLOOR_MB);

        assertThat(guard.hasRoom()).isFalse();
        assertThatThrownBy(guard::requireRoom).isInstanceOfSatisfying(DiskFull.class, full -> {
            assertThat(full.floorBytes()).isEqualTo((long) DiskSettings.MAX_FLOOR_MB * MIB);
            assertThat(full.freeBytes()).isLessThan(full.floorBytes());
            ErrorMapping.Answer answer = ErrorMapping.answer(full, "a write");
            assertThat(answer.status()).isEqualTo(507);
            assertThat(answer.retryLater()).isTrue();
            assertThat(answer.body().error().code()).isEqualTo("disk_full");
            assertThat(answer.body().error().message()).contains("MiB free, below the floor of 1048576 MiB");
        });
    }

    @Test
    void requireRoom_freeSpaceAboveTheFloor_letsTheWriteThrough() {
        DiskGuard guard = guard(1);

        guard.requireRoom();

        assertThat(guard.hasRoom()).isTrue();
        assertThat(guard.state())
                .hasValueSatisfying(state -> assertThat(state.freeBytes()).isPositive());
    }

    @Test
    void state_aRemoteDatabase_isNotWatched() {
        DiskGuard guard = new DiskGuard(REMOTE, settings(), new DiskSettings(DiskSettings.MAX_FLOOR_MB));

        guard.requireRoom();

        assertThat(guard.state()).isEmpty();
    }

    private DiskGuard guard(int floorMb) {
        return new DiskGuard(EMBEDDED, settings(), new DiskSettings(floorMb));
    }

    private EmbeddedSettings settings() {
        return new EmbeddedSettings(data.toString(), 0, 0, false, true, false);
    }
}
