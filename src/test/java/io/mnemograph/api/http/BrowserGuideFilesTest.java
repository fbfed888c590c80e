package io.mnemograph.api.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.config.BrowserGuide;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The mnemograph guide and graph style that Neo4j Browser loads after connecting ({@link BrowserGuide}) are served
 * to anyone, readable from Browser's origin: the guide holds every starter query of {@code docs/browser/} as its file
 * says, the style captions Memory by content, Entity by name and Session by id.
 */
@MnemographTest
class BrowserGuideFilesTest {

    private static final String BROWSER_ORIGIN = "http://127.0.0.1:7474";
    /** A GraSS rule: selector, then the block, whose quoted values may hold braces. */
    private static final Pattern RULE = Pattern.compile("([\\w.]+)\\s*\\{((?:[^{}\"]|\"[^\"]*\")*)}");

    @Inject
    EmbeddedServer server;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.getPort() + path))
                        .header("Origin", BROWSER_ORIGIN)
                        .header("Cache-Control", "no-cache")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String unescapeHtml(String html) {
        return html.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&amp;", "&");
    }

    /** Each rule of a GraSS file: selector to its properties. */
    private static Map<String, Map<String, String>> rules(String grass) {
        Map<String, Map<String, String>> rules = new HashMap<>();
        Matcher rule = RULE.matcher(grass);
        while (rule.find()) {
            Map<String, String> properties = new HashMap<>();
            for (String declaration : rule.group(2).split(";")) {
                int colon = declaration.indexOf(':');
                if (colon > 0) {
                    properties.put(
                            declaration.substring(0, colon).trim(),
                            declaration.substring(colon + 1).trim());
                }
            }
            rules.put(rule.group(1), properties);
        }
        return rules;
    }

    @Test
    void guide_servedToBrowser_isHtmlHoldingEveryStarterQueryAsItsFileSays() throws Exception {
        HttpResponse<String> guide = get(BrowserGuide.GUIDE);

        assertThat(guide.statusCode()).isEqualTo(200);
        assertThat(guide.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(guide.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        String text = unescapeHtml(guide.body());
        assertThat(text)
                .contains(
                        "<title>mnemograph",
                        "<slide>",
                        ":Memory",
                        ":Hot",
                        ":Cold",
                        ":Entity",
                        ":Session",
                        ":Timeline",
                        "MENTIONS",
                        "ASSOCIATED",
                        "IN_SESSION",
                        "SUPERSEDES",
                        "CONFLICTS_WITH");
        List<Path> starters;
        try (Stream<Path> files = Files.list(Path.of("docs", "browser"))) {
            starters =
                    files.filter(f -> f.toString().endsWith(".cypher")).sorted().toList();
        }
        assertThat(starters).hasSize(6);
        for (Path starter : starters) {
            String statement = Files.readAllLines(starter).stream()
                    .filter(line -> !line.startsWith("//"))
                    .collect(Collectors.joining("\n"));
            assertThat(text)
                    .as(starter.toString())
                    .contains("docs/browser/" + starter.getFileName())
                    .contains("<pre class=\"code runnable\">" + statement + "</pre>");
        }
    }

    @Test
    void style_servedToBrowser_isTextCaptioningMemoryEntityAndSession() throws Exception {
        HttpResponse<String> style = get(BrowserGuide.STYLE);

        assertThat(style.statusCode()).isEqualTo(200);
        assertThat(style.headers().firstValue("Content-Type")).hasValue(BrowserGuideFilter.STYLE_TYPE);
        assertThat(style.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        Map<String, Map<String, String>> rules = rules(style.body());
        assertThat(rules.get("node.Memory")).containsEntry("caption", "\"{content}\"");
        assertThat(rules.get("node.Entity")).containsEntry("caption", "\"{name}\"");
        assertThat(rules.get("node.Session")).containsEntry("caption", "\"{id}\"");
        assertThat(rules).containsKeys("node", "relationship", "node.Hot", "node.Cold");
    }

    @Test
    void preflight_ofBrowsersGuideFetch_allowsItsGetAndHeaders() throws Exception {
        HttpResponse<String> preflight = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.getPort() + BrowserGuide.GUIDE))
                        .header("Origin", BROWSER_ORIGIN)
                        .header("Access-Control-Request-Method", "GET")
                        .header("Access-Control-Request-Headers", "cache-control,pragma")
                        .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(preflight.statusCode()).isEqualTo(204);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin"))
                .hasValue("*");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods"))
                .hasValue("GET, HEAD");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Headers"))
                .hasValue("cache-control, pragma");
    }

    @Test
    void guideFiles_noSuchFile_answers404WithoutServingAnythingElse() throws Exception {
        assertThat(get(BrowserGuide.PATH + "/application.yml").statusCode()).isEqualTo(404);
        assertThat(get(BrowserGuide.PATH + "/mnemograph.cypher").statusCode()).isEqualTo(404);
    }
}
