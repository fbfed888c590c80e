package io.mnemograph.core;

import java.time.Duration;

/** A request ran out of its time ({@link Deadline}) and was abandoned before it committed anything. */
public final class DeadlinePassed extends RuntimeException {

    private final Duration budget;

    public DeadlinePassed(Duration budget, String step) {
        super("the request did not finish within its " + budget.toSeconds()
                + " s (mnemograph.timeouts.request-seconds);" + " abandoned " + step + "; nothing of it was kept");
        this.budget = budget;
    }

    /** The request's whole budget. */
    public Duration budget() {
        return budget;
    }
}
