package io.mnemograph.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Bookmark;

/**
 * Every session of one instance shares its bookmark manager: a committed remember leaves its bookmark there, so the
 * next transaction of this instance, on whatever cluster member, starts after it (docs/reliability.md).
 */
@MnemographTest
class InstanceBookmarksTest extends ApiTest {

    @Inject
    Neo4jConnection connection;

    @Test
    void remember_leavesItsBookmarkInTheInstanceManager_andEverySessionUsesIt() {
        Set<Bookmark> before = connection.bookmarks().getBookmarks();

        remember("{\"content\": \"Kenji moved the spare tent to the garage loft\"}");

        Set<Bookmark> after = connection.bookmarks().getBookmarks();
        assertThat(after).isNotEmpty().isNotEqualTo(before);
        assertThat(connection.sessionConfig().bookmarkManager()).contains(connection.bookmarks());
    }
}
