package io.mnemograph;

import io.micronaut.runtime.Micronaut;

/** Entry point: starts the HTTP service on the configured (by default embedded) Neo4j. */
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        Micronaut.run(Application.class, args);
    }
}
