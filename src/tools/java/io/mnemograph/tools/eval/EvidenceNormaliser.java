package io.mnemograph.tools.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one conversation's raw LoCoMo questions into scored {@link Question}s, counting every change it makes.
 *
 * <p>Rules, in order, for each question:
 * <ol>
 *   <li>category 5 (adversarial) is excluded before anything else;</li>
 *   <li>each raw evidence entry is split on {@code ;}, {@code ,} and white space ({@code "D8:6; D9:17"},
 *       {@code "D9:1 D4:4 D4:6"});</li>
 *   <li>each id matching {@code D:?<digits>:<digits>} is rewritten to the canonical {@code D<n>:<m>} without
 *       leading zeros ({@code "D:11:26"} to {@code D11:26}, {@code "D30:05"} to {@code D30:5});</li>
 *   <li>an id that still does not parse, or names no turn of the conversation, is dropped as dangling
 *       ({@code "D"}, {@code "D10:19"} in a conversation whose session 10 is shorter);</li>
 *   <li>a repeated id is kept once;</li>
 *   <li>a question left without evidence is skipped.</li>
 * </ol>
 * An id can count as repaired and then dropped. One instance serves one conversation; it is not thread-safe.
 */
final class EvidenceNormaliser {

    private static final Pattern SEPARATORS = Pattern.compile("[;,\\s]+");
    private static final Pattern REPAIRABLE_ID = Pattern.compile("D:?(\\d{1,9}):(\\d{1,9})");

    private final String sampleId;
    private final Set<String> turnIds;
    private final List<String> changes = new ArrayList<>();
    private int splitEntries;
    private int repairedIds;
    private int duplicateIds;
    private int droppedDanglingIds;
    private int skippedQuestions;
    private int excludedCategory5;
    private int keptQuestions;

    /** A normaliser for conversation {@code sampleId}, whose turns have the ids {@code turnIds}. */
    EvidenceNormaliser(String sampleId, Set<String> turnIds) {
        this.sampleId = sampleId;
        this.turnIds = Set.copyOf(turnIds);
    }

    /** The scored question for {@code raw}, or empty when it is category 5 or is left without evidence. */
    Optional<Question> normalise(RawQuestion raw) {
        if (raw.category() == Category.ADVERSARIAL) {
            excludedCategory5++;
            return Optional.empty();
        }
        List<String> evidence = evidence(raw.evidence());
        if (evidence.isEmpty()) {
            skippedQuestions++;
            changes.add(sampleId + ": skipped question without evidence: \"" + raw.text() + "\"");
            return Optional.empty();
        }
        keptQuestions++;
        return Optional.of(new Question(raw.text(), raw.category(), evidence, raw.answer(), raw.askedAt()));
    }

    /** The counts and change lines so far. */
    NormalisationReport report() {
        return new NormalisationReport(
                splitEntries,
                repairedIds,
                duplicateIds,
                droppedDanglingIds,
                skippedQuestions,
                excludedCategory5,
                keptQuestions,
                changes);
    }

    private List<String> evidence(List<String> rawEntries) {
        Set<String> ids = new LinkedHashSet<>();
        for (String entry : rawEntries) {
            for (String token : split(entry)) {
                canonical(token).filter(this::known).ifPresent(id -> {
                    if (!ids.add(id)) {
                        duplicateIds++;
                        changes.add(sampleId + ": removed duplicate " + id);
                    }
                });
            }
        }
        return List.copyOf(ids);
    }

    private List<String> split(String entry) {
        List<String> tokens = Arrays.stream(SEPARATORS.split(entry.strip()))
                .filter(t -> !t.isEmpty())
                .toList();
        if (tokens.size() > 1) {
            splitEntries++;
            changes.add(sampleId + ": split \"" + entry + "\" into " + tokens);
        }
        return tokens;
    }

    private Optional<String> canonical(String token) {
        Matcher matcher = REPAIRABLE_ID.matcher(token);
        if (!matcher.matches()) {
            drop(token, "not an id");
            return Optional.empty();
        }
        String id = "D" + Integer.parseInt(matcher.group(1)) + ":" + Integer.parseInt(matcher.group(2));
        if (!id.equals(token)) {
            repairedIds++;
            changes.add(sampleId + ": repaired \"" + token + "\" to " + id);
        }
        return Optional.of(id);
    }

    private boolean known(String id) {
        if (turnIds.contains(id)) {
            return true;
        }
        drop(id, "no such turn");
        return false;
    }

    private void drop(String token, String reason) {
        droppedDanglingIds++;
        changes.add(sampleId + ": dropped \"" + token + "\" (" + reason + ")");
    }
}
