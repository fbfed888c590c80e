package io.mnemograph.startup;

import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import io.micronaut.web.router.Router;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.StartupSettings;
import io.mnemograph.pipeline.DatabaseStatus;
import io.mnemograph.pipeline.EmbeddingStatus;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs one "ready" line once the HTTP server listens and the service has warmed up ({@link WarmUp}, unless
 * {@code mnemograph.startup.warm-up} is false) and the embedded Graph Data Science is registered, with every address a newcomer needs: the API, Neo4j Browser, Bolt and,
 * when the MCP endpoint is served, {@code /mcp}; Browser's with the connection form filled in. Micronaut's own
 * start-up line is below the log level. It also starts the first background probe of the embedding model
 * ({@link EmbeddingStatus}), which {@code /health} reads.
 */
@Singleton
public final class ReadyLine implements ApplicationEventListener<ServerStartupEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(ReadyLine.class);
    static final String MCP_PATH = "/mcp";

    private final DatabaseStatus neo4j;
    private final Router router;
    private final WarmUp warmUp;
    private final StartupSettings startup;
    private final EmbeddedSettings embedded;
    private final EmbeddingStatus embedding;

    public ReadyLine(
            DatabaseStatus neo4j,
            Router router,
            WarmUp warmUp,
            StartupSettings startup,
            EmbeddedSettings embedded,
            EmbeddingStatus embedding) {
        this.neo4j = neo4j;
        this.router = router;
        this.warmUp = warmUp;
        this.startup = startup;
        this.embedded = embedded;
        this.embedding = embedding;
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        if (startup.warmUp()) {
            warmUp.run();
        }
        embedding.refresh();
        neo4j.awaitGds();
        LOG.info(text(event.getSource().getURL().toString()));
    }

    /** The line for an API served at {@code apiUrl} (no trailing slash). */
    String text(String apiUrl) {
        List<String> parts = new ArrayList<>();
        parts.add("API " + apiUrl);
        if (servesMcp()) {
            parts.add("MCP " + apiUrl + MCP_PATH);
        }
        if (neo4j.browserUrl() != null) {
            parts.add("Neo4j Browser " + browserLink(neo4j.browserUrl(), neo4j.uri(), embedded.auth()));
        }
        parts.add((neo4j.browserUrl() != null ? "Bolt " : "Neo4j ") + neo4j.uri());
        return "mnemograph ready: " + String.join(", ", parts);
    }

    /**
     * Neo4j Browser's address with its connection form filled in (Browser's URL parameters): the Bolt address and,
     * with authentication on, the user {@code neo4j}, so that only the password is left to type.
     */
    static String browserLink(String browserUrl, String boltUri, boolean auth) {
        String dbms = auth ? boltUri.replaceFirst("://", "://neo4j@") : boltUri;
        return browserUrl + "?dbms=" + dbms + "&preselectAuthMethod=" + (auth ? "NATIVE" : "NO_AUTH");
    }

    private boolean servesMcp() {
        return router.uriRoutes()
                .anyMatch(route -> route.getUriMatchTemplate().toPathString().equals(MCP_PATH));
    }
}
