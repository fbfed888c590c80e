package io.mnemograph.tools.bench;

import java.io.PrintStream;

/** The bench's progress lines for one size, each prefixed {@code [bench <size>]}. */
record BenchLog(PrintStream out, int size) {

    /** Prints one line: {@code format} as for {@link String#format}, after the size prefix. */
    void log(String format, Object... args) {
        Object[] all = new Object[args.length + 1];
        all[0] = size;
        System.arraycopy(args, 0, all, 1, args.length);
        out.printf("[bench %,d] " + format + "%n", all);
    }
}
