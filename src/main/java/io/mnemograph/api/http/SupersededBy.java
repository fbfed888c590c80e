package io.mnemograph.api.http;

import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.model.NewerStatement;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * The newest memory that supersedes a recall result ({@code RecallResult.superseded_by}), shown as
 * {@link NewerStatementView} shows a conflict; its schema admits {@code null} (no such memory), for the reason
 * {@link RecallMemoryState} gives.
 */
@Serdeable(naming = SnakeCaseStrategy.class)
@Schema(
        nullable = true,
        description = "The newest memory that supersedes a recall result: its id, its content and when it was said;"
                + " null when none")
public record SupersededBy(String id, String content, String rememberedAt) {

    static SupersededBy of(NewerStatement statement) {
        NewerStatementView view = NewerStatementView.of(statement);
        return new SupersededBy(view.id(), view.content(), view.rememberedAt());
    }
}
