package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.StreamErrors;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.transfer.NamespaceExport;
import io.mnemograph.transfer.NamespaceExporter;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.inject.Named;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * {@code GET /v1/export?namespace=&vectors=}: the namespace as JSON Lines, the same bytes {@code mnemograph export}
 * writes (docs/export.md), streamed page by page as the client reads (read role). A stream cut short lacks its end
 * line, which import detects.
 */
@StreamErrors
@Tag(name = "export")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/export")
public class ExportController {

    /** JSON Lines: one JSON object per line. */
    public static final String JSON_LINES = "application/x-ndjson";

    private final NamespaceAccess access;
    private final NamespaceExporter exporter;
    private final Scheduler pages;

    public ExportController(
            NamespaceAccess access,
            NamespaceExporter exporter,
            @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        this.access = access;
        this.exporter = exporter;
        this.pages = Schedulers.fromExecutorService(blocking);
    }

    @Operation(operationId = "exportNamespace", summary = "The namespace as JSON Lines, streamed (docs/export.md)")
    @ApiResponse(
            responseCode = "200",
            description = "one JSON object per line, the end line last",
            content = @Content(mediaType = JSON_LINES, schema = @Schema(type = "string")))
    @Get(produces = JSON_LINES)
    public HttpResponse<Publisher<byte[]>> export(
            @Nullable @QueryValue String namespace, @Nullable @QueryValue String vectors) {
        String ns = access.namespace(namespace, Role.READ);
        boolean withVectors = vectors == null || parse(vectors);
        Flux<byte[]> lines = Flux.<byte[], NamespaceExport>generate(
                        () -> exporter.open(ns, withVectors), (export, sink) -> {
                            String page = export.next();
                            if (page == null) {
                                sink.complete();
                            } else {
                                sink.next(page.getBytes(StandardCharsets.UTF_8));
                            }
                            return export;
                        })
                .subscribeOn(pages);
        return HttpResponse.ok((Publisher<byte[]>) lines)
                .contentType(JSON_LINES)
                .header("Content-Disposition", "attachment; filename=\"" + ns + ".jsonl\"");
    }

    private static boolean parse(String vectors) {
        return switch (vectors) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new InvalidInput("vectors", "must be true or false");
        };
    }
}
