package io.mnemograph.store.embedded;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The settings of a service context on its own embedded Neo4j in a new directory, as the evaluations, the bench and
 * the tests that need a database of their own start it: free Bolt and HTTP ports, no Browser, no Graph Data Science,
 * no scheduled sweep (such a run stores history with past timestamps, which a sweep at the real "now" would cool),
 * no HTTP server unless one is asked for, and patient timeouts: such a run loads whole conversations in large batches,
 * often on a loaded machine, where the service's 30 s transactions and 120 s requests are too short (a `-D`
 * setting or its environment variable still wins).
 */
public final class FreshInstance {

    private FreshInstance() {}

    /** The settings for a context whose embedded Neo4j lives in {@code dataDir}; a mutable map, to add to. */
    public static Map<String, Object> settings(Path dataDir) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("mnemograph.neo4j.uri", "");
        settings.put("mnemograph.embedded.data-dir", dataDir.toString());
        settings.put("mnemograph.embedded.bolt-port", 0);
        settings.put("mnemograph.embedded.http-port", 0);
        settings.put("mnemograph.embedded.browser", false);
        settings.put("mnemograph.embedded.gds", false);
        settings.put("mnemograph.lifecycle.enabled", false);
        settings.put("micronaut.server.port", -1);
        patient(settings, "mnemograph.timeouts.transaction-seconds", 600);
        patient(settings, "mnemograph.timeouts.request-seconds", 290);
        return settings;
    }

    private static void patient(Map<String, Object> settings, String key, int seconds) {
        String variable = key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
        if (System.getProperty(key) == null && System.getenv(variable) == null) {
            settings.put(key, seconds);
        }
    }
}
