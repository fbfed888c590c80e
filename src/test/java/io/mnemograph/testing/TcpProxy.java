package io.mnemograph.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback TCP relay to a real server, which a test can cut: {@link #cut()} closes the listening socket and every
 * relayed connection, so the client sees its server go away (connection reset, then connection refused).
 */
public final class TcpProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    public TcpProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(this::accept);
    }

    public int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                sockets.add(client);
                sockets.add(server);
                Thread.ofVirtual().start(() -> pipe(client, server));
                Thread.ofVirtual().start(() -> pipe(server, client));
            } catch (IOException e) {
                return;
            }
        }
    }

    private static void pipe(Socket from, Socket to) {
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            in.transferTo(out);
        } catch (IOException ignored) {
            // the other side or cut() closed the connection: the relay ends
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    /** Stops accepting and drops every relayed connection. */
    public void cut() {
        closeQuietly(listener);
        sockets.forEach(TcpProxy::closeQuietly);
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // already closed
        }
    }

    @Override
    public void close() {
        cut();
    }
}
