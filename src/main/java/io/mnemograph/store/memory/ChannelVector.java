package io.mnemograph.store.memory;

/** A memory's vector in a further embedding channel, to be written (cypher/channel/set-vectors.cypher). */
public record ChannelVector(String id, String namespace, float[] vector) {}
