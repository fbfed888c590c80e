package io.mnemograph.tools.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The invented MADial-Bench-format fixture of the eval tests: 8 memories of Mia and Tom, 4 dialogues. */
final class MadialFixtures {

    static final String MEMORIES = "/eval/madial/memory.json";
    static final String DIALOGUES = "/eval/madial/dialogue.json";

    private MadialFixtures() {}

    /** Copies the resource {@code resource} into {@code dir} and returns the file. */
    static Path copy(String resource, Path dir) {
        Path file = dir.resolve(Path.of(resource).getFileName().toString());
        try (InputStream in = MadialFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            Files.copy(in, file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fixture, parsed from copies in {@code dir}. */
    static MadialDataset dataset(Path dir) {
        try {
            return MadialDataset.load(copy(MEMORIES, dir), copy(DIALOGUES, dir));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
