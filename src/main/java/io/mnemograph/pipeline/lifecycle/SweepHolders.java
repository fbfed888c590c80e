package io.mnemograph.pipeline.lifecycle;

import java.lang.management.ManagementFactory;
import java.util.UUID;

/**
 * Who holds a namespace's sweep lock: {@code pid@host/sweep-uuid}, the JVM's process and host and one sweep of it,
 * and whether that holder is gone: a process of this host that no longer runs (a stdio MCP process its client
 * stopped, a killed service). A gone holder's lock is taken over at once instead of after {@code lock-timeout}.
 *
 * <p>Implementation notes: only a holder on this host can be checked (its pid, through {@link ProcessHandle}); one
 * on another host, or whose name has another shape, counts as alive and its lock goes stale by its expiry. A pid the
 * system gave to another process since counts as alive too: the safe side, the expiry still frees the lock.
 */
final class SweepHolders {

    /** This JVM: {@code pid@host}. */
    static final String INSTANCE = ManagementFactory.getRuntimeMXBean().getName();

    private SweepHolders() {}

    /** A new holder name for one sweep of this JVM. */
    static String newHolder() {
        return INSTANCE + "/" + UUID.randomUUID();
    }

    /** True when {@code holder} names a process of this host that has ended. */
    static boolean gone(String holder) {
        if (holder == null) {
            return false;
        }
        int slash = holder.indexOf('/');
        String process = slash < 0 ? holder : holder.substring(0, slash);
        int at = process.indexOf('@');
        if (at < 1 || !process.substring(at + 1).equals(host())) {
            return false;
        }
        long pid;
        try {
            pid = Long.parseLong(process.substring(0, at));
        } catch (NumberFormatException e) {
            return false;
        }
        return pid != ProcessHandle.current().pid()
                && ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
    }

    private static String host() {
        return INSTANCE.substring(INSTANCE.indexOf('@') + 1);
    }
}
