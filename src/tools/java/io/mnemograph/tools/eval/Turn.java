package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.Objects;

/**
 * One LoCoMo dialogue turn, replayed as one memory.
 *
 * @param diaId the turn's id, {@code D<session>:<index>}, e.g. {@code D1:3}
 * @param speaker who said it
 * @param text what was said
 * @param caption the BLIP caption of a shared image, or {@code null} when the turn shares none
 * @param occurredAt when the turn was said, read as UTC: its own {@code date_time} when the file gives one (RealMem),
 *                   else its session's (LoCoMo: every turn of a session shares it)
 * @param session the session number {@code N} of {@code session_N}
 */
public record Turn(String diaId, String speaker, String text, String caption, Instant occurredAt, int session) {

    /** Validates the required fields. */
    public Turn {
        Objects.requireNonNull(diaId, "diaId");
        Objects.requireNonNull(speaker, "speaker");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(occurredAt, "occurredAt");
    }

    /** This turn as the memory an evaluation stores: {@link #memoryText()} at {@link #occurredAt()}, in session {@code session-N}. */
    public EvalMemory memory() {
        return new EvalMemory(diaId, memoryText(), occurredAt, "turn", "session-" + session);
    }

    /** The text stored as the memory: {@code "<speaker>: <text>"}, plus {@code " [image: <caption>]"} when captioned. */
    public String memoryText() {
        String said = speaker + ": " + text;
        return caption == null ? said : said + " [image: " + caption + "]";
    }
}
