package io.mnemograph.eval;

import io.mnemograph.pipeline.NewMemory;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.pipeline.Remembered;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Remembers each conversation once through the real remember pipeline (one memory per turn, at its session's time,
 * in a session per LoCoMo session) and maps memory ids back to dia_ids, for every configuration that shares it.
 */
public final class TurnLoader {

    /** Turns remembered per batch (one transaction each). */
    static final int BATCH = 50;

    private final RememberPipeline remember;
    private final Map<String, Map<String, String>> diaIdsByNamespace = new HashMap<>();

    public TurnLoader(RememberPipeline remember) {
        this.remember = remember;
    }

    /** Loads {@code turns} into {@code namespace} unless it was loaded already. */
    public synchronized void ensureLoaded(String namespace, List<Turn> turns) {
        if (diaIdsByNamespace.containsKey(namespace)) {
            return;
        }
        Map<String, String> diaIds = new HashMap<>();
        for (int from = 0; from < turns.size(); from += BATCH) {
            List<Turn> batch = turns.subList(from, Math.min(turns.size(), from + BATCH));
            List<NewMemory> memories = batch.stream().map(turn -> new NewMemory(namespace, turn.memoryText(),
                    "global", null, "turn", null, 1.0, 1.0, namespace + ":session-" + turn.session(), null,
                    turn.occurredAt(), null, List.of(), null, null)).toList();
            List<Remembered> stored = remember.rememberAll(memories);
            for (int i = 0; i < batch.size(); i++) {
                diaIds.put(stored.get(i).id(), batch.get(i).diaId());
            }
        }
        diaIdsByNamespace.put(namespace, diaIds);
    }

    /** The dia_id of a memory of {@code namespace}. */
    public String diaId(String namespace, String memoryId) {
        return diaIdsByNamespace.get(namespace).get(memoryId);
    }
}
