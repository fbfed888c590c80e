package io.mnemograph.tools.soak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Counting of expected access counts and the audit against stored ones. */
class BoostLedgerTest {

    @Test
    void audit_everyBoostStored_clean() {
        BoostLedger ledger = new BoostLedger();
        ledger.remembered("a");
        ledger.remembered("b");
        ledger.recalled("a");
        ledger.recalled("a");
        ledger.recalled("b");

        BoostLedger.Audit audit = ledger.audit(Map.of("a", 2L, "b", 1L));

        assertThat(ledger.expected()).containsExactlyInAnyOrderEntriesOf(Map.of("a", 2L, "b", 1L));
        assertThat(audit).isEqualTo(new BoostLedger.Audit(2, 0, 0, 0, 0));
    }

    @Test
    void audit_storedBelowExpected_countsLostBoosts_andSurplusSeparately() {
        BoostLedger ledger = new BoostLedger();
        ledger.remembered("a");
        ledger.remembered("b");
        for (int i = 0; i < 3; i++) {
            ledger.recalled("a");
        }

        BoostLedger.Audit audit = ledger.audit(Map.of("a", 1L, "b", 2L));

        assertThat(audit.lostBoosts()).isEqualTo(2);
        assertThat(audit.surplus()).isEqualTo(2);
        assertThat(audit.mismatched()).isEqualTo(2);
        assertThat(audit.missing()).isZero();
    }

    @Test
    void audit_acknowledgedMemoryAbsent_countsMissing() {
        BoostLedger ledger = new BoostLedger();
        ledger.remembered("a");
        ledger.remembered("gone");

        BoostLedger.Audit audit = ledger.audit(Map.of("a", 0L));

        assertThat(audit.missing()).isEqualTo(1);
        assertThat(audit.memories()).isEqualTo(2);
    }

    @Test
    void recalled_memoryNotRememberedByThisRun_ignored() {
        BoostLedger ledger = new BoostLedger();
        ledger.remembered("a");
        ledger.recalled("older");
        ledger.remembered("a");

        assertThat(ledger.expected()).containsExactly(Map.entry("a", 0L));
    }
}
