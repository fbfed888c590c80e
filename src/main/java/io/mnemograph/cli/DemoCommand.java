package io.mnemograph.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph demo [--url URL] [--namespace NS]}: loads the shipped conversation ({@link DemoConversation})
 * into a running service through its HTTP API, in one batch remember, and prints recalls to try. Loading it again
 * stores nothing twice (each turn has an idempotency key).
 */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        description = {
            "Loads a small shipped conversation (three evenings of Maya planning a trip to Lisbon) into a "
                    + "running service through its HTTP API, then prints recalls to try. Start the service first."
        })
public final class DemoCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The first batch embeds every turn: allow for a slow, busy machine. */
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--url",
            defaultValue = "http://127.0.0.1:8080",
            description = "The running service's API address (default ${DEFAULT-VALUE}).")
    private String url;

    @Option(names = "--namespace", description = "The namespace to load into (default: the conversation's, demo).")
    private String namespace;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        DemoConversation conversation = DemoConversation.shipped();
        String into = namespace == null ? conversation.namespace() : namespace;
        String api = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        HttpResponse<String> response;
        try (HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()) {
            response = http.send(
                    HttpRequest.newBuilder(URI.create(api + "/v1/memories/batch"))
                            .timeout(TIMEOUT)
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    JSON.writeValueAsString(conversation.batchBody(into))))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException | IllegalArgumentException e) {
            err.printf(
                    "Cannot reach the service at %s (%s). Start it first (java -jar target/mnemograph.jar), "
                            + "or give its address with --url.%n",
                    api, e.getMessage() == null ? e : e.getMessage());
            return 1;
        }
        if (response.statusCode() != 201) {
            err.printf(
                    "The service at %s refused the demo conversation: HTTP %d %s%n",
                    api, response.statusCode(), response.body());
            return 1;
        }
        int replayed = replayed(response.body());
        out.printf(
                "Loaded %d turns of %d sessions into namespace '%s'%s.%n",
                conversation.turnCount() - replayed,
                conversation.sessions().size(),
                into,
                replayed == 0 ? "" : " (" + replayed + " were there already)");
        out.printf("%nTry:%n");
        for (String question : conversation.questions()) {
            out.printf(
                    "  curl -s %s/v1/recall -H 'Content-Type: application/json' -d '%s'%n",
                    api, recallBody(into, question).replace("'", "'\"'\"'"));
        }
        out.printf(
                "%nand look at the graph in Neo4j Browser: MATCH (m:Memory {namespace: '%s'})-[r]-(x) "
                        + "RETURN m, r, x%n",
                into);
        out.flush();
        return 0;
    }

    private static String recallBody(String namespace, String question) {
        return JSON.createObjectNode()
                .put("namespace", namespace)
                .put("query", question)
                .put("explain", true)
                .toString();
    }

    /** How many results of the batch answer were replays of turns loaded before. */
    private static int replayed(String body) {
        try {
            int count = 0;
            for (JsonNode result : JSON.readTree(body).path("results")) {
                count += result.path("replayed").asBoolean(false) ? 1 : 0;
            }
            return count;
        } catch (IOException e) {
            throw new IllegalStateException("the service answered the batch with unreadable JSON: " + body, e);
        }
    }
}
