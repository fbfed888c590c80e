package io.mnemograph.api.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import java.util.Set;

/** Which MCP messages a process still starting can answer as the started one does, read from the raw message. */
public final class McpStartingMessages {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The requests answered before even the settings are read: the handshake. */
    private static final Set<String> HANDSHAKE_METHODS = Set.of("initialize", "ping", "server/discover");
    /** The requests a process still starting answers as the started one does: none needs the database. */
    private static final Set<String> ANSWERED_WHILE_STARTING = Set.of(
            "initialize",
            "ping",
            "server/discover",
            "tools/list",
            "prompts/list",
            "resources/list",
            "resources/templates/list");

    private McpStartingMessages() {}

    /**
     * Whether {@code text} is answered by {@link McpProtocol#starting} as by the started service: a request that needs
     * no database ({@code initialize}, {@code tools/list}, ...), a notification, or a message that is not one.
     */
    public static boolean answersWhileStarting(String text) {
        return answeredAlone(text, ANSWERED_WHILE_STARTING);
    }

    /**
     * Whether {@code text} is answered by any protocol alike, even one whose tools are not described yet: a handshake
     * request ({@code initialize}, {@code ping}, {@code server/discover}), a notification, or a message that is not
     * one.
     */
    public static boolean answersBeforeSettings(String text) {
        return answeredAlone(text, HANDSHAKE_METHODS);
    }

    private static boolean answeredAlone(String text, Set<String> methods) {
        try {
            return !(JSON.readValue(text, Object.class) instanceof Map<?, ?> message)
                    || !message.containsKey("id")
                    || methods.contains(message.get("method"));
        } catch (IOException e) {
            return true;
        }
    }
}
