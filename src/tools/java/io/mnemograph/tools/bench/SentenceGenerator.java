package io.mnemograph.tools.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/**
 * Varied, distinct, conversational sentences from templates (people, places, activities, dates), and questions in
 * the same vocabulary, so the bench embeds text that looks like an agent's memories and recalls.
 *
 * <p>Deterministic for a seed. Statements and questions are drawn from separate templates, so no query is a stored
 * memory word for word.
 */
public final class SentenceGenerator {

    private static final String[] PEOPLE = {
        "Maria",
        "Tom",
        "Aisha",
        "Kenji",
        "Lucia",
        "Omar",
        "Priya",
        "Jonas",
        "Chloe",
        "Mateo",
        "Ingrid",
        "Samuel",
        "Mei",
        "Rafael",
        "Hannah",
        "Dmitri",
        "Zara",
        "Felix",
        "Amara",
        "Lars",
        "Nadia",
        "Oliver",
        "Sofia",
        "Hugo",
        "Leila",
        "Marcus",
        "Yuki",
        "Elena",
        "Kwame",
        "Rosa",
        "Arjun",
        "Greta",
        "Caroline",
        "Melanie",
        "Jon",
        "Gina",
        "Tim",
        "Audrey",
        "Andrew",
        "Evan"
    };
    private static final String[] PLACES = {
        "Lisbon",
        "Porto",
        "Kyoto",
        "Nairobi",
        "Oslo",
        "Toronto",
        "Lima",
        "Berlin",
        "Edinburgh",
        "Marseille",
        "Seoul",
        "Melbourne",
        "Austin",
        "Reykjavik",
        "Valencia",
        "Krakow",
        "Dublin",
        "Cape Town",
        "Montreal",
        "Hanoi",
        "Boston",
        "Florence",
        "Istanbul",
        "Vancouver",
        "the lake house",
        "the office",
        "the community garden",
        "the old library",
        "the climbing gym",
        "grandma's farm"
    };
    private static final String[][] ACTIVITIES = {
        {"hiking", "hike"},
        {"sailing", "sail"},
        {"painting watercolours", "paint watercolours"},
        {"rock climbing", "climb"},
        {"baking sourdough", "bake sourdough"},
        {"playing the cello", "play the cello"},
        {"running a half marathon", "run a half marathon"},
        {"volunteering at the shelter", "volunteer at the shelter"},
        {"camping", "camp"},
        {"swimming", "swim"},
        {"learning pottery", "learn pottery"},
        {"birdwatching", "watch birds"},
        {"kayaking", "kayak"},
        {"practising yoga", "practise yoga"},
        {"cycling", "cycle"},
        {"fishing", "fish"},
        {"skiing", "ski"},
        {"writing poems", "write poems"},
        {"dancing salsa", "dance salsa"},
        {"gardening", "garden"},
        {"studying Japanese", "study Japanese"},
        {"restoring an old bike", "restore an old bike"},
        {"photographing birds", "photograph birds"},
        {"playing chess", "play chess"},
        {"coaching the kids' football team", "coach the kids' football team"},
        {"making jam", "make jam"}
    };
    private static final String[] MONTHS = {
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December"
    };
    private static final String[] WEEKDAYS = {
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"
    };
    private static final String[] OBJECTS = {
        "second-hand guitar",
        "blue raincoat",
        "vintage camera",
        "cast-iron pan",
        "pair of hiking boots",
        "telescope",
        "ceramic vase",
        "e-bike",
        "board game",
        "sewing machine",
        "tent",
        "record player"
    };
    private static final String[] EVENTS = {
        "job interview",
        "piano recital",
        "driving test",
        "wedding speech",
        "thesis defence",
        "charity run",
        "art exhibition opening",
        "first day at the new job",
        "family reunion",
        "pottery class",
        "support group meeting",
        "book club"
    };
    private static final String[] TOPICS = {
        "the history of tea",
        "deep-sea creatures",
        "Roman roads",
        "mindfulness",
        "urban gardening",
        "the space race",
        "jazz in the 1950s",
        "climate adaptation",
        "medieval castles",
        "bees",
        "adoption",
        "marathon training"
    };
    private static final String[] PETS = {"puppy", "kitten", "parrot", "rabbit", "tortoise", "guinea pig"};
    private static final String[] PET_NAMES = {
        "Biscuit", "Luna", "Pepper", "Oscar", "Mango", "Ziggy", "Olive", "Rex", "Noodle", "Juniper"
    };
    private static final String[] JOBS = {
        "nurse",
        "software engineer",
        "teacher",
        "carpenter",
        "chef",
        "architect",
        "counsellor",
        "photographer",
        "pharmacist",
        "bus driver"
    };
    private static final String[] MEALS = {"breakfast", "lunch", "dinner", "coffee", "brunch"};
    private static final String[] COURSES = {
        "first-aid", "photography", "accounting", "sign language", "welding", "creative writing"
    };

