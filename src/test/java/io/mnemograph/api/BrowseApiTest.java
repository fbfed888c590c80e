package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code GET /v1/memories}: a namespace's memories page by page with an opaque cursor on (created_at, id), every tier
 * listed (cold too), filters on tier, kind, session and creation time, and a 400 naming the parameter for bad values.
 */
@MnemographTest
class BrowseApiTest extends ApiTest {

    /** Remembers {@code count} memories in one batch (so they share one created_at: the id breaks the tie). */
    private List<String> rememberBatch(String namespace, int count, String extraFields) {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < count; i++) {
            items.append(i == 0 ? "" : ", ")
                    .append("{\"content\": \"Note number ")
                    .append(i)
                    .append(" about the garden shed and its ")
                    .append(i)
                    .append(" tools.\"")
                    .append(extraFields)
                    .append('}');
        }
        Reply reply =
                api.post("/v1/memories/batch", "{\"namespace\": \"" + namespace + "\", \"memories\": [" + items + "]}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        List<String> ids = new ArrayList<>();
        reply.node("results").values().forEach(r -> ids.add(r.get("id").getStringValue()));
        return ids;
    }

    /** Every memory of the listing, following next_cursor page by page; asserts each page's size. */
    private List<JsonNode> listAll(String query, int limit, List<Integer> pageSizes) {
        List<JsonNode> all = new ArrayList<>();
        String cursor = null;
        do {
            Reply page =
                    api.get("/v1/memories?" + query + "&limit=" + limit + (cursor == null ? "" : "&cursor=" + cursor));
            assertThat(page.status()).as(page.text()).isEqualTo(200);
            List<JsonNode> memories = new ArrayList<>();
            page.node("memories").values().forEach(memories::add);
            pageSizes.add(memories.size());
            all.addAll(memories);
            cursor = page.string("next_cursor");
        } while (cursor != null);
        return all;
    }

    private static List<String> ids(List<JsonNode> memories) {
        return memories.stream().map(m -> m.get("id").getStringValue()).toList();
    }

    @Test
    void list_45Memories_inPagesOf20_givesEachOnceInCreationThenIdOrder() {
        List<String> batch = rememberBatch("browse", 30, "");
        List<String> dated = IntStream.range(0, 15)
                .mapToObj(i -> remember("{\"namespace\": \"browse\","
                        + " \"content\": \"Dated entry " + i + " about the lighthouse.\", \"occurred_at\": \"2024-03-"
                        + String.format("%02d", 1 + (i * 7) % 28) + "T10:00:00Z\"}"))
                .toList();
        remember("{\"namespace\": \"elsewhere\", \"content\": \"Another namespace's note.\"}");

        List<Integer> sizes = new ArrayList<>();
        List<JsonNode> listed = listAll("namespace=browse", 20, sizes);

        assertThat(sizes).containsExactly(20, 20, 5);
        assertThat(ids(listed))
                .doesNotHaveDuplicates()
                .hasSize(45)
                .containsExactlyInAnyOrderElementsOf(concat(batch, dated));
        Comparator<JsonNode> order = Comparator.comparing((JsonNode m) -> java.time.OffsetDateTime.parse(
                                m.get("created_at").getStringValue())
                        .toInstant())
                .thenComparing(m -> m.get("id").getStringValue());
        assertThat(listed).isSortedAccordingTo(order);
        assertThat(listed)
                .allSatisfy(m -> assertThat(m.get("namespace").getStringValue()).isEqualTo("browse"));
    }

    @Test
    void list_memoriesStoredWhilePaging_neitherRepeatNorHideTheOnesAlreadyThere() {
        List<String> first = rememberBatch("browse", 25, "");
        Reply page1 = api.get("/v1/memories?namespace=browse&limit=10");
        rememberBatch("browse", 5, "");
        remember("{\"namespace\": \"browse\", \"content\": \"Back-dated entry.\","
                + " \"occurred_at\": \"2001-01-01T00:00:00Z\"}");

        List<String> seen = new ArrayList<>(ids(nodes(page1.node("memories"))));
        String cursor = page1.string("next_cursor");
        while (cursor != null) {
            Reply page = api.get("/v1/memories?namespace=browse&limit=10&cursor=" + cursor);
            seen.addAll(ids(nodes(page.node("memories"))));
            cursor = page.string("next_cursor");
        }

        assertThat(seen).doesNotHaveDuplicates().containsAll(first).hasSize(30);
    }

