package io.mnemograph.tools.eval;

/**
 * The three recall scores at one cut-off, each a mean over a group of questions, in [0, 1].
 *
 * @param k the cut-off
 * @param evidenceRecall mean fraction of a question's evidence in the top k
 * @param recallAll fraction of questions with all their evidence in the top k
 * @param recallAny fraction of questions with some evidence in the top k
 */
public record RecallAtK(int k, double evidenceRecall, double recallAll, double recallAny) {}
