package io.mnemograph.core;

/**
 * The importance factor of each kind of content (CMM), validated, with the seed defaults.
 *
 * @param correction  a correction of something said before (CMM: 2.0)
 * @param instruction a standing instruction (CMM: 2.0)
 * @param novel       novel information: numbers, dates, names, decisions, preferences (CMM: 1.5)
 * @param normal      anything else (CMM: 1.0)
 * @param routine     pleasantries only (CMM: 0.5)
 */
public record ImportanceLevels(double correction, double instruction, double novel, double normal, double routine) {

    /** CMM: corrections weigh 2.0. */
    public static final double CORRECTION = 2.0;

    /** CMM: instructions weigh 2.0. */
    public static final double INSTRUCTION = 2.0;

    /** CMM: novel information weighs 1.5. */
    public static final double NOVEL = 1.5;

    /** CMM: normal content weighs 1.0. */
    public static final double NORMAL = 1.0;

    /** CMM: routine pleasantries weigh 0.5. */
    public static final double ROUTINE = 0.5;

    /** Validates that every level is finite and positive (a zero would hide the memory from every recall). */
    public ImportanceLevels {
        Checks.positive("importance.correction", correction);
        Checks.positive("importance.instruction", instruction);
        Checks.positive("importance.novel", novel);
        Checks.positive("importance.normal", normal);
        Checks.positive("importance.routine", routine);
    }

    /** Returns CMM's levels: 2.0, 2.0, 1.5, 1.0, 0.5. */
    public static ImportanceLevels defaults() {
        return new ImportanceLevels(CORRECTION, INSTRUCTION, NOVEL, NORMAL, ROUTINE);
    }
}
