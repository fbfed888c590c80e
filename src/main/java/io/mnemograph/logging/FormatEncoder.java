package io.mnemograph.logging;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.JsonEncoder;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.OutputStreamAppender;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.encoder.EncoderBase;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A Logback encoder that writes each line as text ({@code pattern}) or as a JSON object (Logback's
 * {@link JsonEncoder}), by {@code format}, switchable while the service runs ({@link #use}). Any format but
 * {@code json} writes text, so that a wrong value still shows the start-up error that names it.
 */
public final class FormatEncoder extends EncoderBase<ILoggingEvent> {

    /** The format value that selects JSON. */
    public static final String JSON = "json";
    /** The format value that selects text. */
    public static final String TEXT = "text";

    private final PatternLayoutEncoder text = new PatternLayoutEncoder();
    private final JsonEncoder json = new JsonEncoder();
    private String pattern;
    private volatile String format = TEXT;

    /** The text pattern (Logback's pattern layout). */
    public void setPattern(String pattern) {
        this.pattern = pattern;
    }

    /** {@code json} or {@code text}; set from logback.xml. */
    public void setFormat(String format) {
        this.format = format;
    }

    /** The format in use: {@code json} or {@code text}. */
    public String format() {
        return JSON.equals(format) ? JSON : TEXT;
    }

    /** Switches to {@code json} or {@code text} from the next line on. */
    public void use(String format) {
        this.format = format;
    }

    @Override
    public void start() {
        text.setContext(getContext());
        text.setPattern(pattern);
        text.start();
        json.setContext(getContext());
        json.setWithSequenceNumber(false);
        json.setWithNanoseconds(false);
        json.setWithContext(false);
        json.setWithMessage(false);
        json.setWithArguments(false);
        json.setWithFormattedMessage(true);
        json.start();
        if (!JSON.equals(format) && !TEXT.equals(format)) {
            addWarn("unknown log format \"" + format + "\": writing text");
        }
        super.start();
    }

    @Override
    public void stop() {
        text.stop();
        json.stop();
        super.stop();
    }

    private Encoder<ILoggingEvent> active() {
        return JSON.equals(format) ? json : text;
    }

    @Override
    public byte[] headerBytes() {
        return null;
    }

    @Override
    public byte[] encode(ILoggingEvent event) {
        return active().encode(event);
    }

    @Override
    public byte[] footerBytes() {
        return null;
    }

    /** Every FormatEncoder of the appenders attached to {@code context}'s loggers. */
    public static List<FormatEncoder> of(LoggerContext context) {
        List<FormatEncoder> found = new ArrayList<>();
        for (var logger : context.getLoggerList()) {
            for (Iterator<Appender<ILoggingEvent>> it = logger.iteratorForAppenders(); it.hasNext(); ) {
                if (it.next() instanceof OutputStreamAppender<ILoggingEvent> out
                        && out.getEncoder() instanceof FormatEncoder encoder
                        && !found.contains(encoder)) {
                    found.add(encoder);
                }
            }
        }
        return found;
    }
}
