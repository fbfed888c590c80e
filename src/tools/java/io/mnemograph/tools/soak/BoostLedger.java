package io.mnemograph.tools.soak;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The access counts a soak expects: every acknowledged remember starts a memory at 0, every acknowledged boosting
 * recall adds 1 for each memory it returned (the recall write-back's {@code access_count + 1},
 * {@code cypher/recall/write-back.cypher}). Thread-safe; shared by all soak clients.
 */
public final class BoostLedger {

    private final Map<String, LongAdder> expected = new ConcurrentHashMap<>();

    /** An acknowledged remember of {@code id}. */
    public void remembered(String id) {
        expected.putIfAbsent(id, new LongAdder());
    }

    /** An acknowledged boosting recall returned {@code id}. Memories of earlier runs are not tracked. */
    public void recalled(String id) {
        LongAdder count = expected.get(id);
        if (count != null) {
            count.increment();
        }
    }

    /** The memories remembered, with the access count each should have. */
    public Map<String, Long> expected() {
        Map<String, Long> copy = new TreeMap<>();
        expected.forEach((id, count) -> copy.put(id, count.sum()));
        return copy;
    }

    /**
     * Compares the expected counts with the stored ones ({@code stored} lacks an id the service no longer has).
     * A recall that failed on the client may still have committed its boost, so surplus is told apart from loss.
     */
    public Audit audit(Map<String, Long> stored) {
        long lost = 0;
        long surplus = 0;
        int missing = 0;
        int mismatched = 0;
        for (Map.Entry<String, Long> e : expected().entrySet()) {
            Long actual = stored.get(e.getKey());
            if (actual == null) {
                missing++;
                continue;
            }
            long diff = e.getValue() - actual;
            if (diff != 0) {
                mismatched++;
            }
            lost += Math.max(0, diff);
            surplus += Math.max(0, -diff);
        }
        return new Audit(expected.size(), missing, mismatched, lost, surplus);
    }

    /**
     * Result of comparing expected and stored access counts.
     *
     * @param memories   memories remembered by the soak
     * @param missing    acknowledged memories the service no longer returns (lost writes)
     * @param mismatched memories whose stored count differs from the expected one
     * @param lostBoosts boosts acknowledged to a client but not stored
     * @param surplus    boosts stored beyond the acknowledged ones (from recalls that failed on the client side)
     */
    public record Audit(int memories, int missing, int mismatched, long lostBoosts, long surplus) {}
}
