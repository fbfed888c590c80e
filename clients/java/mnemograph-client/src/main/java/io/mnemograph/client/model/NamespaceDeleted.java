package io.mnemograph.client.model;

/** What {@code DELETE /v1/namespaces/{namespace}} answers ({@code NamespaceDeleted}). */
public record NamespaceDeleted(String namespace, long nodesDeleted, long edgesDeleted) {}
