package io.mnemograph.api.mcp;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.api.security.Role;
import java.util.Map;
import java.util.Set;

/**
 * One MCP tool: its name, a description an LLM can act on, its arguments' JSON Schema, the role its key needs in the
 * connection's namespace, and what it does. Tools never take a namespace: it comes from the connection.
 *
 * @param name        the tool's name, as {@code tools/call} names it
 * @param title       a short human-readable name
 * @param description what the tool does and when to call it
 * @param role        the role the connection's key needs
 * @param effect      what a call does to the stored memories (MCP's tool annotations)
 * @param arguments   the arguments, with their types, ranges and which are required
 * @param answer      the JSON Schema of a successful call's structured content ({@link OutputSchemas})
 * @param action      what a call does with its checked namespace and arguments; returns the answer to serialise
 */
record MemoryTool(
        String name,
        String title,
        String description,
        Role role,
        Effect effect,
        Schema.Properties arguments,
        Map<String, Object> answer,
        Action action) {

    /** What a call does to the stored memories, told to clients as MCP's read-only, destructive, idempotent hints. */
    enum Effect {
        /** Reads only. */
        READS(true, false, true),
        /** Reads and reinforces what it returns (a recall), so calling twice is not calling once. */
        REINFORCES(false, false, false),
        /** Stores something new. */
        ADDS(false, false, false),
        /** Sets a link; setting it again changes nothing more. */
        LINKS(false, false, true),
        /** Overwrites in place: the old value is gone; doing it again changes nothing more. */
        EDITS(false, true, true),
        /** Deletes. */
        DELETES(false, true, true),
        /** Sweeps: cools, promotes, and deletes what expired. */
        SWEEPS(false, true, false);

        final boolean readOnly;
        final boolean destructive;
        final boolean idempotent;

        Effect(boolean readOnly, boolean destructive, boolean idempotent) {
            this.readOnly = readOnly;
            this.destructive = destructive;
            this.idempotent = idempotent;
        }
    }

    /** What a call does, in {@code namespace} (checked against the caller), with its arguments as JSON. */
    @FunctionalInterface
    interface Action {
        Object run(String namespace, JsonNode arguments);
    }

    /** The names of the arguments the tool accepts; any other is refused, naming it. */
    Set<String> argumentNames() {
        return arguments.properties().keySet();
    }

    /** The JSON Schema of the arguments: an object of exactly these properties. */
    Map<String, Object> inputSchema() {
        return Map.of(
                "type",
                "object",
                "properties",
                arguments.properties(),
                "required",
                arguments.required(),
                "additionalProperties",
                false);
    }
}
