package io.mnemograph.api.http;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.UnknownIdError;
import io.mnemograph.api.request.AssociateBody;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryLinking;
import io.mnemograph.core.graph.AssociationKind;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code POST /v1/associations}: link two memories of one namespace explicitly, with a weight in [0, 1];
 * {@code DELETE /v1/associations}: remove one link.
 */
@ApiErrors
@Tag(name = "associations")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/associations")
public class AssociationController {

    private static final Set<String> DELETE_PARAMETERS = Set.of("source", "target", "kind", "namespace");
    /** Example ids in the API document (the route test remembers two memories with these ids' roles). */
    static final String EXAMPLE_SOURCE = "3f2b9c1e-5d2a-4c1b-9f3e-0a1b2c3d4e5f";

    static final String EXAMPLE_TARGET = "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d";
    static final List<String> KINDS = Arrays.stream(AssociationKind.values())
            .map(AssociationKind::graphName)
            .toList();

    private final NamespaceAccess access;
    private final MemoryLinking linking;

    public AssociationController(MemoryLinking linking, NamespaceAccess access) {
        this.access = access;
        this.linking = linking;
    }

    @Operation(operationId = "associate", summary = "Link two memories explicitly")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = AssociateBody.class),
                            examples =
                                    @ExampleObject(
                                            name = "a link",
                                            value = "{\"source\": \"" + EXAMPLE_SOURCE + "\", \"target\": \""
                                                    + EXAMPLE_TARGET + "\", \"weight\": 0.8}")))
    @ApiResponse(responseCode = "201", description = "linked", useReturnTypeSchema = true)
    @UnknownIdError
    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<AssociationView> associate(@Body AssociateBody body) {
        String namespace = access.namespace(body.namespace(), Role.WRITE);
        String source = body.source().toLowerCase(Locale.ROOT);
        String target = body.target().toLowerCase(Locale.ROOT);
        double weight = body.weight() == null ? MemoryLinking.DEFAULT_ASSOCIATION_WEIGHT : body.weight();
        linking.associate(namespace, source, target, weight);
        return HttpResponse.created(AssociationView.explicit(namespace, source, target, weight));
    }

    /**
     * Removes the association of {@code kind} (default {@code explicit}) from {@code source} to {@code target}, in
     * the direction it was made; 404 when the namespace holds none.
     */
    @Operation(
            operationId = "dissociate",
            summary = "Remove one link",
            parameters = {
                @Parameter(
                        name = "source",
                        in = ParameterIn.QUERY,
                        required = true,
                        schema = @Schema(type = "string", format = "uuid")),
                @Parameter(
                        name = "target",
                        in = ParameterIn.QUERY,
                        required = true,
                        schema = @Schema(type = "string", format = "uuid")),
                @Parameter(
                        name = "kind",
                        in = ParameterIn.QUERY,
                        schema =
                                @Schema(
                                        type = "string",
                                        allowableValues = {"semantic", "temporal", "co_recall", "explicit"},
                                        defaultValue = "explicit")),
                @Parameter(name = "namespace", in = ParameterIn.QUERY, schema = @Schema(type = "string"))
            })
    @UnknownIdError
    @Delete(produces = MediaType.APPLICATION_JSON)
    public AssociationRemoval remove(@Parameter(hidden = true) HttpRequest<?> request) {
        QueryParameters parameters = QueryParameters.of(request.getParameters(), DELETE_PARAMETERS);
        String namespace = access.namespace(parameters.text("namespace"), Role.WRITE);
        String source = requiredId(parameters, "source");
        String target = requiredId(parameters, "target");
        String kind = parameters.oneOf("kind", KINDS);
        String removed = kind == null ? AssociationKind.EXPLICIT.graphName() : kind;
        linking.removeAssociation(namespace, source, target, removed);
        return new AssociationRemoval(namespace, source, target, removed, true);
    }

    private static String requiredId(QueryParameters parameters, String name) {
        String id = parameters.text(name);
        if (id == null) {
            throw new InvalidInput(name, "is required");
        }
        return RequestRules.requireUuid(name, id);
    }

    /** What a {@code DELETE /v1/associations} removed. */
    @Serdeable
    @Schema(name = "AssociationRemoval")
    public record AssociationRemoval(String namespace, String source, String target, String kind, boolean deleted) {}

    /** The association as stored. */
    @Serdeable
    @Schema(name = "Association")
    public record AssociationView(String namespace, String source, String target, double weight, String kind) {

        /** The explicit association from {@code source} to {@code target} of {@code namespace}, as stored. */
        public static AssociationView explicit(String namespace, String source, String target, double weight) {
            return new AssociationView(namespace, source, target, weight, "explicit");
        }
    }
}
