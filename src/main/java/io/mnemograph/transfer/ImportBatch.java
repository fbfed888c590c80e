package io.mnemograph.transfer;

import io.mnemograph.transfer.ImportRows.EdgeRow;
import io.mnemograph.transfer.ImportRows.MemoryRow;
import io.mnemograph.transfer.ImportRows.NodeRow;
import java.util.ArrayList;
import java.util.List;

/** The records of one import transaction, by type, in file order. */
final class ImportBatch {

    final List<MemoryRow> memories = new ArrayList<>();
    final List<NodeRow> entities = new ArrayList<>();
    final List<NodeRow> sessions = new ArrayList<>();
    final List<NodeRow> timelines = new ArrayList<>();
    final List<EdgeRow> edges = new ArrayList<>();

    int size() {
        return memories.size() + entities.size() + sessions.size() + timelines.size() + edges.size();
    }

    void clear() {
        memories.clear();
        entities.clear();
        sessions.clear();
        timelines.clear();
        edges.clear();
    }
}
