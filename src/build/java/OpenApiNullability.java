import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * Rewrites the API document micronaut-openapi generated so that a nullable reference admits {@code null} under JSON
 * Schema, as strict validators read it (docs/api.md, "The API document").
 *
 * <p>micronaut-openapi writes a nullable field of a record type as {@code type: object, nullable: true, allOf:
 * [{$ref: R}, {type: object}]}. OpenAPI 3.0.3 says {@code nullable} adds null to the {@code type} beside it only, so
 * every {@code allOf} branch still rejects null: the extra {@code {type: object}} branch always, and the reference
 * unless {@code R} is itself nullable. This drops the extra branch, keeps {@code type: object} beside {@code
 * nullable} (Redocly's nullable-type-sibling), and fails the build, naming the property, when {@code R} is not
 * nullable (annotate the record {@code @Schema(nullable = true)}, as RecallMemoryState is). Run by the build after
 * the compile (pom.xml, execution "openapi-nullability"); running it again changes nothing.
 * Usage: java -cp snakeyaml.jar src/build/java/OpenApiNullability.java target/classes/META-INF/swagger/openapi.yml
 */
public final class OpenApiNullability {

    private static final String COMPONENTS = "#/components/schemas/";

    private OpenApiNullability() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        Yaml yaml = new Yaml(options());
        Map<String, Object> document;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            document = yaml.load(reader);
        }
        Map<String, Object> schemas = map(map(document.get("components")).get("schemas"));
        List<String> problems = new ArrayList<>();
        walk(document, "", schemas, problems);
        if (!problems.isEmpty()) {
            System.err.println("OpenApiNullability: a nullable reference to a schema that rejects null:");
            problems.forEach(problem -> System.err.println("  " + problem));
            System.exit(1);
        }
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            yaml.dump(document, writer);
        }
    }

    private static void walk(Object node, String path, Map<String, Object> schemas, List<String> problems) {
        if (node instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                walk(list.get(i), path + "/" + i, schemas, problems);
            }
        } else if (node instanceof Map<?, ?> raw) {
            Map<String, Object> schema = map(raw);
            if (Boolean.TRUE.equals(schema.get("nullable")) && schema.get("allOf") instanceof List<?> branches) {
                List<Object> kept = new ArrayList<>(branches);
                kept.removeIf(branch -> Map.of("type", "object").equals(branch));
                if (kept.isEmpty()) {
                    schema.remove("allOf");
                } else {
                    schema.put("allOf", kept);
                    schema.putIfAbsent("type", "object");
                    for (Object branch : kept) {
                        Object ref = branch instanceof Map<?, ?> b ? b.get("$ref") : null;
                        Object target = ref instanceof String r && r.startsWith(COMPONENTS)
                                ? schemas.get(r.substring(COMPONENTS.length()))
                                : null;
                        if (!(target instanceof Map<?, ?> t) || !Boolean.TRUE.equals(t.get("nullable"))) {
                            problems.add(path + " -> " + branch);
                        }
                    }
                }
            }
            schema.forEach((key, value) -> walk(value, path + "/" + key, schemas, problems));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object node) {
        return (Map<String, Object>) node;
    }

    private static DumperOptions options() {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setIndent(2);
        options.setIndicatorIndent(0);
        options.setSplitLines(false);
        return options;
    }
}
