package io.mnemograph.api;

import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import io.micronaut.web.router.Router;
import io.mnemograph.pipeline.DatabaseStatus;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;

/**
 * Logs one "ready" line once the HTTP server listens, with every address a newcomer needs: the API, Neo4j Browser,
 * Bolt and, when the MCP endpoint is served, {@code /mcp}. Micronaut's own start-up line is below the log level.
 */
@Singleton
public final class ReadyLine implements ApplicationEventListener<ServerStartupEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(ReadyLine.class);
    static final String MCP_PATH = "/mcp";

    private final DatabaseStatus neo4j;
    private final Router router;

    public ReadyLine(DatabaseStatus neo4j, Router router) {
        this.neo4j = neo4j;
        this.router = router;
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
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
            parts.add("Neo4j Browser " + neo4j.browserUrl());
        }
        parts.add((neo4j.browserUrl() != null ? "Bolt " : "Neo4j ") + neo4j.uri());
        return "mnemograph ready: " + String.join(", ", parts);
    }

    private boolean servesMcp() {
        return router.uriRoutes().anyMatch(route -> route.getUriMatchTemplate().toPathString().equals(MCP_PATH));
    }
}
