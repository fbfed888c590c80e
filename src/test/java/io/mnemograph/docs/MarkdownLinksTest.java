package io.mnemograph.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and image in the repository's Markdown points at a file or directory that exists, and every
 * {@code #anchor} at a heading (GitHub's slug) or an {@code <a id>} of the Markdown file it names.
 */
class MarkdownLinksTest {

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*$", Pattern.MULTILINE);
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");
    private static final Pattern FENCE = Pattern.compile("^```.*?^```", Pattern.MULTILINE | Pattern.DOTALL);
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    @Test
    void markdownFiles_relativeLinksAndAnchors_resolve() throws IOException {
        List<Path> files = markdownFiles(Path.of("."));
        List<String> broken = new ArrayList<>();
        for (Path file : files) {
            Matcher link = LINK.matcher(prose(Files.readString(file)));
            while (link.find()) {
                String problem = problem(file, link.group(1));
                if (problem != null) {
                    broken.add(file + ": (" + link.group(1) + ") " + problem);
                }
            }
        }
        assertThat(files).as("Markdown files found").hasSizeGreaterThan(10);
        assertThat(broken).as("broken relative links").isEmpty();
    }

    @Test
    void slug_headingWithCodeAndPunctuation_isGitHubs() {
        assertThat(slug("Spreading against plain 1-hop expansion (2026-11-27)"))
                .isEqualTo("spreading-against-plain-1-hop-expansion-2026-11-27");
        assertThat(slug("Metrics: `GET /prometheus`")).isEqualTo("metrics-get-prometheus");
        assertThat(slug("Decisions 0017–0019, [run X](x.md)")).isEqualTo("decisions-00170019-run-x");
    }

    @Test
    void problem_missingFileOrAnchor_isReported() throws IOException {
        Path readme = Path.of("README.md");
        assertThat(problem(readme, "docs/no-such-page.md")).isEqualTo("no such file");
        assertThat(problem(readme, "docs/api.md#no-such-heading")).isEqualTo("no such anchor");
        assertThat(problem(readme, "docs/api.md")).isNull();
        assertThat(problem(readme, "https://example.org/x.md#y")).isNull();
    }

    /** Why {@code target}, linked from {@code file}, does not resolve, or null when it does. */
    private String problem(Path file, String target) throws IOException {
        if (SCHEME.matcher(target).find()) {
            return null;
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path resolved = path.isEmpty()
                ? file
                : file.toAbsolutePath().getParent().resolve(path).normalize();
        if (!Files.exists(resolved)) {
            return "no such file";
        }
        if (hash >= 0
                && resolved.toString().endsWith(".md")
                && !anchorsOf(resolved).contains(target.substring(hash + 1))) {
            return "no such anchor";
        }
        return null;
    }

    private Set<String> anchorsOf(Path file) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        if (!anchors.containsKey(key)) {
            Set<String> found = new HashSet<>();
            String text = FENCE.matcher(Files.readString(key)).replaceAll("");
            Map<String, Integer> seen = new HashMap<>();
            Matcher heading = HEADING.matcher(text);
            while (heading.find()) {
                String slug = slug(heading.group(1));
                int before = seen.merge(slug, 1, Integer::sum) - 1;
                found.add(before == 0 ? slug : slug + "-" + before);
            }
            Matcher html = HTML_ANCHOR.matcher(text);
            while (html.find()) {
                found.add(html.group(1));
            }
            anchors.put(key, found);
        }
        return anchors.get(key);
    }

    /** GitHub's anchor for a heading: link text kept, lower case, punctuation dropped, each space a hyphen. */
    static String slug(String heading) {
        return heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}\\p{M} _-]", "")
                .replace(' ', '-');
    }

    /** The text outside fenced blocks and inline code, where a link is a link. */
    private static String prose(String markdown) {
        return INLINE_CODE.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
    }

    /** Every .md file of the repository, outside build output and installed packages. */
    static List<Path> markdownFiles(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            return paths.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.toString().contains("/target/")
                            && !p.toString().contains("/node_modules/")
                            && !p.toString().contains("/.git/"))
                    .map(root::relativize)
                    .sorted()
                    .toList();
        }
    }
}
