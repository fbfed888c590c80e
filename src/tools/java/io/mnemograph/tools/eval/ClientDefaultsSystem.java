package io.mnemograph.tools.eval;

import io.mnemograph.api.http.RequestMapper;
import io.mnemograph.api.request.RecallBody;
import io.mnemograph.pipeline.recall.RecallPipeline;
import java.time.Instant;
import java.util.List;

/**
 * The recall a client gets when it sends nothing but its query: the request body goes through the API's own
 * {@link RequestMapper}, so the service's default limit, hops, threshold and boosting apply, read from where the
 * service reads them. Only {@code at} is sent besides the query, to replay the benchmark's timeline, and the
 * options of a {@code defaults:boost=false} or {@code defaults:threshold=X} variant. Questions are asked in order, so
 * a boosting recall's reinforcement counts for the questions after it; the lifecycle sweep runs as of the time the
 * questions are asked before the first of them ({@link #inService()}), as the service's hourly sweep would have.
 * The number of results is the service's default limit (or the variant's), whatever cut-off the harness asks for.
 *
 * @param options what the client sends besides its query
 */
public record ClientDefaultsSystem(
        String name,
        MemoryLoader loader,
        RequestMapper requests,
        RecallPipeline recall,
        RecallConfiguration.ClientOptions options)
        implements RecallSystem {

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        loader.ensureLoaded(namespace, memories);
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        RecallBody body = new RecallBody(
                question,
                options.limit(),
                namespace,
                null,
                null,
                null,
                options.threshold(),
                at.toString(),
                null,
                options.boost(),
                null,
                null,
                null,
                null);
        return recall.recall(requests.recall(body, namespace)).stream()
                .map(hit -> loader.key(namespace, hit.memory().id()))
                .toList();
    }

    @Override
    public boolean inService() {
        return true;
    }

    @Override
    public void close() {
        // the application context that owns the pipeline closes it
    }
}
