package io.mnemograph.store.memory;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** Visibility keys: one per namespace and scope (and project), and never the same for two. */
class VisibilityKeyTest {

    @Test
    void of_globalAndProjectScopes_giveTheirKeys() {
        assertThat(VisibilityKey.of("team-a", "global", null))
                .isEqualTo(VisibilityKey.global("team-a"))
                .isEqualTo("team-a|global");
        assertThat(VisibilityKey.of("team-a", "project", "alpha"))
                .isEqualTo(VisibilityKey.project("team-a", "alpha"))
                .isEqualTo("team-a|project|alpha");
        assertThat(VisibilityKey.projectOrNull("team-a", "alpha")).isEqualTo("team-a|project|alpha");
        assertThat(VisibilityKey.projectOrNull("team-a", null)).isNull();
    }

    /** Namespaces are {@code [A-Za-z0-9_.:@-]} (model.Namespaces); projects are any text, separators included. */
    @Property
    void keys_ofDifferentVisibilities_neverCollide(
            @ForAll @AlphaChars @Chars({'_', '.', ':', '@', '-'}) @StringLength(min = 1, max = 6) String namespaceA,
            @ForAll @AlphaChars @Chars({'_', '.', ':', '@', '-'}) @StringLength(min = 1, max = 6) String namespaceB,
            @ForAll @Chars({'a', '|', 'g', 'l', 'o', 'b', 'p', 'r', 'j'}) @StringLength(max = 12) String projectA,
            @ForAll @Chars({'a', '|', 'g', 'l', 'o', 'b', 'p', 'r', 'j'}) @StringLength(max = 12) String projectB,
            @ForAll boolean projectScopedA,
            @ForAll boolean projectScopedB) {
        String keyA = projectScopedA ? VisibilityKey.project(namespaceA, projectA) : VisibilityKey.global(namespaceA);
        String keyB = projectScopedB ? VisibilityKey.project(namespaceB, projectB) : VisibilityKey.global(namespaceB);
        boolean sameVisibility = namespaceA.equals(namespaceB)
                && projectScopedA == projectScopedB
                && (!projectScopedA || projectA.equals(projectB));
        assertThat(keyA.equals(keyB)).isEqualTo(sameVisibility);
    }
}
