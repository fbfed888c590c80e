package io.mnemograph.config;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Locale;

/**
 * Start-up check that a configured local port is free, so a port already taken (another mnemograph, a local Neo4j on
 * 7474/7687, any server on 8080) stops start-up with a message naming the setting to change, before anything starts.
 *
 * <p>The check binds and releases the port; something may still take it between the check and the real bind, in
 * which case the server's own error is the one reported.
 */
public final class LocalPort {

    private LocalPort() {}

    /**
     * Fails with a {@link ConfigurationError} naming {@code key} when {@code port} on {@code host} cannot be bound.
     * Ports of 0 or below (pick a free one) are not checked.
     */
    public static void requireFree(String key, String host, int port) {
        if (port <= 0) {
            return;
        }
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(
                    new InetSocketAddress(host == null || host.isBlank() ? null : InetAddress.getByName(host), port));
        } catch (IOException e) {
            throw new ConfigurationError("Port " + port + " on " + (host == null ? "*" : host)
                    + " is already in use (another mnemograph, a local Neo4j, another server?): stop what uses it, "
                    + "or set " + key + " (environment variable " + environmentVariable(key) + ") to a free port, "
                    + "or to 0 for any free port. (" + e.getMessage() + ")");
        }
    }

    /** The environment-variable form of a setting: {@code mnemograph.embedded.bolt-port} -> {@code MNEMOGRAPH_EMBEDDED_BOLT_PORT}. */
    static String environmentVariable(String key) {
        return key.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }
}
