package io.mnemograph.tools.eval;

/** The evaluation sets the harness replays, with the names their reports and files carry. */
public enum Benchmark {
    /** LoCoMo (Maharana et al., ACL 2024): question to evidence turns of long conversations. */
    LOCOMO("LoCoMo", "locomo", "question category"),
    /** MADial-Bench (He et al., 2024), English: dialogue cue to the memories the assistant should bring up. */
    MADIAL("MADial-Bench", "madial", "user");

    private final String title;
    private final String fileStem;
    private final String groupedBy;

    Benchmark(String title, String fileStem, String groupedBy) {
        this.title = title;
        this.fileStem = fileStem;
        this.groupedBy = groupedBy;
    }

    /** The name in tables and charts, e.g. {@code LoCoMo}. */
    public String title() {
        return title;
    }

    /** The JSON report's file name, e.g. {@code locomo-report.json}. */
    public String jsonFile() {
        return fileStem + "-report.json";
    }

    /** The chart's file name, e.g. {@code locomo-recall.png}. */
    public String chartFile() {
        return fileStem + "-recall.png";
    }

    /** What the question groups of this benchmark are, for the chart's axis: {@code question category}, {@code user}. */
    public String groupedBy() {
        return groupedBy;
    }
}
