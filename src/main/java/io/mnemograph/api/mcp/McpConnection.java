package io.mnemograph.api.mcp;

import io.micronaut.core.annotation.Nullable;
import io.mnemograph.api.security.Caller;

/**
 * Who an MCP connection acts for and in which namespace: the caller of its key, and the namespace of its
 * configuration (the {@code namespace} query parameter or header of the HTTP URL, {@code --namespace} on stdio), or
 * null for the key's only namespace, else {@code default}. Never a tool argument: the model does not choose it.
 */
public record McpConnection(Caller caller, @Nullable String namespace) {}
