package io.mnemograph.store.recall;

import io.mnemograph.core.Nullable;
import io.mnemograph.core.ScoreComponents;
import io.mnemograph.core.Via;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.model.NewerStatements;
import io.mnemograph.model.StoredMemory;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A memory on its way through recall, carrying what each stage learnt of it: the seeds' evidence (its similarity to
 * the query, its cosine in each channel, its BM25 score), the relevance the seed stage gave it, the factors the scorer
 * gave it, the path spreading reached it by, and the newer memories that contradict or supersede it. The store reads
 * a candidate (a seed's, the lexical seed's with its BM25 score and no similarity yet, or spreading's reached
 * memory); each stage returns the same candidates with what it adds, through one {@code with} method each.
 *
 * @param similarity the primary channel's cosine as the store reads it; once the seed stage fused the channels, the
 *                   fused similarity (0 for a memory only spreading reached)
 * @param channels   each further channel's cosine, by channel name, for the channels that hold a vector of the
 *                   memory (empty without further channels); once fused, also the primary's, as {@code primary}
 * @param bm25       the lexical seed's BM25 score, null when that seed did not find the memory
 * @param relevance  the seed relevance (similarity, BM25, context, named entities), 0 until the seed stage sets it
 * @param factors    the score's factors, null until the candidate is scored
 * @param matched    the candidate's score as a direct match, before any session lift; empty when it was no seed. A seed
 *                   that spreading reaches more strongly keeps it: it still counts as a direct match
 * @param path       the hops from the seed spreading reached it from, each with its edge and contribution (empty for
 *                   a direct match): its {@link #via} and {@link #hops}
 * @param newer      the newer memories that contradict or supersede it ({@link NewerStatements#NONE} until marked)
 */
public record Candidate(
        StoredMemory memory,
        double similarity,
        OptionalInt turnsSinceActivation,
        Map<String, Double> channels,
        @Nullable Double bm25,
        double relevance,
        @Nullable ScoreComponents factors,
        OptionalDouble matched,
        List<PathStep> path,
        NewerStatements newer) {

    /** Copies the collections. */
    public Candidate {
        channels = Map.copyOf(channels);
        path = List.copyOf(path);
        Objects.requireNonNull(newer, "newer");
    }

    /** A candidate as the store reads it, with its cosine in each further channel and its BM25 score (or null). */
    public Candidate(
            StoredMemory memory,
            double similarity,
            OptionalInt turnsSinceActivation,
            Map<String, Double> channels,
            @Nullable Double bm25) {
        this(
                memory,
                similarity,
                turnsSinceActivation,
                channels,
                bm25,
                0.0,
                null,
                OptionalDouble.empty(),
                List.of(),
                NewerStatements.NONE);
    }

    /** A candidate read by the primary channel alone. */
    public Candidate(StoredMemory memory, double similarity, OptionalInt turnsSinceActivation) {
        this(memory, similarity, turnsSinceActivation, Map.of(), null);
    }

    /** The candidate's score: the product of its factors. */
    public double score() {
        return Objects.requireNonNull(factors, "not scored yet").score();
    }

    /** Whether it was a seed (a direct match), even when spreading reached it more strongly. */
    public boolean seeded() {
        return matched.isPresent();
    }

    /** How the recall found it: {@code DIRECT} as a seed, {@code ASSOCIATIVE} by spreading (its path has hops). */
    public Via via() {
        return path.isEmpty() ? Via.DIRECT : Via.ASSOCIATIVE;
    }

    /** Association hops from the seed it was reached from (0 for a direct match). */
    public int hops() {
        return path.size();
    }

    /** The same candidate with the lexical seed's BM25 score. */
    public Candidate withBm25(double score) {
        return with(similarity, channels, score, relevance, factors, matched, path, newer);
    }

    /**
     * The same candidate with its similarity to the query: the lexical seed's once the vector seed read its cosines,
     * or a seed's once the channels' cosines are fused into {@code sim}, each kept in {@code byChannel}.
     */
    public Candidate withSimilarity(double sim, Map<String, Double> byChannel) {
        return with(sim, byChannel, bm25, relevance, factors, matched, path, newer);
    }

    /** The same candidate with its seed relevance. */
    public Candidate withRelevance(double seedRelevance) {
        return with(similarity, channels, bm25, seedRelevance, factors, matched, path, newer);
    }

    /** The same candidate scored as a direct match with {@code components}. */
    public Candidate withMatched(ScoreComponents components) {
        return with(
                similarity,
                channels,
                bm25,
                relevance,
                components,
                OptionalDouble.of(components.score()),
                List.of(),
                newer);
    }

    /**
     * This memory as spreading reached it over {@code steps}, scored with {@code components}, keeping the score
     * {@code asMatched} it had as a seed (empty when it was none).
     */
    public Candidate withReached(List<PathStep> steps, ScoreComponents components, OptionalDouble asMatched) {
        return with(similarity, channels, bm25, relevance, components, asMatched, steps, newer);
    }

    /** The same candidate, its score lifted by {@code factor} from its session ({@link ScoreComponents#inContext}). */
    public Candidate withSessionContext(double factor) {
        ScoreComponents lifted =
                Objects.requireNonNull(factors, "not scored yet").inContext(factor);
        return with(similarity, channels, bm25, relevance, lifted, matched, path, newer);
    }

    /** The same candidate, marked with what is newer than it. */
    public Candidate withNewer(NewerStatements statements) {
        return with(similarity, channels, bm25, relevance, factors, matched, path, statements);
    }

    /** This memory with what the stages know of it: the one place a candidate is built from another. */
    private Candidate with(
            double sim,
            Map<String, Double> byChannel,
            @Nullable Double bm25Score,
            double seedRelevance,
            @Nullable ScoreComponents components,
            OptionalDouble asMatched,
            List<PathStep> steps,
            NewerStatements statements) {
        return new Candidate(
                memory,
                sim,
                turnsSinceActivation,
                byChannel,
                bm25Score,
                seedRelevance,
                components,
                asMatched,
                steps,
                statements);
    }
}
