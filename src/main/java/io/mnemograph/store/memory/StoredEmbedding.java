package io.mnemograph.store.memory;

import java.util.List;
import org.neo4j.driver.Value;

/** A memory's embedding as the database returns it. */
public final class StoredEmbedding {

    private StoredEmbedding() {}

    /** A stored embedding (a list of numbers, as Bolt returns it) as a vector. */
    public static float[] floats(Value list) {
        List<Double> values = list.asList(Value::asDouble);
        float[] floats = new float[values.size()];
        for (int i = 0; i < floats.length; i++) {
            floats[i] = values.get(i).floatValue();
        }
        return floats;
    }
}
