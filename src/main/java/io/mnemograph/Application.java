package io.mnemograph;

import io.micronaut.context.exceptions.BeanInstantiationException;
import io.micronaut.context.exceptions.DependencyInjectionException;
import io.micronaut.runtime.Micronaut;
import io.mnemograph.cli.Cli;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.StartupRefusal;
import io.mnemograph.startup.ServerPortCheck;
import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.security.SecurityScheme;
import io.swagger.v3.oas.annotations.servers.Server;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Set;

/**
 * Entry point. Without arguments, or with options only ({@code -Dx=y}-style Micronaut arguments), starts the HTTP
 * service on the configured (by default embedded) Neo4j; {@code <command> ...} runs a command-line tool
 * ({@link Cli}: {@code bench}, ...) and exits with its code; {@code --help} and {@code --version} print the commands or
 * the version instead of starting the service.
 */
@OpenAPIDefinition(
        info =
                @Info(
                        title = "mnemograph",
                        version = "v1",
                        description =
                                "An associative long-term memory for AI agents, on Neo4j. Every error answers"
                                        + " {\"error\": {\"code\", \"message\", \"field\"}} (ErrorBody). Reference: docs/api.md."),
        servers = @Server(url = "/", description = "the service that serves this document"),
        tags = {
            @Tag(name = "memories", description = "remember, read, change, forget and browse single memories"),
            @Tag(name = "recall", description = "the memories most relevant to a query"),
            @Tag(name = "associations", description = "explicit links between two memories"),
            @Tag(name = "consolidate", description = "the lifecycle sweep of a namespace, now"),
            @Tag(name = "namespaces", description = "forget a whole namespace"),
            @Tag(name = "export", description = "a namespace as JSON Lines"),
            @Tag(name = "analytics", description = "the headline figures of a namespace's graph"),
            @Tag(name = "mcp", description = "the Model Context Protocol over streamable HTTP"),
            @Tag(name = "management", description = "health and metrics")
        },
        security = @SecurityRequirement(name = "apiKey"))
@SecurityScheme(
        name = "apiKey",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description = "an API key (mnemograph keys create); without keys configured the service answers loopback only")
public final class Application {

    private static final Set<String> CLI_OPTIONS = Set.of("-h", "--help", "-V", "--version");

    private Application() {}

    public static void main(String[] args) {
        if (runsService(args)) {
            Micronaut.build(args)
                    .banner(false)
                    .mainClass(Application.class)
                    .environments(ServerPortCheck.ENVIRONMENT)
                    .mapError(BeanInstantiationException.class, Application::reportStartupFailure)
                    .mapError(DependencyInjectionException.class, Application::reportStartupFailure)
                    .mapError(ConfigurationError.class, Application::reportStartupFailure)
                    .start();
        } else {
            System.exit(Cli.execute(args));
        }
    }

    /**
     * When start-up failed on a setting (a bad value, a port taken, the database's start-up deadline passed) or was
     * refused (a {@link StartupRefusal}: the database's vectors come from another embedding model), prints the one line
     * that says what to change and exits with 1 at once: its stack trace would tell whoever has to change it nothing
     * more. Any other failure returns the exit code 1, and Micronaut logs it whole.
     */
    private static int reportStartupFailure(Throwable failure) {
        StartupRefusal.in(failure).ifPresent(refusal -> {
            System.err.println("mnemograph cannot start: " + refusal.getMessage());
            System.exit(1);
        });
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConfigurationError error) {
                System.err.println("mnemograph cannot start: " + error.getMessage());
                System.exit(1);
            }
        }
        return 1;
    }

    /** True when the arguments ask for the HTTP service rather than a command. */
    public static boolean runsService(String[] args) {
        return args.length == 0 || (args[0].startsWith("-") && !CLI_OPTIONS.contains(args[0]));
    }
}
