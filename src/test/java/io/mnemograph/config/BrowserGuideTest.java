package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where Browser is told to fetch the guide and style from, for each way the service's address can be configured. */
class BrowserGuideTest {

    @Test
    void neo4jSettings_loopbackHost_playsTheGuideAndAllowsThatHostOnly() {
        BrowserGuide guide = new BrowserGuide("127.0.0.1", 8080);

        assertThat(guide.neo4jSettings())
                .containsOnly(
                        Map.entry(
                                "browser.post_connect_cmd",
                                "style http://127.0.0.1:8080/browser-guide/mnemograph.grass"
                                        + ";play http://127.0.0.1:8080/browser-guide/mnemograph.html"),
                        Map.entry("browser.remote_content_hostname_whitelist", "127.0.0.1"));
    }

    @Test
    void guideUrl_wildcardOrBlankHost_isReachedOnLoopback() {
        assertThat(new BrowserGuide("0.0.0.0", 9000).guideUrl())
                .isEqualTo("http://127.0.0.1:9000/browser-guide/mnemograph.html");
        assertThat(new BrowserGuide("", 9000).styleUrl())
                .isEqualTo("http://127.0.0.1:9000/browser-guide/mnemograph.grass");
        assertThat(new BrowserGuide(null, 9000).neo4jSettings())
                .containsEntry("browser.remote_content_hostname_whitelist", "127.0.0.1");
    }

    @Test
    void guideUrl_namedOrIpv6Host_keepsItBracketedWhereNeeded() {
        assertThat(new BrowserGuide("localhost", 8080).neo4jSettings())
                .containsEntry("browser.remote_content_hostname_whitelist", "localhost");
        assertThat(new BrowserGuide("::1", 8080).guideUrl())
                .isEqualTo("http://[::1]:8080/browser-guide/mnemograph.html");
    }

    @Test
    void neo4jSettings_portPickedAtStart_setsNothing() {
        assertThat(new BrowserGuide("127.0.0.1", 0).neo4jSettings()).isEmpty();
        assertThat(new BrowserGuide("127.0.0.1", -1).neo4jSettings()).isEmpty();
    }
}