    private static final List<Function<Random, String>> STATEMENTS = List.of(
            r -> pick(r, PEOPLE) + " went " + activity(r)[0] + " in " + pick(r, PLACES) + " on " + date(r) + ".",
            r -> "On " + date(r) + ", " + pick(r, PEOPLE) + " and " + pick(r, PEOPLE) + " met for " + pick(r, MEALS)
                    + " at a cafe in " + pick(r, PLACES) + ".",
            r -> pick(r, PEOPLE) + " said they are planning to " + activity(r)[1] + " in " + pick(r, PLACES) + " next "
                    + pick(r, MONTHS) + ".",
            r -> pick(r, PEOPLE) + " bought a " + pick(r, OBJECTS) + " at the market in " + pick(r, PLACES) + " on "
                    + date(r) + ".",
            r -> pick(r, PEOPLE) + "'s sister moved to " + pick(r, PLACES) + " in " + pick(r, MONTHS) + " " + year(r)
                    + ".",
            r -> pick(r, PEOPLE) + " finished a " + pick(r, COURSES) + " course on " + date(r) + " and now wants to "
                    + activity(r)[1] + ".",
            r -> "We celebrated " + pick(r, PEOPLE) + "'s birthday in " + pick(r, PLACES) + " on " + date(r) + ".",
            r -> pick(r, PEOPLE) + " has been " + activity(r)[0] + " with " + pick(r, PEOPLE) + " every "
                    + pick(r, WEEKDAYS) + " since " + pick(r, MONTHS) + ".",
            r -> pick(r, PEOPLE) + " felt nervous before the " + pick(r, EVENTS) + " in " + pick(r, PLACES) + " on "
                    + date(r) + ".",
            r -> pick(r, PEOPLE) + " recommended a book about " + pick(r, TOPICS) + " to " + pick(r, PEOPLE) + ".",
            r -> pick(r, PEOPLE) + " adopted a " + pick(r, PETS) + " named " + pick(r, PET_NAMES) + " in "
                    + pick(r, MONTHS) + " " + year(r) + ".",
            r -> pick(r, PEOPLE) + " has worked as a " + pick(r, JOBS) + " in " + pick(r, PLACES) + " since " + year(r)
                    + ".",
            r -> pick(r, PEOPLE) + " lost a " + pick(r, OBJECTS) + " on the train to " + pick(r, PLACES) + " last "
                    + pick(r, WEEKDAYS) + ".",
            r -> "After the " + pick(r, EVENTS) + " on " + date(r) + ", " + pick(r, PEOPLE) + " went " + activity(r)[0]
                    + " to relax.");

    private static final List<Function<Random, String>> QUESTIONS = List.of(
            r -> "When did " + pick(r, PEOPLE) + " go " + activity(r)[0] + "?",
            r -> "Where does " + pick(r, PEOPLE) + " work, and as what?",
            r -> "What pet did " + pick(r, PEOPLE) + " adopt?",
            r -> "Who moved to " + pick(r, PLACES) + "?",
            r -> "What did " + pick(r, PEOPLE) + " buy in " + pick(r, PLACES) + "?",
            r -> "Who does " + pick(r, PEOPLE) + " go " + activity(r)[0] + " with?",
            r -> "What happened in " + pick(r, PLACES) + " in " + pick(r, MONTHS) + "?",
            r -> "Which book about " + pick(r, TOPICS) + " was recommended?",
            r -> "How did " + pick(r, PEOPLE) + " feel about the " + pick(r, EVENTS) + "?",
            r -> "What is " + pick(r, PEOPLE) + " planning to do next " + pick(r, MONTHS) + "?",
            r -> "Who had lunch with " + pick(r, PEOPLE) + "?",
            r -> "What course did " + pick(r, PEOPLE) + " take?");

    private final Random random;

    public SentenceGenerator(long seed) {
        this.random = new Random(seed);
    }

    /** {@code count} distinct memory-like statements. */
    public List<String> statements(int count) {
        return distinct(count, STATEMENTS);
    }

    /** {@code count} distinct recall-like questions. */
    public List<String> questions(int count) {
        return distinct(count, QUESTIONS);
    }

    private List<String> distinct(int count, List<Function<Random, String>> templates) {
        Set<String> out = new LinkedHashSet<>();
        long attempts = 0;
        while (out.size() < count) {
            if (++attempts > 100L * count + 1000) {
                throw new IllegalStateException("cannot generate " + count + " distinct sentences; got " + out.size());
            }
            out.add(templates.get(random.nextInt(templates.size())).apply(random));
        }
        return new ArrayList<>(out);
    }

    private static String pick(Random r, String[] values) {
        return values[r.nextInt(values.length)];
    }

    private static String[] activity(Random r) {
        return ACTIVITIES[r.nextInt(ACTIVITIES.length)];
    }

    private static String date(Random r) {
        return (1 + r.nextInt(28)) + " " + pick(r, MONTHS);
    }

    private static String year(Random r) {
        return Integer.toString(2015 + r.nextInt(11));
    }
}
