package io.mnemograph.transfer;

/**
 * Where an import stands, or what it did: the namespace it writes, the lines read and committed, the records of each
 * type read, and how many memories were embedded at import in any channel (those the file has no vector for from the same model).
 */
public record ImportSummary(String namespace, long lines, long committedLines, ExportCounts records, long embedded) {}
