package io.mnemograph.core;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waits for work run on another thread and rethrows its failure as the caller's own. */
public final class Futures {

    private Futures() {}

    /**
     * The result of {@code running}: a {@link RuntimeException} it threw is rethrown as it is (so the caller maps it as
     * if it had run the work itself), any other failure wrapped as an {@link IllegalStateException} naming
     * {@code work}.
     */
    public static <T> T result(Future<T> running, String work) {
        try {
            return running.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure
                    ? failure
                    : new IllegalStateException(work + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during " + work, e);
        }
    }
}
