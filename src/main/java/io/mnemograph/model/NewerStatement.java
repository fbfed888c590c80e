package io.mnemograph.model;

import java.time.ZonedDateTime;

/**
 * A newer memory that contradicts or supersedes a recalled one.
 *
 * @param rememberedAt when it was said (its {@code created_at}: {@code occurred_at} when given)
 */
public record NewerStatement(String id, String content, ZonedDateTime rememberedAt) {}
