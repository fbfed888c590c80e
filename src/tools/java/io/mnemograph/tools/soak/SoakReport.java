package io.mnemograph.tools.soak;

import io.mnemograph.tools.bench.Latency;
import java.util.List;
import java.util.Locale;

/**
 * What a soak measured.
 *
 * @param clients          concurrent clients
 * @param seconds          wall time of the load phase
 * @param remembers        acknowledged remembers
 * @param recalls          acknowledged recalls
 * @param rememberErrors   remembers that failed (any status but 201, or no answer)
 * @param recallErrors     recalls that failed (any status but 200, or no answer)
 * @param remember         remember latency, null when none succeeded
 * @param recall           recall latency, null when none succeeded
 * @param audit            expected against stored access counts
 * @param errorSamples     the first few error messages
 */
public record SoakReport(
        int clients,
        double seconds,
        long remembers,
        long recalls,
        long rememberErrors,
        long recallErrors,
        Latency remember,
        Latency recall,
        BoostLedger.Audit audit,
        List<String> errorSamples) {

    /** Acknowledged operations per second. */
    public double throughput() {
        return (remembers + recalls) / seconds;
    }

    /** Every failed operation. */
    public long errors() {
        return rememberErrors + recallErrors;
    }

    /** True when nothing failed and every acknowledged write and boost is stored. */
    public boolean clean() {
        return errors() == 0 && audit.missing() == 0 && audit.lostBoosts() == 0 && audit.surplus() == 0;
    }

    /** Human-readable summary, one fact per line. */
    public String format() {
        StringBuilder out = new StringBuilder();
        out.append(
                String.format(Locale.ROOT, "soak: %d clients, %.1f s, %.1f ops/s%n", clients, seconds, throughput()));
        out.append(line("remember", remembers, rememberErrors, remember));
        out.append(line("recall", recalls, recallErrors, recall));
        out.append(String.format(
                Locale.ROOT,
                "audit: %d memories, %d missing, %d mismatched, %d lost boosts, %d surplus boosts%n",
                audit.memories(),
                audit.missing(),
                audit.mismatched(),
                audit.lostBoosts(),
                audit.surplus()));
        errorSamples.forEach(e -> out.append("error: ").append(e).append(System.lineSeparator()));
        out.append(clean() ? "result: clean" : "result: NOT clean").append(System.lineSeparator());
        return out.toString();
    }

    private static String line(String op, long ok, long errors, Latency latency) {
        if (latency == null) {
            return String.format(Locale.ROOT, "%s: 0 ok, %d errors%n", op, errors);
        }
        return String.format(
                Locale.ROOT,
                "%s: %d ok, %d errors, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                op,
                ok,
                errors,
                latency.p50Ms(),
                latency.p95Ms(),
                latency.p99Ms(),
                latency.maxMs());
    }
}
