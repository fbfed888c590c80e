package io.mnemograph.store.memory;

import io.mnemograph.model.Contradiction;
import java.util.List;

/**
 * The edges from one new memory: its associations (at most one per target), the memories it may contradict, and the
 * memory it supersedes (or null).
 */
public record NewEdges(List<AssociationLink> associations, List<Contradiction> conflicts, String supersedes) {}
