package io.mnemograph.store.recall;

import io.mnemograph.model.StoredMemory;
import java.util.OptionalInt;

/** A memory reached by spreading and visible to the recall, with its session priming state. */
public record Reached(StoredMemory memory, OptionalInt turnsSinceActivation) {}
