package io.mnemograph.tools.eval;

import io.mnemograph.model.NewMemory;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.pipeline.remember.Remembered;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Remembers each namespace's memories once through the real remember pipeline (each at its time, in its session
 * when it has one) and maps memory ids back to the benchmark's keys, for every configuration that shares it.
 */
public final class MemoryLoader {

    /** Memories remembered per batch (one transaction each). */
    static final int BATCH = 50;

    private final RememberPipeline remember;
    private final Map<String, Map<String, String>> keysByNamespace = new HashMap<>();

    public MemoryLoader(RememberPipeline remember) {
        this.remember = remember;
    }

    /** Loads {@code memories} into {@code namespace} unless it was loaded already. */
    public synchronized void ensureLoaded(String namespace, List<EvalMemory> memories) {
        if (keysByNamespace.containsKey(namespace)) {
            return;
        }
        Map<String, String> keys = new HashMap<>();
        for (int from = 0; from < memories.size(); from += BATCH) {
            List<EvalMemory> batch = memories.subList(from, Math.min(memories.size(), from + BATCH));
            List<NewMemory> news = batch.stream()
                    .map(memory -> NewMemory.in(namespace, memory.text())
                            .kind(memory.kind())
                            .session(memory.session() == null ? null : namespace + ":" + memory.session())
                            .occurredAt(memory.occurredAt())
                            .build())
                    .toList();
            List<Remembered> stored = remember.rememberAll(news);
            for (int i = 0; i < batch.size(); i++) {
                keys.put(stored.get(i).id(), batch.get(i).key());
            }
        }
        keysByNamespace.put(namespace, keys);
    }

    /** The benchmark key (dia_id, memory id) of a memory of {@code namespace}. */
    public String key(String namespace, String memoryId) {
        return keysByNamespace.get(namespace).get(memoryId);
    }
}
