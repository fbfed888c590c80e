package io.mnemograph;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.config.BrowserGuide;
import io.mnemograph.store.embedded.EmbeddedNeo4j;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** No Docker engine runs here, so the compose file's structure is checked instead of run. */
class DockerComposeTest {

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @Test
    void compose_serviceUsesTheNeo4jServiceOverBolt_andItsImageBuildIsDefined() throws IOException {
        Map<String, Object> compose = new Yaml().load(Files.readString(Path.of("docker-compose.yml")));
        Map<String, Object> services = map(compose.get("services"));
        assertThat(services).containsKeys("neo4j", "mnemograph");

        Map<String, Object> neo4j = map(services.get("neo4j"));
        assertThat((String) neo4j.get("image")).startsWith("neo4j:2026");
        assertThat((List<String>) neo4j.get("ports"))
                .containsExactly("${MNEMOGRAPH_BIND:-127.0.0.1}:7474:7474", "${MNEMOGRAPH_BIND:-127.0.0.1}:7687:7687");

        Map<String, Object> service = map(services.get("mnemograph"));
        Map<String, Object> environment = map(service.get("environment"));
        assertThat(environment.get("MNEMOGRAPH_NEO4J_URI")).isEqualTo("bolt://neo4j:7687");
        Map<String, Object> serverSettings = map(neo4j.get("environment"));
        EmbeddedNeo4j.PLAN_CACHE_SETTINGS.forEach((setting, value) -> assertThat(String.valueOf(
                        serverSettings.get("NEO4J_" + setting.replace("_", "__").replace('.', '_'))))
                .as("the server runs the embedded default's %s", setting)
                .isEqualTo(value));
        assertThat(String.valueOf(serverSettings.get("NEO4J_browser_post__connect__cmd")))
                .isEqualTo("style http://localhost:8080" + BrowserGuide.STYLE + ";play http://localhost:8080"
                        + BrowserGuide.GUIDE);
        assertThat(environment).containsKeys("MNEMOGRAPH_NEO4J_USERNAME", "MNEMOGRAPH_NEO4J_PASSWORD");
        assertThat(map(service.get("depends_on"))).containsKey("neo4j");
        assertThat((List<String>) service.get("ports"))
                .as("published on loopback unless told otherwise")
                .containsExactly("${MNEMOGRAPH_BIND:-127.0.0.1}:8080:8080");
        assertThat(environment.get("MNEMOGRAPH_SECURITY_API_KEY"))
                .as("a key from the environment, no default")
                .isEqualTo("${MNEMOGRAPH_API_KEY:?set MNEMOGRAPH_API_KEY}");
        assertThat(String.valueOf(environment.get("MNEMOGRAPH_NEO4J_PASSWORD"))).doesNotContain(":-");
        assertThat((List<String>) service.get("volumes")).containsExactly("mnemograph-data:/data");

        Map<String, Object> build = map(service.get("build"));
        Path dockerfile =
                Path.of(String.valueOf(build.get("context"))).resolve(String.valueOf(build.get("dockerfile")));
        assertThat(dockerfile).exists();
        String text = Files.readString(dockerfile);
        assertThat(text)
                .contains("FROM eclipse-temurin:21")
                .contains("target/mnemograph.jar")
                .contains("VOLUME /data")
                .contains("MNEMOGRAPH_EMBEDDED_DATA_DIR=/data");
    }
}
