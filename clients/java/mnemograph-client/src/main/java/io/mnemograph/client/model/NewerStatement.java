package io.mnemograph.client.model;

/** A newer memory that contradicts or supersedes a recalled one ({@code NewerStatementView}). */
public record NewerStatement(String id, String content, String rememberedAt) {}
