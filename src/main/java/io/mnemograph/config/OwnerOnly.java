package io.mnemograph.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Files and directories that only their owner may read: the data directory (0700), the keys and password files and
 * the exports the command line writes (0600), whatever the umask (SECURITY.md, "Files on disk").
 *
 * <p>Java cannot set the process umask, so permissions are set explicitly: a file is created with its owner-only mode
 * and a directory is changed to it after creation. On a file system without POSIX permissions nothing is changed.
 */
public final class OwnerOnly {

    private static final Logger LOG = LoggerFactory.getLogger(OwnerOnly.class);
    private static final Set<PosixFilePermission> GROUP_OR_OTHER = EnumSet.of(
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE,
            PosixFilePermission.OTHERS_EXECUTE);
    private static final String FILE_MODE = "rw-------";

    private OwnerOnly() {}

    /**
     * Creates {@code dir} (and missing parents) if needed and leaves it 0700; a directory that existed with wider
     * modes is tightened with a WARN naming it.
     */
    public static Path directory(Path dir) {
        try {
            boolean existed = Files.isDirectory(dir);
            Files.createDirectories(dir);
            if (!posix()) {
                return dir;
            }
            String before = mode(dir);
            if (tighten(dir) && existed) {
                LOG.warn("{} was readable by other local users ({}); changed it to rwx------", dir, before);
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the owner-only directory " + dir, e);
        }
    }

    /**
     * Takes group and other permissions away from an existing {@code file}, with a WARN naming it when it had any;
     * a WARN too when that cannot be done (a read-only mount), since other users may read it.
     */
    public static void file(Path file) {
        if (!posix() || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            String before = mode(file);
            if (tighten(file)) {
                LOG.warn(
                        "{} was readable or writable by other local users ({}); changed it to {}",
                        file,
                        before,
                        mode(file));
            }
        } catch (IOException e) {
            LOG.warn(
                    "{} may be readable by other local users and its mode cannot be changed: {}", file, e.getMessage());
        }
    }

    /** Takes group and other permissions away from everything under {@code dir} (not following links). */
    public static void tree(Path dir) {
        if (!posix() || !Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            long changed = paths.filter(path -> !Files.isSymbolicLink(path))
                    .filter(OwnerOnly::tightenQuietly)
                    .count();
            LOG.debug("made {} paths under {} owner-only", changed, dir);
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("cannot make every file under {} owner-only: {}", dir, e.getMessage());
        }
    }

    /**
     * Writes {@code content} to {@code file} as a whole: into a new 0600 file beside it, then moved over it, so a
     * reader sees the old content or the new, never a part.
     */
    public static void replace(Path file, String content) throws IOException {
        Path pending = file.resolveSibling(file.getFileName() + ".new");
        Files.deleteIfExists(pending);
        create(pending);
        Files.writeString(pending, content);
        try {
            Files.move(pending, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(pending, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Creates the empty file {@code file} with mode 0600 (failing if it exists). */
    public static void create(Path file) throws IOException {
        if (posix()) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(FILE_MODE)));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(FILE_MODE));
        } else {
            Files.createFile(file);
        }
    }

    private static boolean tightenQuietly(Path path) {
        try {
            return tighten(path);
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes group and other permissions; whether there were any. */
    private static boolean tighten(Path path) throws IOException {
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> owner = EnumSet.noneOf(PosixFilePermission.class);
        owner.addAll(permissions);
        owner.removeAll(GROUP_OR_OTHER);
        if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
            owner.addAll(EnumSet.of(
                    PosixFilePermission.OWNER_READ,
                    PosixFilePermission.OWNER_WRITE,
                    PosixFilePermission.OWNER_EXECUTE));
        }
        if (owner.equals(permissions)) {
            return false;
        }
        Files.setPosixFilePermissions(path, owner);
        return permissions.stream().anyMatch(GROUP_OR_OTHER::contains);
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS));
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
