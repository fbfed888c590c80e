package io.mnemograph.eval;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Options of a LoCoMo evaluation run, parsed from command-line arguments.
 *
 * <p>Options ({@code --name value} or {@code --name=value}, each at most once):
 * <ul>
 *   <li>{@code --file PATH}: the LoCoMo file; default {@value #DEFAULT_FILE} when it exists, else required;</li>
 *   <li>{@code --conversations dev|holdout|all|conv-26,conv-30}: default {@code dev};</li>
 *   <li>{@code --k 5,10,20}: the cut-offs, distinct positive integers; default 5,10,20;</li>
 *   <li>{@code --out DIR}: where the JSON report and chart go; default {@value #DEFAULT_OUT};</li>
 *   <li>{@code --configs a,b}: names of the system configurations to run, passed through unchecked;
 *       default none given (empty), which the caller interprets;</li>
 *   <li>{@code --sweep none|last-session|now}: run the lifecycle sweep over each conversation before asking, as of
 *       the day after its last session or as of now ({@link SweepBeforeAsking}); default {@code none}.</li>
 * </ul>
 *
 * @param file the LoCoMo JSON file, which exists
 * @param conversations the conversations to replay
 * @param ks the cut-offs, ascending
 * @param out the output directory
 * @param configs the configuration names, in the order given
 * @param sweep whether and as of when to sweep before asking
 */
public record LocomoEvalOptions(Path file, ConversationSelection conversations, List<Integer> ks, Path out,
                                List<String> configs, SweepBeforeAsking sweep) {

    /** The LoCoMo file used when {@code --file} is not given, relative to the working directory. */
    public static final String DEFAULT_FILE = "../shared/data/locomo/locomo10.json";

    /** The output directory used when {@code --out} is not given. */
    public static final String DEFAULT_OUT = "eval-out";

    private static final Set<String> OPTIONS = Set.of("--file", "--conversations", "--k", "--out", "--configs",
            "--sweep");

    /** Validates the fields and copies the lists. */
    public LocomoEvalOptions {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(conversations, "conversations");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(sweep, "sweep");
        ks = List.copyOf(ks);
        configs = List.copyOf(configs);
    }

    /** The options in {@code args}; throws IllegalArgumentException whose message starts with the faulty option. */
    public static LocomoEvalOptions parse(String[] args) {
        return parse(args, Path.of(DEFAULT_FILE));
    }

    /** As {@link #parse(String[])}, with {@code defaultFile} standing in for {@link #DEFAULT_FILE}. */
    static LocomoEvalOptions parse(String[] args, Path defaultFile) {
        Map<String, String> values = values(args);
        return new LocomoEvalOptions(file(values.get("--file"), defaultFile),
                conversations(values.getOrDefault("--conversations", "dev")),
                ks(values.getOrDefault("--k", "5,10,20")),
                Path.of(values.getOrDefault("--out", DEFAULT_OUT)),
                configs(values.get("--configs")),
                sweep(values.getOrDefault("--sweep", "none")));
    }

    private static SweepBeforeAsking sweep(String text) {
        try {
            return SweepBeforeAsking.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--sweep: " + e.getMessage(), e);
        }
    }

    private static Map<String, String> values(String[] args) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (!OPTIONS.contains(name)) {
                throw new IllegalArgumentException(name + ": unknown option; known: " + OPTIONS.stream().sorted().toList());
            }
            String value;
            if (equals >= 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException(name + ": needs a value");
            }
            if (value.isBlank()) {
                throw new IllegalArgumentException(name + ": needs a value");
            }
            if (values.put(name, value) != null) {
                throw new IllegalArgumentException(name + ": given more than once");
            }
        }
        return values;
    }

    private static Path file(String given, Path defaultFile) {
        if (given == null) {
            if (!Files.isRegularFile(defaultFile)) {
                throw new IllegalArgumentException("--file: not given, and the default " + defaultFile + " does not exist");
            }
            return defaultFile;
        }
        Path file = Path.of(given);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--file: " + given + " does not exist or is not a file");
        }
        return file;
    }

    private static ConversationSelection conversations(String spec) {
        try {
            return ConversationSelection.parse(spec);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--conversations: " + e.getMessage(), e);
        }
    }

    private static List<Integer> ks(String spec) {
        List<Integer> ks = list(spec).stream().map(LocomoEvalOptions::positive).sorted().toList();
        if (ks.isEmpty() || ks.stream().distinct().count() != ks.size()) {
            throw new IllegalArgumentException("--k: needs distinct cut-offs, got \"" + spec + "\"");
        }
        return ks;
    }

    private static int positive(String text) {
        try {
            int k = Integer.parseInt(text);
            if (k >= 1) {
                return k;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--k: \"" + text + "\" is not a positive integer");
    }

    private static List<String> configs(String spec) {
        if (spec == null) {
            return List.of();
        }
        List<String> configs = list(spec);
        if (configs.isEmpty() || configs.stream().distinct().count() != configs.size()) {
            throw new IllegalArgumentException("--configs: needs distinct names, got \"" + spec + "\"");
        }
        return configs;
    }

    private static List<String> list(String spec) {
        return Arrays.stream(spec.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
