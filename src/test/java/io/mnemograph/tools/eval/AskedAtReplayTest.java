package io.mnemograph.tools.eval;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Questions that say when they were asked (RealMem's {@code asked_at}) are asked then, with the sweep on that timeline. */
class AskedAtReplayTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);
    private static final String FIRST = "9:00 am on 15 May, 2023";
    private static final String SOON_AFTER = "9:30 am on 15 May, 2023";
    private static final String NEXT_DAY = "9:00 am on 16 May, 2023";

    /** The eval fixture with the first three questions of conv-901 stamped with when they were asked. */
    private static LocomoDataset datasetWithAskedAt() throws IOException {
        ObjectMapper json = new ObjectMapper();
        ArrayNode samples;
        try (InputStream in = AskedAtReplayTest.class.getResourceAsStream(Fixtures.RESOURCE)) {
            samples = (ArrayNode) json.readTree(in);
        }
        ArrayNode qa = (ArrayNode) samples.get(0).get("qa");
        ((ObjectNode) qa.get(0)).put("asked_at", FIRST);
        ((ObjectNode) qa.get(1)).put("asked_at", SOON_AFTER);
        ((ObjectNode) qa.get(2)).put("asked_at", NEXT_DAY);
        return LocomoDataset.read(new ByteArrayInputStream(json.writeValueAsBytes(samples)));
    }

    /** A test system recalled as in service, recording the instant of each recall. */
    private static final class InService implements RecallSystem {
        private final ReverseRecallSystem ranking = new ReverseRecallSystem();

        @Override
        public String name() {
            return "in-service";
        }

        @Override
        public void load(String namespace, List<EvalMemory> memories) {
            ranking.load(namespace, memories);
        }

        @Override
        public List<String> recall(String namespace, String question, Instant at, int k) {
            return ranking.recall(namespace, question, at, k);
        }

        @Override
        public boolean inService() {
            return true;
        }

        @Override
        public void close() {
            ranking.close();
        }
    }

    @Test
    void run_questionsWithAskedAt_askedThen_othersAtTheConversationsAskAt() throws IOException {
        LocomoDataset dataset = datasetWithAskedAt();
        ReverseRecallSystem system = new ReverseRecallSystem();

        new LocomoEvaluation(dataset, ConversationSelection.of(List.of("conv-901")), List.of(5), CLOCK)
                .run(List.of(system));

        Instant conversationAskAt = LocomoDataset.askAt(dataset.conversation("conv-901"));
        assertThat(system.recalls)
                .containsExactly(
                        "locomo-conv-901 " + SessionDateTimes.parse(FIRST) + " 5",
                        "locomo-conv-901 " + SessionDateTimes.parse(SOON_AFTER) + " 5",
                        "locomo-conv-901 " + SessionDateTimes.parse(NEXT_DAY) + " 5",
                        "locomo-conv-901 " + conversationAskAt + " 5",
                        "locomo-conv-901 " + conversationAskAt + " 5");
    }

    @Test
    void run_inServiceSystem_sweptOnTheQuestionsTimeline_atMostHourly() throws IOException {
        LocomoDataset dataset = datasetWithAskedAt();
        List<String> sweeps = new ArrayList<>();

        new LocomoEvaluation(dataset, ConversationSelection.of(List.of("conv-901")), List.of(5), CLOCK)
                .sweepingBeforeAsking(SweepBeforeAsking.NONE, (ns, at) -> sweeps.add(ns + " " + at))
                .run(List.of(new ReverseRecallSystem(), new InService(), new InService()));

        assertThat(sweeps)
                .containsExactly(
                        "locomo-conv-901 " + SessionDateTimes.parse(FIRST),
                        "locomo-conv-901 " + SessionDateTimes.parse(NEXT_DAY),
                        "locomo-conv-901 " + LocomoDataset.askAt(dataset.conversation("conv-901")));
    }
}
