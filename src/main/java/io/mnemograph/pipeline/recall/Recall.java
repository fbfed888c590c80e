package io.mnemograph.pipeline.recall;

import io.mnemograph.core.graph.ParsedQuery;
import io.mnemograph.model.RecallRequest;
import java.time.Instant;

/**
 * One recall, resolved: the request, its options ({@link RecallOptions}), its parsed query, and the instant it is
 * evaluated at.
 */
record Recall(RecallRequest request, RecallOptions options, ParsedQuery query, Instant at) {

    boolean namesProject() {
        return request.project() != null;
    }
}
