package io.mnemograph.client.model;

import java.util.List;

/** A memory's associations, strongest first, and the entities it mentions ({@code MemoryLinks}). */
public record MemoryLinks(
        String id,
        String namespace,
        List<AssociationLink> associations,
        long associationCount,
        List<EntityLink> entities,
        long entityCount) {}
