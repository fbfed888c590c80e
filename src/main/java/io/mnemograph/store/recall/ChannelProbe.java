package io.mnemograph.store.recall;

import io.mnemograph.embedding.EmbeddingChannel;

/** A recall's query as a further channel's model embeds it. */
public record ChannelProbe(EmbeddingChannel channel, float[] vector) {}
