package io.mnemograph.api.http;

import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.model.NewerStatement;

/** A newer memory that contradicts or supersedes a recall result: its id, its content and when it was said. */
@Serdeable(naming = SnakeCaseStrategy.class)
public record NewerStatementView(String id, String content, String rememberedAt) {

    static NewerStatementView of(NewerStatement statement) {
        return new NewerStatementView(statement.id(), statement.content(), MemoryView.iso(statement.rememberedAt()));
    }
}
