package io.mnemograph.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.mnemograph.client.model.AssociateRequest;
import io.mnemograph.client.model.Association;
import io.mnemograph.client.model.AssociationLink;
import io.mnemograph.client.model.AssociationRemoval;
import io.mnemograph.client.model.BatchRequest;
import io.mnemograph.client.model.BatchResponse;
import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.ChainLink;
import io.mnemograph.client.model.ConfirmRequest;
import io.mnemograph.client.model.ConsolidateRequest;
import io.mnemograph.client.model.Consolidation;
import io.mnemograph.client.model.Contradiction;
import io.mnemograph.client.model.EntityLink;
import io.mnemograph.client.model.History;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.MemoryLinks;
import io.mnemograph.client.model.MemoryPage;
import io.mnemograph.client.model.NamespaceDeleted;
import io.mnemograph.client.model.NewerStatement;
import io.mnemograph.client.model.PathStep;
import io.mnemograph.client.model.PatchRequest;
import io.mnemograph.client.model.RecallFilter;
import io.mnemograph.client.model.RecallRequest;
import io.mnemograph.client.model.RecallResponse;
import io.mnemograph.client.model.RecallResult;
import io.mnemograph.client.model.RememberRequest;
import io.mnemograph.client.model.RememberResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The client's records cannot drift from the service: each one's JSON property names (as the client writes and reads
 * them) are exactly the properties of its schema in the running service's OpenAPI document, the browse query's are
 * the parameters of {@code GET /v1/memories}, and the client's version is the service's (root pom.xml).
 */
class OpenApiDriftTest {

    /** Each record of the client and the schema of the document it stands for. */
    private static final Map<Class<?>, String> SCHEMAS = new LinkedHashMap<>();

    static {
        SCHEMAS.put(RememberRequest.class, "RememberRequest");
        SCHEMAS.put(RememberResponse.class, "RememberResponse");
        SCHEMAS.put(Contradiction.class, "Contradiction");
        SCHEMAS.put(BatchRequest.class, "BatchRequest");
        SCHEMAS.put(BatchResponse.class, "BatchResponse");
        SCHEMAS.put(RecallRequest.class, "RecallRequest");
        SCHEMAS.put(RecallFilter.class, "RecallFilterBody");
        SCHEMAS.put(RecallResponse.class, "RecallResponse");
        SCHEMAS.put(RecallResult.class, "RecallResult");
        SCHEMAS.put(PathStep.class, "PathStep");
        SCHEMAS.put(NewerStatement.class, "NewerStatementView");
        SCHEMAS.put(Memory.class, "MemoryView");
        SCHEMAS.put(MemoryPage.class, "MemoryPage");
        SCHEMAS.put(History.class, "History");
        SCHEMAS.put(ChainLink.class, "ChainLink");
        SCHEMAS.put(MemoryLinks.class, "MemoryLinks");
        SCHEMAS.put(AssociationLink.class, "AssociationLink");
        SCHEMAS.put(EntityLink.class, "EntityLink");
        SCHEMAS.put(AssociateRequest.class, "AssociateRequest");
        SCHEMAS.put(Association.class, "Association");
        SCHEMAS.put(AssociationRemoval.class, "AssociationRemoval");
        SCHEMAS.put(PatchRequest.class, "PatchRequest");
        SCHEMAS.put(ConsolidateRequest.class, "ConsolidateRequest");
        SCHEMAS.put(Consolidation.class, "Consolidation");
        SCHEMAS.put(ConfirmRequest.class, "ConfirmRequest");
        SCHEMAS.put(NamespaceDeleted.class, "NamespaceDeleted");
    }

    private static JsonNode document() throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(URI.create(LiveService.URL + "/openapi.yml").toURL());
    }

    private static Set<String> clientNames(Class<?> type) {
        BeanDescription description = Transport.JSON.getSerializationConfig()
                .introspect(Transport.JSON.constructType(type));
        return description.findProperties().stream()
                .map(BeanPropertyDefinition::getName)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void everyRecord_hasExactlyItsSchemasProperties() throws IOException {
        JsonNode schemas = document().path("components").path("schemas");
        Map<String, Set<String>> mismatches = new LinkedHashMap<>();
        SCHEMAS.forEach((type, schema) -> {
            Set<String> documented = new TreeSet<>();
            schemas.path(schema).path("properties").fieldNames().forEachRemaining(documented::add);
            Set<String> client = clientNames(type);
            if (!client.equals(documented)) {
                mismatches.put(type.getSimpleName() + " (client " + client + ") against " + schema, documented);
            }
        });
        assertEquals(Map.of(), mismatches);
    }

    @Test
    void browseQuery_hasExactlyTheParametersOfTheListRoute() throws IOException {
        Set<String> documented = new TreeSet<>();
        document().path("paths").path("/v1/memories").path("get").path("parameters")
                .forEach(parameter -> documented.add(parameter.path("name").asText()));

        assertEquals(documented, clientNames(BrowseQuery.class));
    }

    @Test
    void clientVersion_isTheServicesVersion() throws IOException {
        String pom = Files.readString(Path.of(System.getProperty("mnemograph.repository"), "pom.xml"));
        Matcher service = Pattern.compile("</parent>.*?<version>([^<]+)</version>", Pattern.DOTALL).matcher(pom);

        assertEquals(true, service.find());
        assertEquals(service.group(1), System.getProperty("mnemograph.client.version"));
    }
}
