package io.mnemograph.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mnemograph.client.model.AssociateRequest;
import io.mnemograph.client.model.Association;
import io.mnemograph.client.model.BatchResponse;
import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.Consolidation;
import io.mnemograph.client.model.History;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.MemoryLinks;
import io.mnemograph.client.model.MemoryPage;
import io.mnemograph.client.model.NamespaceDeleted;
import io.mnemograph.client.model.PatchRequest;
import io.mnemograph.client.model.RecallFilter;
import io.mnemograph.client.model.RecallRequest;
import io.mnemograph.client.model.RecallResponse;
import io.mnemograph.client.model.RecallResult;
import io.mnemograph.client.model.RememberRequest;
import io.mnemograph.client.model.RememberResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Every route of the API v1 called for real on the running service, each answer read into the client's records. */
class MnemographClientTest {

    private final MnemographClient memory = LiveService.freshClient();

    @Test
    void remember_sameIdempotencyKeyTwice_answersTheFirstMemoryReplayed() {
        RememberRequest request = RememberRequest.builder("Ana uses a wheelchair, so steep hills are out.")
                .sessionId("trip-1").kind("fact").entities(List.of("Ana")).metadata(Map.of("source", "chat"))
                .occurredAt("2026-03-02T19:02:00Z").idempotencyKey("turn-3").build();

        RememberResponse first = memory.remember(request);
        RememberResponse again = memory.remember(request);

        assertEquals(memory.namespace(), first.namespace());
        assertFalse(first.replayed());
        assertTrue(again.replayed());
        assertEquals(first.id(), again.id());
        Memory stored = memory.get(first.id());
        assertEquals(List.of("trip-1"), stored.sessionIds());
        assertEquals("fact", stored.kind());
        assertEquals(Map.of("source", "chat"), stored.metadata());
        assertEquals("hot", stored.tier());
    }

    @Test
    void rememberBatch_threeItems_answersThreeIdsInOrder_andBrowsePagesThroughThemAll() {
        BatchResponse batch = memory.rememberBatch(List.of(
                RememberRequest.of("We booked the Hotel Avenida near Rossio station."),
                RememberRequest.of("Our flight lands at 14:20 on May 12th."),
                RememberRequest.builder("Ana is vegetarian.").kind("diet").build()));

        assertEquals(3, batch.results().size());
        MemoryPage first = memory.browse(BrowseQuery.all().limit(2));
        assertEquals(2, first.memories().size());
        assertNotNull(first.nextCursor());
        MemoryPage last = memory.browse(BrowseQuery.all().limit(2).from(first.nextCursor()));
        assertEquals(1, last.memories().size());
        assertNull(last.nextCursor());
        List<String> all = memory.browseAll(BrowseQuery.all().limit(1)).map(Memory::id).collect(Collectors.toList());
        assertEquals(batch.results().stream().map(RememberResponse::id).collect(Collectors.toSet()), Set.copyOf(all));
        assertEquals(1, memory.browse(new BrowseQuery(null, null, "diet", null, null, null, null)).memories().size());
    }

    @Test
    void recall_withExplainAndFilter_answersTheFactorsTheStateAndOnlyWhatPasses() {
        memory.remember(RememberRequest.builder("Ana is vegetarian, and I'm allergic to shellfish.")
                .sessionId("trip-2").kind("diet").metadata(Map.of("source", "chat")).build());
        memory.remember(RememberRequest.builder("We booked the Hotel Avenida near Rossio station.")
                .sessionId("trip-1").build());

        RecallResponse response = memory.recall(RecallRequest.builder("any food allergies or diets?")
                .limit(3).hops(1).threshold(0.2).explain(true).boost(false).seeds("hybrid")
                .spreadFactor(0.5).sessionId("trip-2")
                .filter(new RecallFilter("diet", null, Map.of("source", "chat"))).build());

        assertEquals(memory.namespace(), response.namespace());
        assertEquals(1, response.results().size());
        RecallResult top = response.results().get(0);
        assertTrue(top.content().contains("shellfish"));
        assertEquals("direct", top.via());
        assertTrue(top.components().keySet().containsAll(List.of("similarity", "decay", "session_context")));
        assertEquals("hot", top.memory().foundIn());
        assertNotNull(top.memory().createdAt());
        assertNotNull(top.path());
        assertTrue(top.conflicts().isEmpty());
        assertEquals(2, memory.recall("Where do we stay?").size());
    }

    @Test
    void patchHistoryAssociationsAndDelete_answerTheMemoryAsItNowIs() {
        String hotel = memory.remember("We booked the Hotel Avenida near Rossio station.").id();
        String flight = memory.remember("Our flight lands at 14:20 on May 12th.").id();
        String moved = memory.remember(RememberRequest.builder("We moved to the Hotel Lis near Rossio.")
                .supersedes(hotel).build()).id();

        Memory patched = memory.patch(flight, PatchRequest.weight(0.5));
        assertEquals(0.5, patched.weight());
        assertEquals("Our flight lands at 14:40.", memory.patch(flight, PatchRequest.content("Our flight lands at 14:40."))
                .content());

        History history = memory.history(moved);
        assertEquals(List.of(hotel, moved), history.chain().stream().map(l -> l.memory().id()).toList());
        assertNull(history.nextCursor());

        Association link = memory.associate(new AssociateRequest(moved, flight, 0.8, null));
        assertEquals("explicit", link.kind());
        MemoryLinks links = memory.associations(moved, 10);
        assertTrue(links.associations().stream().anyMatch(a -> a.memoryId().equals(flight) && a.kind().equals("explicit")));
        assertTrue(memory.removeAssociation(moved, flight, null).deleted());

        assertTrue(memory.delete(flight).deleted());
        NotFoundException gone = assertThrows(NotFoundException.class, () -> memory.get(flight));
        assertEquals("not_found", gone.code());
        assertEquals("id", gone.field());
        assertEquals(404, gone.status());
    }

    @Test
    void exportConsolidateAndDeleteNamespace_coverTheNamespace() {
        memory.remember("Ana is vegetarian.");

        List<Map<String, Object>> lines = memory.exportLines(false);
        assertTrue(lines.stream().anyMatch(line -> "memory".equals(line.get("type"))), lines.toString());
        Consolidation sweep = memory.consolidate();
        assertEquals(memory.namespace(), sweep.namespace());
        NamespaceDeleted deleted = memory.deleteNamespace(memory.namespace());
        assertTrue(deleted.nodesDeleted() >= 1);
        assertTrue(memory.browse(BrowseQuery.all()).memories().isEmpty());
    }

    @Test
    void recall_limitZero_throwsInvalidRequestNamingTheField() {
        InvalidRequestException refused = assertThrows(InvalidRequestException.class,
                () -> memory.recall(RecallRequest.builder("anything").limit(0).build()));

        assertEquals(400, refused.status());
        assertEquals("invalid_input", refused.code());
        assertEquals("limit", refused.field());
        assertTrue(refused.getMessage().contains("at least 1"), refused.getMessage());
    }

    @Test
    void remember_sameIdempotencyKeyOtherContent_throwsConflictNamingTheKey() {
        memory.remember(RememberRequest.builder("first").idempotencyKey("k").build());

        ConflictException refused = assertThrows(ConflictException.class,
                () -> memory.remember(RememberRequest.builder("second").idempotencyKey("k").build()));

        assertEquals("idempotency_key", refused.field());
    }
}
