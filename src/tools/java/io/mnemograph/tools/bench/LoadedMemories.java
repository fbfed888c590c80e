package io.mnemograph.tools.bench;

/**
 * The memories the bench loaded at one size, by position: their vectors, ids, contents, and for each the real
 * sentence it was embedded from or synthesised near ({@code bases[i] == i} for a real one).
 */
record LoadedMemories(float[][] vectors, String[] ids, int[] bases, String[] contents) {

    int size() {
        return ids.length;
    }
}
