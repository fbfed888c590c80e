package io.mnemograph.startup;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import io.mnemograph.config.LocalPort;

/**
 * Stops the service's start-up, before Neo4j and the embedding model load, when the HTTP port is already taken, with a
 * message naming {@code micronaut.server.port}. Only in the {@value #ENVIRONMENT} environment, which
 * {@code Application} sets when it runs the service: the command-line tools and the tests start no HTTP server here.
 */
@Context
@Order(Ordered.HIGHEST_PRECEDENCE)
@Requires(env = ServerPortCheck.ENVIRONMENT)
public final class ServerPortCheck {

    /** The Micronaut environment of the running service. */
    public static final String ENVIRONMENT = "service";

    public ServerPortCheck(
            @Value("${micronaut.server.host:}") @Nullable String host,
            @Value("${micronaut.server.port:8080}") int port) {
        LocalPort.requireFree("micronaut.server.port", host, port);
    }
}
