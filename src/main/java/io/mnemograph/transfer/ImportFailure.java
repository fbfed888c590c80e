package io.mnemograph.transfer;

/**
 * An import stopped at a line of its file: the line number (1-based), what is wrong, and how much of the file was
 * committed before it (every batch before the one holding the line; import is idempotent, so fixing the line and
 * running it again completes the job).
 */
public final class ImportFailure extends RuntimeException {

    private final long line;
    private final long committedLines;

    public ImportFailure(long line, String reason, long committedLines) {
        super("line " + line + ": " + reason + " ("
                + (committedLines == 0
                        ? "nothing is imported"
                        : "lines 1 to " + committedLines + " are imported, nothing after them")
                + ")");
        this.line = line;
        this.committedLines = committedLines;
    }

    /** The 1-based line of the file the import stopped at. */
    public long line() {
        return line;
    }

    /** How many lines from the start of the file are committed (0 when nothing is). */
    public long committedLines() {
        return committedLines;
    }
}
