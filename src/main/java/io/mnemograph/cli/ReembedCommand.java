package io.mnemograph.cli;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.config.ReembedSettings;
import io.mnemograph.embedding.EmbeddingChannel;
import io.mnemograph.embedding.EmbeddingChannels;
import io.mnemograph.model.DiskFull;
import io.mnemograph.pipeline.reembed.ChannelBackfill;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code mnemograph reembed [--batch N]}: fills every further embedding channel ({@code mnemograph.embedding.channels})
 * for the memories stored before it was added, on a stopped data directory, with a progress bar on stderr and a
 * summary line per channel. Resumable: a run asks only for the memories still missing the vector.
 */
@Command(
        name = "reembed",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Embeds every memory (all namespaces and tiers) that lacks a further channel's vector "
                    + "(mnemograph.embedding.channels) with that channel's model and writes the vectors, a batch per "
                    + "transaction; content, ids, edges, stability and history are untouched. A killed run continues "
                    + "where it stopped when run again (docs/operations.md, \"Embedding channels\").",
            "Works on the configured database: the embedded one in mnemograph.embedded.data-dir (stop the service "
                    + "first: a running service fills its channels itself, with the online job), or "
                    + "-Dmnemograph.neo4j.uri=..."
        })
public final class ReembedCommand implements Callable<Integer> {

    private static final int PROGRESS_WIDTH = 100;
    private static final int MAX_BATCH = 1_024;

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--batch",
            paramLabel = "N",
            description = "Memories per transaction, 1 to 1024 (default: mnemograph.embedding.reembed.batch, 64).")
    private Integer batch;

    @Override
    public Integer call() {
        if (batch != null && (batch < 1 || batch > MAX_BATCH)) {
            throw new ParameterException(spec.commandLine(), "--batch must be 1 to " + MAX_BATCH + ", not " + batch);
        }
        PrintWriter err = spec.commandLine().getErr();
        try (ApplicationContext context = DatabaseContext.start(
                "stop it first (a running service fills its channels itself: the online job, docs/operations.md)")) {
            EmbeddingChannels channels = context.getBean(EmbeddingChannels.class);
            if (!channels.fuses()) {
                err.println("reembed: no further embedding channel is configured (mnemograph.embedding.channels);"
                        + " nothing to do");
                err.flush();
                return 0;
            }
            int size = batch == null ? context.getBean(ReembedSettings.class).batch() : batch;
            ChannelBackfill backfill = context.getBean(ChannelBackfill.class);
            List<String> summary = new ArrayList<>();
            for (EmbeddingChannel channel : channels.further()) {
                summary.add(fill(backfill, channel, size, err));
            }
            err.println("reembed done: " + String.join("; ", summary));
            err.flush();
            return 0;
        } catch (IllegalStateException | DiskFull e) {
            err.println("reembed failed: " + e.getMessage());
            err.flush();
            return 1;
        }
    }

    private static String fill(ChannelBackfill backfill, EmbeddingChannel channel, int size, PrintWriter err) {
        long missing = backfill.coverage(channel).missing();
        err.printf("Channel %s: %,d memories without its vector%n", channel.name(), missing);
        err.flush();
        long started = System.nanoTime();
        long written = 0;
        try (ProgressBar progress = new ProgressBarBuilder()
                .setTaskName(channel.name())
                .setStyle(ProgressBarStyle.ASCII)
                .setInitialMax(missing)
                .setConsumer(new ConsoleProgressBarConsumer(System.err, PROGRESS_WIDTH))
                .setUpdateIntervalMillis(500)
                .build()) {
            String after = "";
            while (true) {
                ChannelBackfill.Batch next = backfill.next(
                        channel, after, size, texts -> channel.provider().embedAll(texts));
                if (next.done()) {
                    break;
                }
                written += next.written();
                after = next.lastId();
                progress.stepBy(next.read());
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        return String.format(
                "%s %,d memories embedded in %.1f s (%,.1f memories/s)",
                channel.name(), written, seconds, written / Math.max(seconds, 1e-3));
    }
}
