package io.mnemograph.store.recall;

import io.mnemograph.core.graph.Association;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * What the vector half of a recall's seeding read in one statement ({@link VectorSeedQuery}).
 *
 * @param nearest           the nearest visible memories, hot and cold (cold ones when asked) sharing the seats
 *                          ({@link OneTier}), best first
 * @param lexicalSimilarity the cosine to the query, in each channel, of each lexical seed and each further channel's
 *                          seed, by memory id
 * @param links             when the recall spreads, the associations among all the candidates, each edge once
 * @param maxImportance     when the recall spreads, the namespace's highest importance, if any memory has one
 * @param naming            when the recall spreads, the candidates that mention an entity the query names
 */
public record VectorSeed(
        List<Candidate> nearest,
        Map<String, Similarity> lexicalSimilarity,
        List<Association> links,
        OptionalDouble maxImportance,
        Set<String> naming) {}