    @Test
    void list_includesColdMemories_andFiltersByTierKindSessionAndCreationTime() {
        String old = remember("{\"namespace\": \"browse\", \"content\": \"The old boiler was replaced in 2019.\","
                + " \"occurred_at\": \"2019-06-01T09:00:00Z\", \"kind\": \"fact\"}");
        String chat = remember("{\"namespace\": \"browse\", \"content\": \"We should paint the fence blue.\","
                + " \"session_id\": \"chat-7\", \"kind\": \"idea\"}");
        String other = remember("{\"namespace\": \"browse\", \"content\": \"The fence needs new posts.\","
                + " \"session_id\": \"chat-8\", \"kind\": \"fact\"}");
        Reply sweep = api.post("/v1/consolidate", "{\"namespace\": \"browse\", \"at\": \"2024-06-01T00:00:00Z\"}");
        assertThat(sweep.status()).as(sweep.text()).isEqualTo(200);
        assertThat(sweep.number("cooled")).as("the 2019 memory went cold").isEqualTo(1);

        assertThat(listIds("namespace=browse")).containsExactly(old, chat, other);
        assertThat(listIds("namespace=browse&tier=cold")).containsExactly(old);
        assertThat(listIds("namespace=browse&tier=hot")).containsExactly(chat, other);
        assertThat(listIds("namespace=browse&tier=core")).isEmpty();
        assertThat(listIds("namespace=browse&kind=fact")).containsExactly(old, other);
        assertThat(listIds("namespace=browse&session_id=chat-7")).containsExactly(chat);
        assertThat(listIds("namespace=browse&created_after=2020-01-01T00:00:00Z"))
                .containsExactly(chat, other);
        assertThat(listIds("namespace=browse&kind=fact&created_after="
                        + URLEncoder.encode("2020-01-01T01:00:00+01:00", StandardCharsets.UTF_8)))
                .containsExactly(other);
        Reply cold = api.get("/v1/memories?namespace=browse&tier=cold");
        assertThat(cold.node("memories").values().iterator().next().get("tier").getStringValue())
                .isEqualTo("cold");
    }

    @Test
    void list_withoutNamespace_listsTheDefaultNamespace_andAnEmptyOneHasNoPages() {
        String id = remember("{\"content\": \"Default namespace note.\"}");

        Reply reply = api.get("/v1/memories");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.string("namespace")).isEqualTo("default");
        assertThat(ids(nodes(reply.node("memories")))).containsExactly(id);
        assertThat(reply.node("next_cursor").isNull()).isTrue();
        Reply empty = api.get("/v1/memories?namespace=nobody-here");
        assertThat(empty.node("memories").size()).isZero();
        assertThat(empty.node("next_cursor").isNull()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "limit=0 | limit",
                "limit=101 | limit",
                "limit=ten | limit",
                "tier=warm | tier",
                "kind=two%20words | kind",
                "session_id=%3Cscript%3E | session_id",
                "created_after=yesterday | created_after",
                "created_after=2024-01-01 | created_after",
                "cursor=bm90LWEtY3Vyc29y | cursor",
                "cursor=*** | cursor",
                "namespace=bad%20name | namespace",
                "tiers=cold | tiers",
                "limit=5&limit=6 | limit"
            })
    void list_badParameter_answers400NamingIt(String query, String field) {
        Reply reply = api.get("/v1/memories?" + query);

        assertThat(reply.status()).as(reply.text()).isEqualTo(400);
        assertThat(reply.errorField()).isEqualTo(field);
        assertThat(reply.string("error", "code")).isEqualTo("invalid_input");
    }

    private List<String> listIds(String query) {
        Reply reply = api.get("/v1/memories?" + query);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return ids(nodes(reply.node("memories")));
    }

    private static List<JsonNode> nodes(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.values().forEach(list::add);
        return list;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return new ArrayList<>(all);
    }
}
