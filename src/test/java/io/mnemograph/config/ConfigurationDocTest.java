package io.mnemograph.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import io.mnemograph.testing.MainClasses;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docs/configuration.md cannot drift from the settings: every key of every {@code @ConfigurationProperties} record
 * (and every {@code mnemograph.*} or {@code micronaut.server.*} key of application.yml) has a row there, every row names
 * a key that exists, and each row's default is the effective one (application.yml's value, else the record's).
 */
class ConfigurationDocTest {

    private static final Path DOC = Path.of("docs/configuration.md");
    /** A table row: | `key` | default | range | meaning |. */
    private static final Pattern ROW =
            Pattern.compile("^\\| `([a-z0-9.-]+)` \\| ([^|]+?) \\| ([^|]*?) \\| (.+) \\|$", Pattern.MULTILINE);

    private static final String UNSET = "unset";

    /** Documented key -> its default cell, for every row of the doc's tables. */
    private static Map<String, String> documented() throws IOException {
        Map<String, String> rows = new TreeMap<>();
        Matcher m = ROW.matcher(Files.readString(DOC));
        while (m.find()) {
            assertThat(rows.put(m.group(1), m.group(2).trim()))
                    .as("%s is documented twice", m.group(1))
                    .isNull();
            assertThat(m.group(3).trim()).as("range of %s", m.group(1)).isNotEmpty();
            assertThat(m.group(4).trim()).as("meaning of %s", m.group(1)).isNotEmpty();
        }
        return rows;
    }

    /** Every setting of the settings records: key -> the record's default, or null when it has none. */
    private static final Map<String, String> SETTINGS = readRecordSettings();

    private static Map<String, String> recordSettings() {
        return SETTINGS;
    }

    private static Map<String, String> readRecordSettings() {
        Map<String, String> settings = new TreeMap<>();
        for (JavaClass type : MainClasses.ALL) {
            if (!type.isAnnotatedWith(ConfigurationProperties.class)) {
                continue;
            }
            Class<?> settingsType = type.reflect();
            assertThat(settingsType.isRecord())
                    .as("%s is a settings record", settingsType)
                    .isTrue();
            String prefix =
                    settingsType.getAnnotation(ConfigurationProperties.class).value();
            for (RecordComponent component : settingsType.getRecordComponents()) {
                Bindable bindable = component.getAccessor().getAnnotation(Bindable.class);
                settings.put(
                        prefix + "." + kebab(component.getName()), bindable == null ? null : bindable.defaultValue());
            }
        }
        return settings;
    }

    /** The leaves of application.yml, flattened to dotted keys. */
    private static Map<String, String> applicationYml() throws IOException {
        try (InputStream in = ConfigurationDocTest.class.getResourceAsStream("/application.yml")) {
            Map<String, String> leaves = new TreeMap<>();
            flatten("", new Yaml().load(in), leaves);
            return leaves;
        }
    }

    @SuppressWarnings("unchecked")
    private static void flatten(String prefix, Object node, Map<String, String> leaves) {
        if (node instanceof Map<?, ?> map) {
            map.forEach((k, v) -> flatten(prefix.isEmpty() ? k.toString() : prefix + "." + k, v, leaves));
        } else {
            leaves.put(prefix, node == null ? null : node.toString());
        }
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT);
    }

    /** How the doc writes a default: `value`, `""` for the empty string, or "unset". */
    private static String cell(String value) {
        return value == null ? UNSET : value.isEmpty() ? "`\"\"`" : "`" + value + "`";
    }

    @Test
    void doc_hasARowForEverySetting_andNoRowForAKeyThatDoesNotExist() throws IOException {
        Map<String, String> settings = recordSettings();
        Map<String, String> doc = documented();
        List<String> documentedMnemographKeys =
                doc.keySet().stream().filter(k -> k.startsWith("mnemograph.")).toList();

        assertThat(settings).as("settings records found").hasSizeGreaterThan(50);
        assertThat(doc.keySet()).as("settings missing from %s", DOC).containsAll(settings.keySet());
        assertThat(settings.keySet())
                .as("keys in %s that no settings record has", DOC)
                .containsAll(documentedMnemographKeys);
    }

    @Test
    void doc_defaultOfEverySetting_isTheEffectiveDefault() throws IOException {
        Map<String, String> yml = applicationYml();
        Map<String, String> doc = documented();
        recordSettings().forEach((key, recordDefault) -> {
            String effective = yml.containsKey(key) ? yml.get(key) : recordDefault;
            assertThat(doc.get(key)).as("default of %s in %s", key, DOC).isEqualTo(cell(effective));
        });
    }

    @Test
    void applicationYml_everyMnemographAndServerKey_isASettingAndDocumented() throws IOException {
        Map<String, String> settings = recordSettings();
        Map<String, String> doc = documented();
        applicationYml().forEach((key, value) -> {
            if (key.startsWith("mnemograph.")) {
                assertThat(settings)
                        .as("application.yml sets %s, which no settings record has", key)
                        .containsKey(key);
            }
            if (key.startsWith("mnemograph.") || key.startsWith("micronaut.server.")) {
                assertThat(doc.get(key))
                        .as("application.yml's %s in %s", key, DOC)
                        .isEqualTo(cell(value));
            }
        });
    }
}
