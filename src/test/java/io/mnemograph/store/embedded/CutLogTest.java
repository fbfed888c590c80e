package io.mnemograph.store.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How a database's failure is told to be a cut transaction log (the refusal itself: CutLogRecoveryIT). */
class CutLogTest {

    @Test
    void cut_neo4jsRefusalToRecoverAnywhereInTheChain_isACutLog() {
        Throwable refusal = new RuntimeException(
                "Error reading transaction logs, recovery not possible. To force the database to start anyway, you "
                        + "can specify '" + CutLog.TOLERATING_SETTING + "=false'.",
                new IllegalStateException("Log file contains entries with prefix 52"));
        assertThat(CutLog.cut(new IllegalStateException("Component failed to initialize", refusal)))
                .isTrue();
        assertThat(CutLog.TOLERATING_SETTING).isEqualTo("internal.dbms.tx_log.fail_on_corrupted_log_files");
    }

    @Test
    void cut_otherFailures_areNot() {
        assertThat(CutLog.cut(new IllegalStateException("Store files are locked", new RuntimeException((String) null))))
                .isFalse();
        assertThat(CutLog.rootMessage(new RuntimeException("outer", new IllegalStateException("inner"))))
                .isEqualTo("inner");
    }
}
