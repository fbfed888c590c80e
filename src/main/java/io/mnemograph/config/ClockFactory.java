package io.mnemograph.config;

import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The one source of "now"; tests replace it to replay time. */
@Factory
public class ClockFactory {

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }
}
