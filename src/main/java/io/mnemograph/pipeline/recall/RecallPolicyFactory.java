package io.mnemograph.pipeline.recall;

import io.micronaut.context.annotation.Factory;
import io.mnemograph.core.scoring.RecallPolicy;
import jakarta.inject.Singleton;

/** The service's recall policy: every part of recall counts; the evaluation builds its pipelines with others. */
@Factory
public class RecallPolicyFactory {

    @Singleton
    RecallPolicy recallPolicy() {
        return RecallPolicy.FULL;
    }
}
