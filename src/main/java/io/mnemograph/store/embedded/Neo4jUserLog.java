package io.mnemograph.store.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The embedded Neo4j's user log (its Log4j configuration, {@code server.logs.user.config}), written into its home at
 * each start: on standard output at WARN, in the service's format (text with the same timestamp as the service's
 * lines, or one JSON object per line with the fields of the service's JSON lines), and in full in
 * {@code <data-dir>/logs/neo4j.log}.
 */
final class Neo4jUserLog {

    /** A text line like the service's (logback.xml): {@code 2026-11-25T10:00:00.000Z WARN  o.n.s.Class - message}. */
    static final String TEXT = "<PatternLayout pattern=\"%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5level %c{1.} - %m%n\"/>";
    /** A JSON line with the field names of Logback's JsonEncoder as the service configures it. */
    static final String JSON = """
            <JsonTemplateLayout eventTemplate='{"timestamp": {"$resolver": "timestamp", "epoch": {"unit": "millis", \
            "rounded": true}}, "level": {"$resolver": "level", "field": "name"}, "threadName": {"$resolver": \
            "thread", "field": "name"}, "loggerName": {"$resolver": "logger", "field": "name"}, "formattedMessage": \
            {"$resolver": "message", "stringified": true}, "throwable": {"$resolver": "exception", "field": \
            "stackTrace", "stackTrace": {"stringified": true}}}'/>""";

    private Neo4jUserLog() {}

    /** Writes the configuration into {@code home}'s conf directory and returns its path. */
    static Path write(Path home, boolean json) {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- written by mnemograph at each start (store/Neo4jUserLog): edits are overwritten -->
                <Configuration>
                  <Appenders>
                    <RollingRandomAccessFile name="File" fileName="${config:server.directories.logs}/neo4j.log"
                        filePattern="$${config:server.directories.logs}/neo4j.log.%02i">
                      <PatternLayout pattern="%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5level %m%n"/>
                      <Policies><SizeBasedTriggeringPolicy size="20 MB"/></Policies>
                      <DefaultRolloverStrategy fileIndex="min" max="5"/>
                    </RollingRandomAccessFile>
                    <Console name="Console" target="SYSTEM_OUT">
                      LAYOUT
                    </Console>
                  </Appenders>
                  <Loggers>
                    <Root level="info">
                      <AppenderRef ref="File"/>
                      <AppenderRef ref="Console" level="warn"/>
                    </Root>
                  </Loggers>
                </Configuration>
                """.replace("LAYOUT", json ? JSON : TEXT);
        Path file = home.resolve("conf").resolve("user-logs.xml");
        try {
            Files.writeString(file, xml);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }
}
