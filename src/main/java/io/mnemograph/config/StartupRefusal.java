package io.mnemograph.config;

import java.util.Optional;

/**
 * The service must not start on this data with these settings, for a reason known and said in one line: what is
 * wrong, the setting, and the command that fixes it. Not a fault, so it is reported without a stack trace
 * ({@code io.mnemograph.Application}; a command prints it as its failure).
 */
public final class StartupRefusal extends RuntimeException {

    public StartupRefusal(String line) {
        super(line);
    }

    /** The refusal among {@code failure} and its causes, if any (a bean's constructor's is wrapped by Micronaut). */
    public static Optional<StartupRefusal> in(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StartupRefusal refusal) {
                return Optional.of(refusal);
            }
        }
        return Optional.empty();
    }
}
