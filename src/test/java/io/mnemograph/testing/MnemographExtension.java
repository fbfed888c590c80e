package io.mnemograph.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestInstancePostProcessor;

/** Injects a test instance from the shared service of its configuration ({@link SharedServices}). */
public final class MnemographExtension implements TestInstancePostProcessor {

    @Override
    public void postProcessTestInstance(Object testInstance, ExtensionContext context) {
        SharedServices.of(testInstance.getClass()).inject(testInstance);
    }
}
