package io.mnemograph.tools.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The invented LoCoMo-format fixture of the eval tests: conv-901 and conv-902, 30 turns, 12 questions. */
final class Fixtures {

    static final String RESOURCE = "/eval/locomo-fixture.json";

    private Fixtures() {}

    /** The fixture, parsed. */
    static LocomoDataset dataset() {
        try (InputStream in = Fixtures.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + RESOURCE);
            }
            return LocomoDataset.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
