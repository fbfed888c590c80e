package io.mnemograph.api.http;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.micronaut.json.JsonMapper;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.config.TimeoutSettings;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * What each HTTP/1.1 connection refuses before the framework sees a request, in the one error shape: a request line
 * longer than Netty reads (a URI over {@value #MAX_URI_CHARS} characters) answers 414 naming {@code uri}, and a
 * request whose body has not arrived whole {@code mnemograph.timeouts.request-body-seconds} after its head answers
 * 408 naming {@code body}; both close the connection, so a client that sends half a body, or a byte now and then,
 * holds neither a connection nor a worker for long (docs/limits.md).
 *
 * <p>Implementation notes: a handler right after Netty's HTTP/1.1 codec of every connection sees each request's head
 * and its last piece of body; between the two a timer runs on the connection's event loop. Micronaut's own idle
 * timeouts only close a connection that is silent as a whole, without an answer, and not one that trickles; and the
 * framework answers a request line too long for the codec with an HTTP/1.0 413 about the body.
 */
@Singleton
final class ConnectionGuard implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    /** Netty's longest request line (Micronaut's {@code max-initial-line-length} default): longer is refused. */
    static final int MAX_URI_CHARS = 4096;

    private static final String HANDLER = "mnemograph-connection-guard";

    private final long millis;
    private final byte[] timedOut;
    private final byte[] uriTooLong;

    ConnectionGuard(TimeoutSettings timeouts, JsonMapper json) {
        this.millis = timeouts.requestBody().toMillis();
        try {
            this.timedOut = json.writeValueAsBytes(ErrorBody.of(
                    "request_timeout",
                    "the request body did not arrive whole within " + timeouts.requestBodySeconds()
                            + " seconds of its head",
                    RequestBinder.BODY));
            this.uriTooLong = json.writeValueAsBytes(ErrorBody.of(
                    "request_uri_too_long", "the request line is longer than " + MAX_URI_CHARS + " characters", "uri"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new OnConnection(null));
        return event.getBean();
    }

    /** Adds a {@link Guard} to each HTTP/1.1 connection's pipeline once the framework has built it. */
    private final class OnConnection implements NettyServerCustomizer {

        private final Channel channel;

        OnConnection(Channel channel) {
            this.channel = channel;
        }

        @Override
        public NettyServerCustomizer specializeForChannel(Channel connection, ChannelRole role) {
            return new OnConnection(connection);
        }

        @Override
        public void onStreamPipelineBuilt() {
            if (channel != null
                    && channel.pipeline().get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null
                    && channel.pipeline().get(HANDLER) == null) {
                channel.pipeline().addAfter(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, HANDLER, new Guard());
            }
        }
    }

    /** The guard of one connection: its body timer starts with a request's head and stops at its last content. */
    private final class Guard extends ChannelDuplexHandler {

        private ScheduledFuture<?> timer;
        private boolean answered;

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object message) {
            if (message instanceof HttpRequest request
                    && request.decoderResult().cause() instanceof TooLongHttpLineException) {
                ReferenceCountUtil.release(message);
                refuse(ctx, HttpResponseStatus.REQUEST_URI_TOO_LONG, uriTooLong);
                return;
            }
            if (message instanceof HttpRequest && !(message instanceof LastHttpContent)) {
                stop();
                answered = false;
                timer = ctx.executor().schedule(() -> expire(ctx), millis, TimeUnit.MILLISECONDS);
            } else if (message instanceof LastHttpContent) {
                stop();
            }
            ctx.fireChannelRead(message);
        }

        @Override
        public void write(ChannelHandlerContext ctx, Object message, ChannelPromise promise) {
            if (message instanceof HttpResponse) {
                answered = true;
            }
            // the caller's promise is the write's outcome: it reports the write's failure to the caller
            ChannelFuture unused = ctx.write(message, promise);
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            stop();
            ctx.fireChannelInactive();
        }

        private void expire(ChannelHandlerContext ctx) {
            timer = null;
            if (answered) {
                // answered already: the connection just closes, and nothing waits for that
                ChannelFuture unused = ctx.close();
                return;
            }
            refuse(ctx, HttpResponseStatus.REQUEST_TIMEOUT, timedOut);
        }

        private void refuse(ChannelHandlerContext ctx, HttpResponseStatus status, byte[] body) {
            answered = true;
            FullHttpResponse response =
                    new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(body));
            response.headers()
                    .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, body.length)
                    .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
            ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
        }

        private void stop() {
            if (timer != null) {
                timer.cancel(false);
                timer = null;
            }
        }
    }
}
