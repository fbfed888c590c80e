package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import io.mnemograph.core.BoostParameters;
import io.mnemograph.core.ImportanceLevels;
import io.mnemograph.core.LengthPrior;
import io.mnemograph.core.Priming;
import io.mnemograph.core.ScopeWeight;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;

/**
 * How recall scores memories (design §5). Every default is the seed's except those marked "measured", which were
 * chosen on the LoCoMo dev conversations (docs/decisions/0004-ranking-defaults.md); ranges are checked here so a bad
 * value stops start-up naming its key.
 *
 * @param decayModel               decay preset: cmm, mememory, mnemex-power-law, mnemex-exponential,
 *                                 mnemex-two-component (default mememory, chosen by measurement: docs/decisions)
 * @param threshold                lowest score of a result reached only through associations (direct matches are
 *                                 ranked, never cut), [0, 10] (CMM's 0.3; docs/decisions/0021)
 * @param projectScopeWeight       weight of the recall's own project memories, [0, 1] (mememory: 1.0)
 * @param globalScopeWeight        weight of global memories in a project recall, [0, 1] (mememory: 0.8)
 * @param primingBoost             priming at activation minus one, [0, 2] (CMM: 0.3)
 * @param primingRate              priming decay per turn, [0, 10] (CMM: 0.5)
 * @param primingWindowTurns       turns after which priming stops, [0, 1000] (CMM: 10)
 * @param directBoost              stability gain of a direct result per spaced unit, [0, 1] (Cognitive Memory: 0.1)
 * @param associativeBoost         stability gain of an associative result, [0, 1] (Cognitive Memory: 0.03)
 * @param maxSpacedFactor          cap of the spacing factor, [0, 10] (Cognitive Memory: 2.0)
 * @param spacingDays              idle days making one spaced unit, (0, 365] (Cognitive Memory: 7.0)
 * @param supersededWeight         weight a superseded memory drops to, [0, 1] (mememory: 0.1)
 * @param mememoryLambdaPerDay     mememory decay rate per day since update, [0, 1]; 0 leaves scores undecayed
 *                                 (default 0: age predicted relevance on neither dev set, docs/decisions/
 *                                 0019-defaults-that-help-every-set.md; 0.0001 before it; mememory: 0.005)
 * @param mnemexHalfLifeDays       Mnemex power-law and exponential half-life, (0, 3650] (3 days)
 * @param mnemexAlpha              Mnemex power-law alpha, (0, 10] (1.1)
 * @param mnemexBeta               Mnemex use-count exponent, [0, 1] (0.6)
 * @param cmmGraceDays             CMM grace period, [0, 3650] (14 days)
 * @param cmmLambdaPerDay          CMM base decay rate, [0, 1] (0.03)
 * @param stabilityTimeScale       stability slows time by 1 + k x stability, [0, 100] (2.0)
 * @param coreTimeScale            core memories' extra slowdown, [1, 100] (4.0)
 * @param seeds                    where recall seeds come from: vector, hybrid or lexical (default hybrid,
 *                                 chosen by measurement: docs/decisions/0002-default-decay-and-hybrid-seeds.md)
 * @param lexicalWeight            weight w of BM25 in hybrid relevance, [0, 1] (default 0.5, the seed's equal
 *                                 weights, measured with contextual relevance: docs/decisions/0005)
 * @param lexicalEvidenceFloor     share of the query's attainable BM25 (what a memory of average length holding every
 *                                 query term once scores) that the best lexical match must reach to count as full
 *                                 lexical evidence in hybrid relevance, [0, 10]; 0 normalises by the best match
 *                                 alone, as before decision 0016 (default 1.0, measured on both dev sets:
 *                                 docs/decisions/0016-relevance-that-generalizes.md)
 * @param lengthPrior              exponent gamma of the length prior {@code min(1, words / 100)^gamma} that weighs a
 *                                 seed's relevance ({@link LengthPrior}), [0, 1]; 0 turns it off (default 0: it
 *                                 helped LoCoMo and cost MADial-Bench, docs/decisions/
 *                                 0019-defaults-that-help-every-set.md; 0.2 before it, decision 0007)
 * @param coldSeedFactor           what a seed found in cold storage keeps of its relevance, [0, 1]; 0 turns the cold
 *                                 search off, so cold memories are reached only by association (default 1.0:
 *                                 docs/decisions/0023-cold-seeds-at-full-relevance.md; 0.9 before it)
 * @param importanceCorrection     auto-scored importance of a correction, [0, 10] (default 1.2, measured; CMM: 2.0)
 * @param importanceInstruction    of an instruction, [0, 10] (default 1.2; CMM: 2.0)
 * @param importanceNovel          of novel information, [0, 10] (default 1.1; CMM: 1.5)
 * @param importanceNormal         of anything else, [0, 10] (default 1.0; CMM: 1.0)
 * @param importanceRoutine        of pleasantries, [0, 10] (default 0.9; CMM: 0.5)
 */
