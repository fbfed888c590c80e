package io.mnemograph.config;

import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * The one source of "now"; tests replace it to replay time. The service's beans get it injected; the commands that
 * run without the service's context (keys, recover, the tools' start stamps) take {@link #system()} once and pass it
 * on, so that no other class reads the wall clock itself ({@code ArchitectureTest}).
 */
@Factory
public class ClockFactory {

    /** The system's wall clock in UTC: what the bean is, for the code that runs without a context. */
    public static Clock system() {
        return Clock.systemUTC();
    }

    @Singleton
    Clock clock() {
        return system();
    }
}
