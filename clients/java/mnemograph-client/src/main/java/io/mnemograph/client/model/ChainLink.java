package io.mnemograph.client.model;

import java.util.List;

/** One memory of a supersedes chain, with the ids it supersedes and is superseded by ({@code ChainLink}). */
public record ChainLink(Memory memory, List<String> supersedes, List<String> supersededBy) {}
