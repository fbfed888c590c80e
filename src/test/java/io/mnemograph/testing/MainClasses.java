package io.mnemograph.testing;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The service's own classes (not the tests'), read once per test JVM, when a test first asks, for every ArchUnit rule
 * and every test that looks through them; classes outside {@code io.mnemograph} are known by name only
 * (src/test/resources/archunit.properties), which is all a package rule needs.
 */
public final class MainClasses {

    /** Every class under {@code io.mnemograph} of the main source set (read when this class is first used). */
    public static final JavaClasses ALL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.mnemograph");

    private MainClasses() {}
}
