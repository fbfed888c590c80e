package io.mnemograph.tools.soak;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.cli.Cli;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A short real soak against the running service, and the audit catching a boost the service never stored. */
@MnemographTest
class SoakRunTest {

    @Inject
    EmbeddedServer server;

    private URI url() {
        return URI.create("http://127.0.0.1:" + server.getPort());
    }

    @Test
    void run_fourClientsForThreeSeconds_noErrorsAndEveryBoostStored() throws Exception {
        SoakRun.Options options = new SoakRun.Options(url(), null, "soak-test", 4, Duration.ofSeconds(3), 0.5, 5, 7);

        SoakReport report = new SoakRun(options).run();

        assertThat(report.errorSamples()).isEmpty();
        assertThat(report.remembers()).isPositive();
        assertThat(report.recalls()).isPositive();
        assertThat(report.audit().memories()).isEqualTo((int) report.remembers());
        assertThat(report.clean()).as(report.format()).isTrue();
        assertThat(report.format()).contains("result: clean").contains("p95");
    }

    @Test
    void run_withAPause_eachClientWaitsBetweenRequests() throws Exception {
        SoakRun.Options options = new SoakRun.Options(
                List.of(url()),
                null,
                "soak-pause",
                2,
                Duration.ofSeconds(3),
                0.5,
                5,
                7,
                Duration.ofSeconds(30),
                Duration.ofMillis(1_500));

        SoakReport report = new SoakRun(options).run();

        assertThat(report.clean()).as(report.format()).isTrue();
        assertThat(report.remembers() + report.recalls())
                .as("2 clients, a request then 1.5 s of pause, for 3 s")
                .isBetween(2L, 4L);
    }

    @Test
    void audit_boostAcknowledgedButNeverMade_reportsItLost() throws Exception {
        SoakClient client = new SoakClient(url(), null, "soak-audit");
        BoostLedger ledger = new BoostLedger();
        String id = client.remember("Priya keeps her spare bicycle key under the blue flowerpot");
        ledger.remembered(id);
        assertThat(client.recall("where is the spare bicycle key", 5)).contains(id);
        ledger.recalled(id);
        ledger.recalled(id);

        Map<String, Long> stored = new HashMap<>();
        stored.put(id, client.accessCount(id));
        BoostLedger.Audit audit = ledger.audit(stored);

        assertThat(stored.get(id)).isEqualTo(1);
        assertThat(audit.lostBoosts()).isEqualTo(1);
    }

    @Test
    void soakCommand_badClientCount_usageError() {
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));

        int code = cli.execute("soak", "--url", url().toString(), "--clients", "0", "--seconds", "1");

        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("clients must be at least 1");
    }

    @Test
    void soakCommand_shortRun_printsReportAndExits0() {
        StringWriter out = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));

        int code = cli.execute(
                "soak", "--url", url().toString(), "--clients", "2", "--seconds", "2", "--namespace", "soak-cli");

        assertThat(out.toString()).contains("soak: 2 clients").contains("audit:");
        assertThat(code).as(out.toString()).isZero();
    }

    @Test
    void soakCommand_repeatedUrl_spreadsClientsOverEveryInstance() {
        StringWriter out = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        String other = "http://localhost:" + server.getPort();

        int code = cli.execute(
                "soak",
                "--url",
                url().toString(),
                "--url",
                other,
                "--clients",
                "2",
                "--seconds",
                "2",
                "--namespace",
                "soak-two-urls");

        assertThat(out.toString()).contains("soak of " + url() + ", " + other + " in namespace soak-two-urls");
        assertThat(code).as(out.toString()).isZero();
    }
}
