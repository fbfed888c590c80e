package io.mnemograph.tools.eval;

/**
 * One system's result in an evaluation.
 *
 * @param system the system's {@link RecallSystem#name()}
 * @param metrics its recall scores
 * @param timing its time spent loading and recalling
 */
public record SystemReport(String system, RecallMetrics metrics, Timing timing) {}