@ConfigurationProperties(ScoringSettings.PREFIX)
public record ScoringSettings(
        @Bindable(defaultValue = "mememory") String decayModel,

        @Bindable(defaultValue = ScoringSettings.DEFAULT_THRESHOLD)
        double threshold,

        @Bindable(defaultValue = "" + ScopeWeight.PROJECT_WEIGHT)
        double projectScopeWeight,

        @Bindable(defaultValue = "" + ScopeWeight.GLOBAL_WEIGHT)
        double globalScopeWeight,

        @Bindable(defaultValue = "" + Priming.BOOST) double primingBoost,
        @Bindable(defaultValue = "" + Priming.RATE) double primingRate,
        @Bindable(defaultValue = "" + Priming.WINDOW_TURNS) int primingWindowTurns,

        @Bindable(defaultValue = "" + BoostParameters.DIRECT)
        double directBoost,

        @Bindable(defaultValue = "" + BoostParameters.ASSOCIATIVE)
        double associativeBoost,

        @Bindable(defaultValue = "" + BoostParameters.MAX_SPACED_FACTOR)
        double maxSpacedFactor,

        @Bindable(defaultValue = "" + BoostParameters.SPACING_INTERVAL_DAYS)
        double spacingDays,

        @Bindable(defaultValue = "0.1") double supersededWeight,
        @Bindable(defaultValue = "0") double mememoryLambdaPerDay,

        @Bindable(defaultValue = "" + DecayParameters.MNEMEX_POWER_LAW_HALF_LIFE_DAYS)
        double mnemexHalfLifeDays,

        @Bindable(defaultValue = "" + DecayParameters.MNEMEX_ALPHA)
        double mnemexAlpha,

        @Bindable(defaultValue = "" + DecayParameters.MNEMEX_BETA)
        double mnemexBeta,

        @Bindable(defaultValue = "" + DecayParameters.CMM_GRACE_DAYS)
        double cmmGraceDays,

        @Bindable(defaultValue = "" + DecayParameters.CMM_LAMBDA_PER_DAY)
        double cmmLambdaPerDay,

        @Bindable(defaultValue = "" + DecayParameters.STABILITY_TIME_SCALE)
        double stabilityTimeScale,

        @Bindable(defaultValue = "" + DecayParameters.CORE_TIME_SCALE)
        double coreTimeScale,

        @Bindable(defaultValue = SeedMode.DEFAULT) String seeds,
        @Bindable(defaultValue = "0.5") double lexicalWeight,
        @Bindable(defaultValue = "1.0") double lexicalEvidenceFloor,
        @Bindable(defaultValue = "0") double lengthPrior,
        @Bindable(defaultValue = "1.0") double coldSeedFactor,
        @Bindable(defaultValue = "1.2") double importanceCorrection,
        @Bindable(defaultValue = "1.2") double importanceInstruction,
        @Bindable(defaultValue = "1.1") double importanceNovel,
        @Bindable(defaultValue = "1.0") double importanceNormal,
        @Bindable(defaultValue = "0.9") double importanceRoutine) {

    public static final String PREFIX = "mnemograph.scoring";

    /** {@code threshold} when unset. */
    public static final String DEFAULT_THRESHOLD = "0.3";

    public ScoringSettings {
        try {
            DecayPreset.fromName(decayModel);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationError(PREFIX + ".decay-model", decayModel, e.getMessage());
        }
        ConfigurationError.requireRange(PREFIX + ".threshold", threshold, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".project-scope-weight", projectScopeWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".global-scope-weight", globalScopeWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".priming-boost", primingBoost, 0, 2);
        ConfigurationError.requireRange(PREFIX + ".priming-rate", primingRate, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".priming-window-turns", primingWindowTurns, 0, 1000);
        ConfigurationError.requireRange(PREFIX + ".direct-boost", directBoost, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".associative-boost", associativeBoost, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".max-spaced-factor", maxSpacedFactor, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".spacing-days", spacingDays, 1e-6, 365);
        ConfigurationError.requireRange(PREFIX + ".superseded-weight", supersededWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".mememory-lambda-per-day", mememoryLambdaPerDay, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".mnemex-half-life-days", mnemexHalfLifeDays, 1e-6, 3650);
        ConfigurationError.requireRange(PREFIX + ".mnemex-alpha", mnemexAlpha, 1e-6, 10);
        ConfigurationError.requireRange(PREFIX + ".mnemex-beta", mnemexBeta, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".cmm-grace-days", cmmGraceDays, 0, 3650);
        ConfigurationError.requireRange(PREFIX + ".cmm-lambda-per-day", cmmLambdaPerDay, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".stability-time-scale", stabilityTimeScale, 0, 100);
        ConfigurationError.requireRange(PREFIX + ".core-time-scale", coreTimeScale, 1, 100);
        try {
            SeedMode.parse(seeds);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationError(PREFIX + ".seeds", seeds, e.getMessage());
        }
        ConfigurationError.requireRange(PREFIX + ".lexical-weight", lexicalWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".lexical-evidence-floor", lexicalEvidenceFloor, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".length-prior", lengthPrior, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".cold-seed-factor", coldSeedFactor, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".importance-correction", importanceCorrection, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".importance-instruction", importanceInstruction, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".importance-novel", importanceNovel, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".importance-normal", importanceNormal, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".importance-routine", importanceRoutine, 0, 10);
    }

    public ImportanceLevels importanceLevels() {
        return new ImportanceLevels(
                importanceCorrection, importanceInstruction, importanceNovel, importanceNormal, importanceRoutine);
    }

    /** The length prior with the configured exponent. */
    public LengthPrior lengthPriorOf() {
        return new LengthPrior(lengthPrior);
    }

    public SeedMode seedMode() {
        return SeedMode.parse(seeds);
    }

    public DecayPreset preset() {
        return DecayPreset.fromName(decayModel);
    }

    public DecayParameters decayParameters() {
        DecayParameters d = DecayParameters.defaults();
        return new DecayParameters(
                cmmGraceDays,
                d.cmmLockAccessesPerWeek(),
                cmmLambdaPerDay,
                d.cmmFrequencyWeight(),
                mememoryLambdaPerDay,
                mnemexBeta,
                mnemexAlpha,
                mnemexHalfLifeDays,
                mnemexHalfLifeDays,
                d.mnemexFastWeight(),
                d.mnemexFastHalfLifeDays(),
                d.mnemexSlowHalfLifeDays(),
                stabilityTimeScale,
                coreTimeScale);
    }

    public Priming priming() {
        return new Priming(primingBoost, primingRate, primingWindowTurns);
    }

    public ScopeWeight scopeWeight() {
        return new ScopeWeight(projectScopeWeight, globalScopeWeight);
    }

    public BoostParameters boosts() {
        return new BoostParameters(directBoost, associativeBoost, maxSpacedFactor, spacingDays);
    }
}
