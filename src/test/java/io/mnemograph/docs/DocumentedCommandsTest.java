package io.mnemograph.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.Application;
import io.mnemograph.cli.Cli;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every {@code bin/mnemograph ...}, {@code mnemograph ...} and {@code java ... -jar ...mnemograph.jar ...} command that
 * the README, docs/agents.md, docs/export.md and docs/operations.md show, in shell blocks or inline code, parses with
 * the CLI's own picocli parser (or, without a command, starts the service).
 */
class DocumentedCommandsTest {

    private static final List<Path> DOCS = List.of(
            Path.of("README.md"), Path.of("docs/agents.md"), Path.of("docs/export.md"), Path.of("docs/operations.md"));
    private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\n(.*?)^```", Pattern.MULTILINE | Pattern.DOTALL);
    private static final Pattern INLINE_CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Set<String> SHELL = Set.of("", "bash", "sh", "shell", "console");
    private static final Set<String> COMMAND_END = Set.of("#", "|", "||", "&&", ";", ">", "2>", "<", "&");

    @Test
    void documentedCommands_parseWithTheCli() throws IOException {
        List<String> commands = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Path doc : DOCS) {
            for (String snippet : snippets(Files.readString(doc))) {
                List<String> args = commandArguments(tokens(snippet));
                if (args == null) {
                    continue;
                }
                commands.add(doc + ": " + String.join(" ", args));
                String failure = parseFailure(args);
                if (failure != null) {
                    failures.add(doc + ": `" + snippet.strip() + "`: " + failure);
                }
            }
        }
        assertThat(commands).as("documented commands found").hasSizeGreaterThan(8);
        assertThat(failures).as("documented commands the CLI rejects").isEmpty();
    }

    @Test
    void parseFailure_misspelledCommandOrOption_isReported() {
        assertThat(parseFailure(List.of("exprot", "--namespace", "a", "--out", "a.jsonl")))
                .isNotNull();
        assertThat(parseFailure(List.of("export", "--namespace", "a", "--output", "a.jsonl")))
                .isNotNull();
        assertThat(parseFailure(List.of("import", "--in", "a.jsonl", "--batch", "N")))
                .isNotNull();
        assertThat(parseFailure(List.of("export", "--namespace", "a", "--out", "a.jsonl")))
                .isNull();
        assertThat(parseFailure(List.of())).isNull();
    }

    @Test
    void commandArguments_launcherJarOrBareName_findTheArguments() {
        assertThat(commandArguments(tokens("bin/mnemograph -Dx=\"a b\" eval madial # comment")))
                .containsExactly("eval", "madial");
        assertThat(commandArguments(tokens("X=1 java -XX:+UseParallelGC -jar target/mnemograph.jar export "
                        + "--namespace alice [--no-vectors] > out")))
                .containsExactly("export", "--namespace", "alice", "--no-vectors");
        assertThat(commandArguments(tokens("mnemograph keys create --role admin")))
                .containsExactly("keys", "create", "--role", "admin");
        assertThat(commandArguments(tokens("mnemograph ready: API http://127.0.0.1:8080")))
                .isNull();
        assertThat(commandArguments(tokens("curl -s localhost:8080/v1/recall"))).isNull();
    }

    /** Why picocli rejects {@code args}, or null when it parses them (or they start the service). */
    private static String parseFailure(List<String> args) {
        if (args.isEmpty() || Application.runsService(args.toArray(String[]::new))) {
            return null;
        }
        try {
            Cli.commandLine().parseArgs(args.toArray(String[]::new));
            return null;
        } catch (CommandLine.ParameterException e) {
            return e.getMessage();
        }
    }

    /** The logical lines of the shell blocks (continuations joined) and every inline code span. */
    private static List<String> snippets(String markdown) {
        List<String> snippets = new ArrayList<>();
        Matcher fence = FENCE.matcher(markdown);
        while (fence.find()) {
            if (SHELL.contains(fence.group(1))) {
                snippets.addAll(List.of(fence.group(2).replace("\\\n", " ").split("\n")));
            }
        }
        Matcher inline = INLINE_CODE.matcher(markdown);
        while (inline.find()) {
            snippets.add(inline.group(1));
        }
        return snippets;
    }

    /**
     * The arguments after the launcher, the bare name or the jar, without leading JVM options ({@code -D}, {@code -X})
     * and optional brackets, up to a comment, pipe or redirection; null when the snippet runs no mnemograph command.
     */
    static List<String> commandArguments(List<String> tokens) {
        int start = -1;
        for (int i = 0; i < tokens.size() && start < 0; i++) {
            String token = tokens.get(i);
            if (token.endsWith("bin/mnemograph")
                    || token.equals("mnemograph") && i == 0
                    || token.endsWith("mnemograph.jar")
                            && i > 0
                            && tokens.get(i - 1).equals("-jar")) {
                start = i + 1;
            }
        }
        if (start < 0) {
            return null;
        }
        List<String> args = new ArrayList<>();
        for (String token : tokens.subList(start, tokens.size())) {
            if (COMMAND_END.contains(token)) {
                break;
            }
            if (args.isEmpty() && (token.startsWith("-D") || token.startsWith("-X"))) {
                continue;
            }
            String bare = token.replaceAll("^\\[|]$", "");
            if (!bare.isEmpty()) {
                args.add(bare);
            }
        }
        return !args.isEmpty() && args.getFirst().endsWith(":") ? null : args;
    }

    /** Shell-like words: quotes group and are removed, {@code $(...)} stays one word. */
    static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        int depth = 0;
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '$' && i + 1 < line.length() && line.charAt(i + 1) == '(') {
                depth++;
                word.append(c);
                inWord = true;
            } else if (c == ')' && depth > 0) {
                depth--;
                word.append(c);
            } else if (Character.isWhitespace(c) && depth == 0) {
                if (inWord) {
                    tokens.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            tokens.add(word.toString());
        }
        return tokens;
    }
}
