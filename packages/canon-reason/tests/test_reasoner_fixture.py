"""End-to-end evaluation of the reasoner on small corpora written for these tests.

``varrow`` (a fictional archipelago) is the development set: every answer and abstention must be right.

``heldout`` (a river valley) and ``heldout2`` (a mountain observatory) were each written after the reasoner
was considered finished and run once before any change: ``heldout`` scored 3/8 on that first run and
``heldout2`` 6/8. The general weaknesses they exposed (anaphora such as "the viaduct", answers that are
the passage's topic, hyphenated number modifiers, comparisons across time, subject questions) were then
fixed without special cases, so both sets are no longer clean measures; their thresholds below guard the
current scores against regressions, and the first-run scores are the honest held-out figures.

``heldout3`` (a highland clockmaking region: 7 documents, 10 questions: four single facts including a month
and a full date, two person → institution → attribute chains, a percentage growth and a difference across
two years, and two unanswerable questions) was written after the month, "studied at", "flows into",
percentage-growth and nested-chain rules were added, and run once before any further change: it scored
8/10 on that first run. Its two misses ("learned his trade" not read as studying; "in 1912 than in 1890"
parsed as two entities instead of two times) were later fixed by general rules, so it is no longer clean.

``heldout4`` (a desert oasis: 6 documents, 10 questions) and ``heldout5`` (a silver-mining district: 8
documents, 10 questions) were both written before the reasoner was run on either. ``heldout4`` scored 5/10
on its first run; the reasoner was then tuned on its failures (route ends read from "runs ... to X", a
fronted adverbial before the subject, "kept"/"holds", "By whom was ... established", two times after
"than"), so its threshold is its post-fix score, not a clean figure. ``heldout5`` was run once after those
fixes: it scored 5/10 on that first run, the honest held-out figure. It was then tuned on its failures and is
no longer clean: two years joined by "and" read as one sum of the same number (a confident wrong answer, now
prevented twice over: each operand is read at its own year, and an arithmetic question whose operands come
from one number abstains), an event noun carried by a light verb ("hold their procession"), "the work of" as
a maker, an agent noun owning a possessive ("the builder of X's hoist"), "It is home to" answered by the
pronoun's referent, and a count that refers back ("the number had risen to"). Its threshold is its post-fix
score.

``heldout6`` (a tea-growing hill district: 7 documents, 12 questions: three single facts of different answer
types, three chains including an agent noun ("the designer of X's factory"), two arithmetic questions, three
unanswerable ones including one with a tempting wrong number, and one indirect phrasing) was written after
all of the above and run once, not tuned on: it scored 9/12 on that first run, the honest held-out figure,
Its three misses all abstained (no confident wrong answer): a festival's month given in a long fronted
clause, too far from "holds" to pass; "its output had reached" not read as production (so both operands of
the difference came from one number, and the question abstained); and "set out" from a port not read as the
start of a route. Those were then fixed by general rules (a fronted adverbial's first phrase stands next to
the main clause; "output", "yield" and "harvest" are nouns of produce, and a verb whose object is the count
asked for, "had reached 610", is no rival event; "set out", "depart", "run to" name a route's ends), so
``heldout6`` is no longer clean: its threshold is its post-fix score, 12/12. Reading the month nearer also
made "When was the festival first held?" answer the month; a month now never dates a first or last
occurrence unless the question asks for a month.

``heldout7`` (a glassmaking island in a lagoon: 7 documents, 10 questions: three single facts (a count, a
year, a person), two chains (a relative clause, "the school where X learned engraving", and an agent noun,
"the architect of X"), two arithmetic questions (a difference across two years, years between two
foundings), two unanswerable ones (one with a tempting wrong number: a student count asked at a year the
corpus gives only for another figure) and one indirect phrasing ("the island where glass has been made for six
centuries")) was written after the ``heldout6`` fixes and run once, not tuned on: it scored 7/10 on that first
run, the honest held-out figure, and its threshold is that score. Of its three misses, one was a confident
wrong answer: "Who founded the Lagoon Museum of Glass?" (unanswerable: the corpus says who designed it and
when it opened) answered the town it stands in. Two abstained: "By 1950 its workforce had fallen to 85" not
read as employing (so the difference lacked an operand), and the indirect question, whose first hop found the
island but whose second hop ("How many people live on Vetra?") was not read from "an island town of 5,700
people". The confident wrong answer was then fixed by general rules ("former" is no longer stemmed to
"formed", and a "who" answer must read as a person, or a company for a relation a company may be the agent
of, never a place or the passage's title, and be the agent of the asked relation itself), so ``heldout7``
is no longer clean for that question: its threshold is its current score, 8/10, while 7/10 stays its
honest first-run figure.

``heldout8`` (gazetteer and ship-registry entries of an archipelago: 15 documents, 21 questions),
``heldout9`` (a museum catalogue of lighthouses: 15 documents, 21 questions) and ``heldout10`` (council
minutes and a travel guide of a river valley: 15 documents, 21 questions) were written together, with
distractors (a lake and a steamer sharing a name and the unit family of their lengths, a descriptive phrase
beside the name of the tallest lighthouse, two bridges with near names, a census sentence listing three
villages, a front and a rear light in one sentence) and four unanswerable questions each, and committed
before the reasoner was run on them. Their first run, through ``run_spec``:

| set | correct | abstained (answer expected) | confident wrong | unanswerable abstained |
|---|---|---|---|---|
| heldout8 | 18/21 | 1 | 2 | 4/4 |
| heldout9 | 16/21 | 3 | 2 | 4/4 |
| heldout10 | 15/21 | 5 | 1 | 4/4 |

49/63 (78%) correct and 5 confident wrong answers: a lake's length answered with its namesake steamer's
hull length; "the shipyard that built X" answered with a lake; "Which is the tallest lighthouse" answered
with the phrase "44 metres above its rock"; the rear light's height answered with the front light's, from
one sentence; and one village's population answered with another's, from one census sentence. Their
thresholds are these first-run scores.

The judge then learned to check an answer's type against the question's opening (a name for "who" and
"which", a quantity for "how many/long/tall", a date for "when"): the lighthouse phrase is now vetoed and
the run abstains, so heldout9 has 1 confident wrong answer left and the three sets 4 in all, with the same
49/63 correct. The other four were then fixed by general rules: a passage whose title names another entity
sharing only some of the subject's name words ('Steamer "Lady Orrin"' for Lake Orrin) is not about the
subject; in a sentence pairing several owners with numbers ("Ashby 2,450 residents, Thorne 1,120", "the
front light is 9 metres high and the rear light 15 metres") a number paired with another owner is not the
subject's; a "which X" answer holding a kind noun of another family than X ("Lake Orrin" for a town) is
vetoed; and "In which town is <the shipyard that built X>?" is planned as two hops. A value chosen over a
near-equal rival (another value, or another candidate in its own sentence) keeps 0.85 of its confidence.
After this tuning the three sets score 20/21, 17/21 and 16/21 (53/63) with no confident wrong answer and
every unanswerable question abstained; their thresholds are these post-tuning scores, not clean figures.

``heldout11`` (a canal engineer's diary, letters and keeper's notes: 15 documents, 22 questions: two locks
whose names differ by "Upper", a boat named after a town, counts of two years in one sentence, five
unanswerable questions) was written after that tuning and committed before the reasoner was run on it. Its
first run, through ``run_spec``, scored 17/22 (77%): 12 answered right, 5/5 unanswerable abstained, 4
abstained with an answer in the corpus (a designer given as "designed by" after "It was", a town's count in
"The town has 2,100 inhabitants", "a village of 430 people", a count "by 1951 the figure had grown to") and
1 confident wrong answer at confidence 0.72: "What is the fall of Brenn Lock?" answered with Upper Brenn
Lock's fall, a neighbour whose name holds all of the subject's words and one more. Its threshold is that
first-run score; it has not been tuned on.

Confidence of the answers the judge passes, against accuracy, on every held-out set after the tuning above
(``heldout`` to ``heldout10``): 15/15 right at 0.9 or more, 28/28 at 0.8 to 0.9, 25/25 at 0.7 to 0.8, 25/25
below 0.7. On ``heldout8`` to ``heldout10`` as first run, before it: 8/11 at 0.9 or more. On ``heldout11``
as first run: 6/6 at 0.9 or more, 3/3 at 0.8 to 0.9, 1/2 at 0.7 to 0.8, 2/2 below 0.7.

Every threshold guards a set's current score against regressions; the first-run scores above are the honest
held-out figures.

Before ``heldout12`` to ``heldout14`` were written, general rules were added, tuned only on the sets above
and the quickstart: a longer name holding all of the subject's name words ("Upper Brenn Lock" for Brenn Lock,
in a sentence or a passage title) is another entity unless the text calls them one ("also known as"); a
superlative or "only" embedded in a question ("the only town on Skerra", "the largest of the valley's
villages") is planned as a hop; "a village of 430 people", "The town has 2,100 inhabitants" and the label
"Population 620" state a population, while "140 passengers" counts no residents; a quantity in another unit
family than the question's "how" asks, or in another unit of the family ("42 miles" for "how many
kilometres"), is vetoed; "which lighthouse" asks for a name; a value read about a subject named only by its
passage or a pronoun keeps 0.88 of its confidence, and a chain's confidence is the product of its hops'. With
them, ``heldout11``'s confident wrong answer abstains and its fall of Brenn Lock is answered, and the sets
above score as their thresholds below (these are post-tuning scores, not clean figures).

``heldout12`` (a football league almanac: club entries as labels, "Founded: 1884.", a grounds table written
as text, two clubs and a town sharing the name Millbrook, two players named Hollis), ``heldout13`` (a
pharmacology reference: a compound and its salt, "Velocaine" and "Velocaine Hydrochloride", a drug and its
extended-release tablet, a half-life table, doses in mg) and ``heldout14`` (a railway timetable and company
histories: "the Fenmoor Railway Company" beside "the Fenmoor & District Railway", "Kelby" beside "Kelby
Junction" and "Kelby station", miles beside metres, fares in shillings) were written after the exact-subject,
superlative-hop, population and unit rules above, with 16 documents and 26 or 27 questions each (five
unanswerable each), and committed before the reasoner was run on them. Their first run, through
``run_spec`` (top_k 3, min_supports 1), before any change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout12 | 15/27 | 2 | 10 | 5/5 |
| heldout13 | 19/26 | 5 | 2 | 3/5 |
| heldout14 | 18/27 | 5 | 4 | 4/5 |

52/80 (65%) correct, 12 confident wrong answers, 12/15 unanswerable questions abstained: the goal (no
confident wrong answer, 80% correct, every unanswerable abstained) was not met. One of heldout13's correct
answers is counted by the matcher only: "What is the elimination half-life of velocaine?" was answered with
a fragment of the half-life table that holds "2.5"; strictly it is 18/26. The confident wrong answers: a
grounds table answered "Ground" for a capacity; a player's birthplace read from his nephew's entry
(Millbrook for Jim Hollis); two half-lives answered with the same table fragment; "Fendor" (a trade name)
for the company that sells fendolol; "Hydrochloride" for velocaine's melting point and "Typical" for
mirostat's daily dose (both unanswerable); the Fenmoor Railway Company's engineer read from the Fenmoor &
District Railway's passage (twice, once in a chain); a station's closing year answered with its opening
year; a first-class fare answered with the third-class one; and "2" for an unasked return fare.

Confidence of the passes on that first run: heldout12 right 0.86 0.59 0.59 0.77 0.75 0.67 0.79 0.67 0.52
0.86, wrong 0.56 0.82; heldout13 right 0.79 0.86 0.70 0.66 0.86 0.86 0.86 0.70 0.67 0.79 0.64 0.90 0.85
0.77 0.79 0.86, wrong 0.86 0.86 0.63 0.66 0.66; heldout14 right 0.64 0.75 0.86 0.90 0.67 0.90 0.79 0.63 0.86
0.96 0.77 0.73 1.00 0.70, wrong 0.64 0.55 0.57 0.57 0.48. By band: 5/5 right at 0.9 or more, 10/13 at 0.8 to
0.9, 14/14 at 0.7 to 0.8, 11/20 below 0.7. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

After that first run the reasoner was tuned on the failures of ``heldout12`` to ``heldout14`` by general rules
(a table written as text is read row by row under its column names, and a phrase answer stops at a cell; a
lowercase name of a retrieved passage, "the daily dose of *mirostat*", is a required term; a passage titled
for another name sharing the subject's words, "The Fenmoor & District Railway", lends the subject no
pronouns; a sentence opening with its participle, "Born 1947 in Millbrook; the nephew of Jim Hollis", is
about its passage; a date after one verb and before the asked one is the first verb's; in parts joined by
semicolons, a part of another class, "third-class", or kind, "single", does not answer for the asked one;
capacity, dose and half-life are measures; a lone capital is no name). After tuning, and so no longer clean:
heldout12 17/27, heldout13 23/26, heldout14 23/27 (63/80, 79%), no confident wrong answer, 15/15
unanswerable abstained; the sets above kept their scores. These after-tuning scores are guarded separately
below; the first-run scores are the figures to report.

``heldout15`` (an observatory and telescope catalogue with astronomer biographies: "Kestrel Hill
Observatory" beside its out-station "Kestrel Hill South Station", "Halden Reflector" beside "Little
Halden", astronomers named Calder and Calderwood, an aunt and nephew named Ostby and Ostby-Hale, altitudes
in metres and feet, apertures in inches and centimetres, a discoveries register written as "Label: value"
cells, ISO and written dates) and ``heldout16`` (a port authority's annual report: "North Quay" beside "North
Quay Extension", "Victoria Dock" beside "Victoria Basin", "the Blackwater Line" beside "the Blackwater
Coastal Line", a statistics table of two years, a quay's length in metres and in feet, a shipping line
known by a short alias) were written without reading the reasoner or the earlier sets' scores, with 19 and
18 documents and 28 and 27 questions (five unanswerable each), and committed before the reasoner was run on
them. Their first run, through ``run_spec`` (top_k 3, min_supports 1), before any change (the harness's
``run`` below gives the same outcome and confidence for every question):

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout15 | 19/28 | 3 | 6 | 5/5 |
| heldout16 | 16/27 | 2 | 9 | 5/5 |

35/55 (64%) correct, 5 confident wrong answers, 10/10 unanswerable questions abstained. One of heldout15's
correct answers is counted by the matcher only: "With which instrument was Comet Ostby discovered?" was
answered "Old Equatorial Object", running on into the register's next cell label; strictly it is 18/28. The
confident wrong answers: the out-station's distance from the observatory ("eleven kilometres") for its
altitude; the Great Refractor's aperture ("24", from "Aperture ........ 24 inches") for its focal length;
the observatory's alias "Brennan Point" for the town it stands in; "2 hours" for a crossing of "2 hours 40
minutes"; and the combined length of two quays summed across units, 1,378 feet and 310 metres, as 1688. The
abstentions with an answer in the corpus: a count given as "Directors to date: 6"; three chains, two through
the discoverer of an asteroid or a supernova (named by an initial in the register, "R. Calder", and by the
biography) and one through a date ("director when the Halden Reflector saw first light"); a difference of two
apertures from a table written as text; a percentage growth between two censuses; every figure of the
statistics table (a single value and a difference of ship calls, a tonnage, a percentage growth of
containers); a difference of coal tonnages in one list item; "the harbour master, Captain Elin Maddox" and
"Dorothy Quayle, Chair" as holders of an office; the Inchmore ferry's operator, named there by its alias
("the Steam Packet"); and a chain through the Port Lenna ferry's operator to its founding year.

Confidence of the passes on that first run: heldout15 right 0.57 0.59 0.60 0.44 1.00 0.67 0.69 0.67 0.70
0.53 0.58 0.57 0.57 0.70, wrong 0.53 0.49 0.90; heldout16 right 0.86 0.79 0.67 0.64 0.86 0.61 0.79 0.53 0.55
0.67 0.69, wrong 0.79 0.70. By band: 1/2 right at 0.9 or more, 2/2 at 0.8 to 0.9, 4/6 at 0.7 to 0.8, 18/20
below 0.7. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

After that first run the reasoner was tuned on the failures of ``heldout15`` and ``heldout16`` by general
rules, so their scores below are after-tuning scores, not clean figures. The judge now checks, for every
quantity question, that the measure the cited sentence names beside the answer is the one asked ("eleven
kilometres south of" is a distance, not an altitude; "Aperture ........ 24 inches" no focal length), that the
answer is not the first part of a compound quantity ("2 hours" of "2 hours 40 minutes", now read whole),
that a count counts the asked thing ("9 asteroids" answers no "how many directors"), that a place answer is
neither another name of the subject ("often called Brennan Point") nor a place the sentence itself locates
or gives for another event ("born in X ... and worked at Y"), and that the cited sentences do not name only a
longer neighbour of the subject; arithmetic over operands in different units re-reads them in one unit or
abstains. The reader now takes "Label: value" lines and dotted leaders as sentences of their own, the
counted noun of a label ("Directors to date: 6"), a label naming the asked fact without the question's verb
("Altitude: 388 metres"), the column of a table written as text that names the question's year, the year of
a number's own coordinated part ("7,500 at the census of 1951 and 9,300 at the census of 2011"), a name in
apposition to the asked office ("Dorothy Quayle, Chair"), a declared alias resolved to its full name ("known
... as "the Steam Packet""), a route's ends from the sentence itself, register initials read as the given
name a sentence or a biography titled "Calder, Ruth" spells out, catalogue names with codes ("SN 1957c",
"2210 Hallowmere"), and a relative clause that leaves the question's last verb to the second hop ("In which
town was the astronomer who discovered X born?"). After this tuning: ``heldout15`` 25/28, ``heldout16``
24/27, no confident wrong answer, 10/10 unanswerable abstained; ``heldout9`` rose to 21/21 and ``heldout12``
to 18/27, every other set kept its score. Their misses all abstain: a town the sentence gives only through
an alias, a chain through a date, a difference read from a table's unit column, a harbour master named in a
passage titled for the port authority, a percentage from a table in TEU, and two coal tonnages in one list
item. The same round added judge checks found on small probe corpora written for the purpose (not kept):
a name that is part of a longer one or one of several named together, a second object of the asked verb
("It bought X in 1947 and *the Y Company* in 1952"), a name a pronoun stands for before the verb ("With his
brother *Piet* he founded"), a "which X" answer the corpus never calls an X, a measure given for "how many",
and a date its sentence gives for another event. Confidence of the passes on every set after this tuning:
23/23 right at 0.9 or more, 30/30 at 0.8 to 0.9, 63/63 at 0.7 to 0.8, 107/107 below 0.7.

``heldout17`` (a botanic garden's accession register in semicolon-separated rows, glasshouses as "Label:
value" lines, collectors' biographies: "Kestrel House" beside "Kestrel House Annexe" and a "Kestrel fern"
named for neither, an uncle and niece named Marlowe, two directors named Pryor, founded 1838 and opened
1846, heights in metres and feet), ``heldout18`` (a mountaineering club's journal: officer lists, peak and
route entries, huts, obituaries and first-person trip reports; "Glen Arrow" beside "Glen Arrow Lodge", a
peak beside its West Top, three climbers named Keir, one officer holding two offices, heights beside
prominences and route lengths, bunks beside bed-nights) and ``heldout19`` (a regional broadcaster's
history: stations, transmitters and masts, frequencies in MHz and kHz, presenters, launch dates in several
forms, audience tables; "Harland Sound" beside "Harland Sound East" and "Harland Sound Gold", the Old Mast
and the New Mast, Jack and Jackie Renner, one person presenter, controller and managing director) were
written after that tuning by someone who had read neither the reasoner nor the earlier sets, with 18, 17
and 16 documents and 29, 28 and 29 questions (six unanswerable each, 14 two-hop, 15 arithmetic), and
committed before the reasoner was run on them. Their first run, with the harness's ``run`` below (top_k 3,
min_supports 1), before any change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout17 | 12/29 | 4 | 13 | 5/6 |
| heldout18 | 12/28 | 5 | 11 | 5/6 |
| heldout19 | 10/29 | 2 | 17 | 6/6 |

34/86 (40%) correct, 11 confident wrong answers, 16/18 unanswerable questions abstained: far from the goal,
and no better than before the tuning round above (the reasoner as it was before it, run on the same sets
afterwards: 34/86, 12 confident wrong). The confident wrong answers: a glasshouse's height in metres when feet
were asked; the altitude a seed was gathered at for the plant's accession number; a collector's niece's
birthplace for his; a palm's height for its glasshouse's, which the corpus does not give; the other hut's
custodian, running on into its label ("Callum Baird Hut Custodian"); a later president for the first woman
president; the president for his own father; one hut's bunks, in words, for the two huts' sum; the climber of
other first ascents for a first winter ascent the corpus never names; "carried" for a frequency; and another
transmitter for the one known as the New Mast. Most abstentions are on facts in "Label: value" entries and
semicolon-separated register rows, on every chain but none answered, and on differences and percentages over
audience and membership tables.

Confidence of the passes on that first run: heldout17 right 0.86 0.77 0.67 0.67 0.75 0.79 0.73, wrong 0.67
0.60 0.68 0.79; heldout18 right 0.86 0.79 1.00 0.86 0.63 0.65 0.86, wrong 0.66 0.83 0.85 0.63 0.65;
heldout19 right 0.86 0.59 0.67 0.77, wrong 0.42 0.59. By band: 1/1 right at 0.9 or more, 5/7 at 0.8 to 0.9,
6/7 at 0.7 to 0.8, 6/14 below 0.7. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's; they have not been tuned on.

After that first run the reasoner was tuned on ``heldout17`` to ``heldout19`` by general rules, so their
scores below are after-tuning scores, not clean figures: ``heldout17`` 18/29, ``heldout18`` 19/28,
``heldout19`` 13/29 (50/86, 58%), no confident wrong answer, 18/18 unanswerable abstained; every earlier set
kept its score. The judge now vetoes an answer outside the scope its question draws: in another unit than
one the question names at its end ("in feet"), a measure for an identifier ("the accession number"), a fact
of another person sharing the subject's surname, a value a pronoun after a semicolon gives for another thing
its sentence opens with, a name running on across a line into the next "Label:" line, a value from another
row of a register than the row holding the question's words, the subject itself in apposition for "the
<relation> of <subject>", one number for a total ("together") without arithmetic, an event lacking the
question's lowercase qualifier after "first" or "last" ("first winter ascent"), a bare lowercase verb form,
and another name than the one an alias ("known as ...") is given to. The reader now takes a unit named at
the question's end as the unit asked, not a term; label lines whose label holds an abbreviation ("Hon.
Secretary:") or opens with a figure ("2019-2022:"); a bare name line above label lines as what they are
about, and so a name standing as the first sentence of its paragraph ("Valley Sport. Launched in ...");
a row of a register parted by semicolons as a sentence of its own; a company's name followed by a legal
suffix ("Ltd") as the company itself, not a neighbour; a label line naming the counted thing as stating it
without the bare verb closing a do-question ("How many bed-nights did the hut record?"); a verb's agent
noun as a query word ("led" → "leader"); and an ordinal after "than" as the name it shortens ("the Second
... Expedition than the First"). The 11 first-run confident wrong answers all abstain now, and every miss
abstains: most are chains through a pronoun or an alias, differences and percentages over membership and
audience tables, and names given only through an alias ("known locally as the Old Cedar").

``heldout20`` (a chess federation's yearbook: club and player profiles, officer lists as "Label: value" lines,
results as dash-separated lines, a numbered rating list; "Harrowgate Chess Club" beside "Harrowgate Knights
Chess Club", "Fenwick" beside "Fenwick Cross", two unrelated players named Fisk, a brother and sister named
Dunn, an arbiter who also captains the Olympiad team, founded, constitution and incorporation years, peak and
current ratings), ``heldout21`` (a diocese's architectural survey of its cathedral and parish churches: bell
weights in kilograms and in hundredweight, spire heights in metres and feet, a ring's tenor beside a separate
bourdon bell, "St Mary" beside "St Mary Magdalene", a married couple holding the two churches of one town, a
dean and an architect sharing a surname, begun, consecrated, struck and rebuilt years) and ``heldout22`` (a
water company's register of reservoirs: capacities in megalitres and million gallons, catchments in square
kilometres and square miles, dam heights beside crest lengths and top water levels, "Black Esk" beside "Black
Esk Lower", "Hollin Clough" beside "Hollin Clough Upper", a father and son who were both engineers, an
engineer and a chief executive sharing a surname, Act, construction and commissioning years) were written
after the second tuning round, by someone who had read neither the reasoner nor the earlier sets, with 18, 16
and 16 documents and 30 questions each (six unanswerable each, 15 two-hop and 16 arithmetic in all), and
committed before the reasoner was run on them. Their first run, with the harness's ``run`` below, before any
change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout20 | 13/30 | 1 | 16 | 6/6 |
| heldout21 | 16/30 | 2 | 12 | 6/6 |
| heldout22 | 14/30 | 3 | 13 | 6/6 |

43/90 (48%) correct, 6 confident wrong answers, 18/18 unanswerable questions abstained: better than the round
before on confident wrong answers and abstentions, still far from the goal on both and on accuracy. The
confident wrong answers: the 2024 under-18 champion as the mother of the under-14 champion; the treble's
weight for the tenor's, from the same sentence; Old Tom's weight alone for its difference from the tenor's; a
capacity in megalitres asked in million gallons and a catchment in square kilometres asked in square miles,
each from a label line giving both ("Capacity: 64,000 Ml (14,078 million gallons)"), where the check of the
asked unit knows neither "gallons" nor "km2" as a unit's name; and an aqueduct's fall (64 metres) for its
length (38 km). The abstentions with an answer in the corpus: officers and titles in label lists and in a
numbered rating list, the first of several title years, 11 of the 15 chains (a champion's birthplace, the club
that hosted a championship, the church whose incumbent is named, an architect's birth year), and 12 of the 16
arithmetic questions (entries, rating points, spire heights, megalitres, years of office).

Confidence of the passes on that first run: heldout20 right 0.86 1.00 0.61 0.57 0.67 0.58 0.53, wrong 0.55;
heldout21 right 0.61 0.94 0.76 0.59 0.55 0.79 0.67 0.55 0.45 0.63, wrong 0.74 0.78; heldout22 right 0.67 0.75
1.00 0.48 0.76 0.64 0.65 0.51, wrong 0.52 0.70 0.75. By band: 3/3 right at 0.9 or more, 1/1 at 0.8 to 0.9, 4/8
at 0.7 to 0.8, 17/19 below 0.7. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

After that first run the judge was tuned on their confident wrong answers by general vetoes: a unit the
question names may be of two words ("in square miles", "in million gallons"), and megalitres ("Ml"), km2,
gallons and hundredweight are units of their own; a value a sentence gives to another named part ("the
treble weighs ... and the tenor ...") is not the asked part's; one stated number is no difference of two
unless computed or compared; a value after a verb of level ("falls 64 metres") is no length; and a kinship
asked ("the mother of") must be stated, either way, in the cited text; and a question's unit of two words
is its unit, not two query terms. After tuning, and so no longer clean: heldout20 13/30, heldout21 16/30,
heldout22 15/30 (44/90), no confident wrong answer, 18/18 unanswerable abstained; the sets above kept their
scores.

The round after that taught the reader facts stated in structured text rather than in sentences, by general
rules: a label line belongs to a passage titled for its entity by the head noun alone ("Officers of the
federation") when the passages name no other entity of that kind, and so does a label holding that head noun
("Journal Editor:"); a prose caption above a block of label lines (or the title) names what rows labelled with
a year or an entity give ("Weekly reach ..." above "2000: 492,000"), and a caption naming an entity makes the
year rows under a plain title that entity's; a line labelled with a span of years ("1997-2011:") holds each of
its years; a name a passage or an entry paragraph gives its subject ("X, known locally as the Y") is read as
that subject after it, and "Which X is called Y?" is answered by the name the alias is given to; a value in a
second unit in parentheses answers in that unit; "Ml" is megalitres, hundredweight a mass, MHz and kW units,
and units of two words ("square miles", "million gallons") are read whole; a what-question naming a unit to
answer in asks for a quantity; a rating is a measure of its own; a label's value may follow "about", and a
label naming the counted thing states its passage's count; labels run to 60 characters, and an entry name may
carry a qualifier in parentheses ("Tollbury (FM)."). After it, and so no longer clean: heldout17 21/29,
heldout18 21/28, heldout19 21/29, heldout20 15/30, heldout21 18/30, heldout22 19/30 (115/176), no confident
wrong answer, every unanswerable question abstained; the sets above kept their scores.

The next round tuned chains and arithmetic on ``heldout17`` to ``heldout22`` by general planning rules. A
chain's first hop is now judged as a question of its own before the next hop asks about its answer, and a
vetoed hop sends the chain to the direct reading or to an abstention. A relational noun of a described
thing ("the architect of the rebuilt spire"), an agent noun the lexicon does not know ("the collector of X",
asked "Who collected X?") and a name with a place after its comma are first hops; "Who was <office> when
<event>?" is the event's date and then the holder in that year, read from a list of holders with spans of
years (a year two spans share names no one); "For how many years was X <office>?" reads the span where the
answer stands; the events of "how many years after" are asked plainly (an event noun through its verb, a
bare name with the other event's verb); and "how many <unit> <comparative> ... than ..." asks each side in
that unit, the other side keeping its place or being described; "How many <measure> separate A and B?"
is the difference of the two measures. After it, and so no longer clean:
heldout17 20/29, heldout18 19/28, heldout19 16/29, heldout20 15/30, heldout21 19/30, heldout22 16/30, no
confident wrong answer, 36/36 unanswerable abstained; the earlier sets kept their scores. Most misses left
are chains whose first hop is a titled role at a year or event, a kinship, or a "first" holder, and
operands read from year tables and label lines.

Before the next sets were written, the judge was tuned on small probe corpora written for the purpose (an
airfield and flying clubs, distilleries and breweries, a university's colleges and alumni, obituaries, a
register in semicolon rows, questions and answers, footnotes, timelines; not kept), whose questions tempt a
wrong answer: on them the reasoner as it was passed 45 wrong answers. The judge now also vetoes a value its
clause gives as former ("until 1990", "lengthened from ... to ...") for a question in the present tense, or
as planned ("instead of the planned 40"); a value or a yes/no the text only hedges ("is said to",
"possibly"); an answer to a negated verb ("did not graduate"), a yes from a denial, an answer read from a
line that asks; a name in a parallel clause of another role, a holder qualified otherwise ("first" for
"present"), an ordinal of another office; a value of a clause, table row, part of a sentence or sentence
about another thing than the subject, of a neighbour sharing the subject's words, of a name set in
apposition, of another person a pronoun stands for; the agent of another passive verb, a possessor for the
one it owns; a superlative the cited text never states; a successor listed before the subject or a
predecessor after it; a name the question itself gives; a date its part of the sentence gives to another
event, dates relative to the asked one ("the year before"), or whose text names no event; a number without
the unit the text gives it; "one" of "one of"; a quantity followed by a direction for a height; and an
answer beginning inside a name. Every set above kept its score and none has a confident wrong answer; on the
probes one wrong answer still passes (a founding year for "When was it incorporated?", where another
sentence says it "was never incorporated"). Confidence of the passes on every set above and the probes:
60/60 right at 0.9 or more, 80/81 at 0.8 to 0.9, 123/123 at 0.7 to 0.8, 213/215 below 0.7 (the two wrong
there are "three" for "3", wrong to the matcher only); the probes' right answers before these checks all
stay right.

``heldout23`` (an airfield and its two flying clubs: "Kelderby Flying Club" beside its breakaway "Kelderby &
District Flying Club", "North Hangar" beside "North Hangar Annexe", the Old and New Tower, two aircraft types
of one family, runways in metres and feet, powers in hp and kW, founded, opened and rebuilt years, a founder
who was also the manager, pairs sharing a surname), ``heldout24`` (a guide to the distilleries and breweries
of a coastal district: "Skerrow Distillery" beside "Skerrow Bay Distillery", a brewery beside its breakaway
"Blackrock Brewing Co.", brands named after places they are not made in, still capacities in litres and
gallons, output in litres of pure alcohol and in barrels, takeovers in three years, a timeline) and
``heldout25`` (a university's colleges and alumni: "Wenlow College" beside "Wenlow House", a college beside
its annexe, successions of wardens and masters, founding, charter and opening years, endowments of two years,
a library's volumes beside a reading room's) were written after the three rounds above by three people who
had read neither the reasoner nor any earlier set, with 18 documents and 28 questions each (16 unanswerable,
16 two-hop, 14 arithmetic), and committed before the reasoner was run on them. The judge round above had
been told only their styles (its probes were written in the same three styles, without these sets). Their
first run, with the harness's ``run`` below, before any change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout23 | 12/28 | 1 | 15 | 5/6 |
| heldout24 | 14/28 | 3 | 11 | 3/5 |
| heldout25 | 12/28 | 4 | 12 | 4/5 |

38/84 (45%) correct, 8 confident wrong answers, 12/16 unanswerable questions abstained: no better than the
round before. The confident wrong answers: a glider strip's length (23 metres) for its width, which the
corpus does not give; a difference of barrels taken from another year's figures; "six" (a count) for a still
capacity the corpus says is not published; "forty years" for a bond's length the corpus does not give; a
college's warden ("Warden of Wenlow College", at confidence 1.00) for the college a person studied at; a
difference of student numbers with both operands from one sentence of another pairing; one endowment alone
(£96.4 million) for a difference of two; and a volume count of another library (88) for a reading room's.
Confidence of the passes on that first run: 4/5 right at 0.9 or more, 2/2 at 0.8 to 0.9, 9/10 at 0.7 to 0.8,
11/17 below 0.7. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's. That run, like every run of this harness before it, judged with the corpus at hand,
which the pipeline's judge never has: judged as ``canon run`` judged then, one more wrong answer passed
("Besides", for the company owning a distillery, which the corpus never calls a company), so the product's
first-run figure is 9 confident wrong answers, not 8. Since then the harness judges exactly as the pipeline
does (spans are re-read apart, as the checker role re-reads them), and the checks that need more than the
draft (a "which X" answer must be called an X in some passage; a year ending one listed span of years and
opening another names no holder) are made by the reasoner over the passages it has searched.

After tuning on them (not clean figures): the judge vetoes a comparison's margin ("older by more than forty
years") for a measure, a count of the measured things themselves for their capacity, a count behind one
modifier of other things, a title held at the asked kind for that kind (such an answer also keeps only 0.85
of its confidence), a figure its own part of the sentence gives for another year than the asked one, and
one stated number for a difference asked after a leading phrase ("In 2022, how much larger..."); the reader
takes a count of the asked things after a holder's name for what it "holds", and no measure in metres for
a count of rooms; the reasoner rejects, over the passages it searched, a figure read under a label line of
another year and a measure from a pronoun's sentence whose paragraph never names the asked subject.
heldout23 14/28, heldout24 16/28, heldout25 15/28 (45/84), no confident wrong answer, 16/16 unanswerable
abstained; every earlier set keeps its score.

After tuning on heldout23-25 (recall; not clean first-run figures): a passage going on with the label lines
of the passage before it keeps that block's caption and entry; a name on a line of its own over the paragraph
describing it heads the label lines under it, and a short number closing a name is its model's mark; "how
strong" and "strength" ask a percentage; a "how many" count of a noun with no unit is not a measure in metres;
a year row under a caption naming an event dates it for the entity the row names. With the checks above:
heldout23 15/28, heldout24 17/28, heldout25 15/28 (47/84), no confident wrong answer, 16/16 unanswerable
abstained; every earlier set keeps its score.

``heldout26`` (an orchestra's and its concert hall's archive: "Vellmouth Philharmonic" beside the "Vellmouth
Chamber Orchestra" and the "Vellmouth Philharmonic Chamber Players", "St Brannoc Hall" beside "the Brannoc
Room", a hall's three seat capacities, organ pipe counts before and after rebuilding, a timeline of dated
lines, a question-and-answer interview, footnotes), ``heldout27`` (a highway authority's inventory of bridges
and tunnels: a bridge and its replacement sharing a name, "Skelder Tunnel" beside "Skelder Tunnel East",
spans and clearances in metres and feet, a daily traffic table, a builder and its successor firm) and
``heldout28`` (a textile mill village's history and trade directories: a mill renamed after a fire, a father
and son of one name, chimney heights beside distances, workers by year, two directory years) were written
blind while the three rounds after ``heldout23`` to ``heldout25`` were made, by three people who had read
neither the reasoner nor any earlier set and had been told only the styles of their own sets (no one tuning
the reasoner was told those styles), with 17, 18 and 18 documents and 29, 28 and 28 questions (17
unanswerable, 15 two-hop, 13 arithmetic), and committed before the reasoner was run on them. Their first
run, with the harness's ``run`` below and ``canon eval`` alike, after every round above and before any
change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout26 | 16/29 | 3 | 10 | 6/6 |
| heldout27 | 13/28 | 1 | 14 | 6/6 |
| heldout28 | 12/28 | 1 | 15 | 5/5 |

41/85 (48%) correct, 5 confident wrong answers, 17/17 unanswerable questions abstained: every unanswerable
question abstained, and fewer confident wrong answers than on any earlier first run of three sets, but the
accuracy did not rise (single facts 36/57, chains 3/15, arithmetic 2/13). The confident wrong answers: a
ceiling's height above the stalls answered with another height of the hall (41 metres for 19); a railway
station for the name people give the hall ("the Drum"); a concert count of another tour (12 for 14); a
tunnel's length difference computed from one tunnel's length and a number that is no length of the other
(1162 - 12); and "given a new name" for the name a rebuilt mill was given, read through a first hop that
found the right name. That last one the harness counted right on the run itself, since it matched the
expected name anywhere in the answer's text, the hop it went through included; it now matches the final value
only (no other answer of any set changed), and these figures are with it. ``canon eval`` (scorer
``contains``) agrees on every confident wrong answer; it counts "20%" wrong for "20", and two vetoed answers
right. Confidence of the passes on that first run: 4/4 right at 0.9 or more, 1/1 at 0.8 to 0.9, 6/8 at 0.7
to 0.8, 13/16 below 0.7. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

After tuning on their confident wrong answers (not clean figures), the judge vetoes a measure outside the
part of the cited text that places a value "above" or "below" the asked point, an answer opening in lower
case for what a thing is "called", a value the text gives another ordinal of the asked thing ("second tour"
for the first) when it never names the asked one, and a measure the text gives a thing it introduces with "a"
or "an" right before it ("a new canopy 12 metres long") that the question never names, for any step,
operands included. heldout26 16/29, heldout27 13/28, heldout28 12/28 (41/85, as first run), no confident
wrong answer, 17/17 unanswerable abstained; every earlier set keeps its score.

A later round on chains (tuned on heldout17-28's chain misses, so no clean figure): a sentence opening with a
participle phrase ("Born at X in 1870, she ...", or the fragment "Born in X, a fishing village.") is of the
person named before it, not of the passage's title; a first hop's described thing runs on through a quoted
title; "Who was <office> in the year <event>?" is read like "when <event>", the event clause may run on after
its verb ("merged into it"); and a list of holders may name each holder before the span ("X: 1958 to 1972", "X
(1902-1931)"), a year two such spans share naming no one. heldout17-28 211/345 before, 216/345 after, no
confident wrong answer.

Another round read values of a measure at a year for arithmetic and single facts alike: the row of the one
asked year in a year table or list ("2024: ... 49,250 passengers") counts the asked unit whatever the
question's verb, never for a change ("lose", "add"); a label line under a paragraph that is one year is that
year's; a "Capacity" label states what a thing holds; a year in a table's first row names a column, not a
row, for the judge's row veto; and a count ("410,000") is no date for its unstated-event veto. The planner
asks a time closing or opening a comparison of two things ("than B in 2020", "In 2020, how many more ...")
of both sides, "<noun> numbers" as "the number of <noun>s", a count lost or gained between two times as the
difference of the counts, and gives a percentage whole unless it is exact to one place. heldout17 23/29,
heldout19 23/29, heldout22 22/30, heldout23 18/28, heldout24 19/28 (from 22, 20, 21, 15, 17; heldout17-28
225/345 with the chain round), no confident wrong answer, every unanswerable question abstained; every other
set keeps its score.

After tuning single facts on heldout17-28 (not clean figures): relation words meet other words of their
fact (made, became and appointed; rebuilt and reconstructed; first performed and premiered; built and
contractor; a takeover and a purchase), while a reopening stays no opening; a converse verb states a purchase
("A sold X to B": B bought X) unless an asked entity is the seller or the thing sold is the seller's own; a
list of an office's holders in order (three or more entries whose first years never go back, under a title,
heading or lines naming the office and its owner, a bare name heading it being exactly the owner) answers
who followed or came before a holder, the holder in a given place and the current one (an open last entry);
an alias given by reference ("it is known locally as X", "Known locally as X, the church ...") calls the
passage's subject X, and "locally" is no relation a sentence must state. With the two rounds above:
heldout20 18/30, heldout21 22/30, heldout23 19/28, heldout24 20/28, heldout25 19/28, heldout26 19/29,
heldout27 15/28, heldout28 13/28 (heldout17-28 234/345, from 225), no confident wrong answer, every
unanswerable question abstained; every earlier set keeps its score.

Before the next sets were written, the judge was probed again on six small corpora written for the purpose
(a vineyard with an obituary and a union's label lines, a tramway's timeline, questions and answers, table and
footnote, a ski area's lift list and obituary, a newspaper's editors table and footnote, an aquarium's label
lines, interview and numbered tank list, a weather station's records; 264 questions, not kept), in styles and
topics unlike the sets above: the reasoner as it was passed 26 wrong answers on them, four of them right but
for the matcher ("four" for 4, "31.2" for 31.2 °C). The judge now also vetoes a relative named after another
kin word ("his daughter Ann" for his wife); a holder its clause qualifies ("its first president") or places at
a past year ("its president in 1911 was") for a present-tense "who" question; a value its clause dates to a
year the same text follows with a later one; a place something moved from; a value in another part of the
sentence than a name the question narrows it by ("employs 300, 45 of them at the mill"); an age counted from
two years where the text states the age, or of nought; a holder of a title of several words the text gives
only in part ("the engineer X" for the chief engineer); a value of a semicolon clause opening on another
thing than the subject; a year of another event the asked one is dated against ("rebuilt after the avalanche
of 1978"); a namesake lacking the subject's first word ("Swan Brewery" for the Old Swan Brewery); a "new" or
"old" subject the text never names so; a row's year for an event the row never names; an operand year its
sentence gives another event; a namesake of the subject for a role the text never gives; a quantity of
another thing ("140 km of runs."); a count of the "other" things beside one named; a name cut out of a
hyphenated one; and a date of a formal act ("incorporated") from text that never names it, which closes the
earlier probe round's last wrong pass; and it reads a hedge across a line break. On the probes one wrong
answer still passes besides the matcher-only ones: a station's altitude "at which it was established", asked
in the present tense, where another sentence says it was later moved. Every set above keeps its score, with
no confident wrong answer. Confidence of the passes on every set above and the probes: 50/51 right at 0.9 or
more (the altitude above, at 0.96), 59/59 at 0.8 to 0.9, 133/133 at 0.7 to 0.8, 232/235 below 0.7 (the three
are matcher-only).

After that, the judge was tuned on new small probe corpora written for the purpose (a zoo, a wine estate, a
theatre, a canal, a choral society, a light railway, a weavers' guild, two mills: narrative prose, label
lines, lists, timelines, questions and answers, footnotes, tables written as text; not kept), whose
unanswerable questions give the asked attribute for a neighbour, a relative, a planned thing or another point,
and whose arithmetic takes an operand of another thing. On their first runs, 20 of 189 probe questions passed
a wrong answer, one of them the matcher's ("33.3%" for 33). The judge now also vetoes the end of a span
("served ... until 1952") for the date of another event, a year of the life span in parentheses after another
name for a date of the subject, a value of a thing the text gives as only planned or proposed, and for a
planned value one the text sets against the plan ("later than planned"), a measure taken from the asked thing
("rises 9 metres above the roof"), a name owning a relative ("X's granddaughter") for a place or date, a fact
of a relative the sentence opens with ("Her husband, ..., was born in"), a measure the next word gives as
another dimension ("long" for a span, "above the water" for a width), a fact of another numbered thing ("No.
1" for No. 3), a value of a thing set within the subject in commas ("The X Viaduct, on the Y Railway, is ...
long", "The X Weir, below Y Mill, ..."), a measure of a part named after a possessive ("Its clock tower, 22
metres tall") for the whole, and an operand asked of "its" thing from text that never names the subject. On
the probes two wrong answers still pass (a birthplace for an oddly phrased question through a teacher, and a
birth year read from a bare span after a name in a list of office holders, which a list of lives on another
set reads rightly); every set above keeps its score, and none has a confident wrong answer.

``heldout29`` (a lifeboat institution's station histories and service log: a station beside its inshore
sub-station of a similar name, three successive slipways in metres and feet, founder against first chairman),
``heldout30`` (a ski resort's guide and company history: two villages sharing the valley's name, lifts and
runs sharing names, altitudes in metres and feet, skier days by season), ``heldout31`` (a county fire
brigade's history: a retained station beside its whole-time neighbour of a similar name, chief officers in
succession, ladder heights and pump ratings in two units, calls by year), ``heldout32`` (a canal company's
survey: locks sharing a name with "Top" and "Bottom", a branch named after a town it never reaches, rises in
feet and metres, tonnage by year), ``heldout33`` (a publishing house's catalogue: sister imprints of similar
names, pen names, a book retitled, print runs beside reprints) and ``heldout34`` (a zoo's collection
register: two animals of one name, houses and their annexes, a house renamed after a donor, visitors by year)
were written blind at the start of the round after ``heldout26`` to ``heldout28``, by six people who had read
neither the reasoner nor any earlier set, 17 or 18 documents and 28 questions each (33 unanswerable, 34
two-hop, 28 arithmetic), and committed before the reasoner was run on them. One caveat on their blindness:
the six styles were listed in the writers' instructions, which the people writing probe corpora for the judge
in the same round could read; two of those probe corpora were of a ski area and of a canal and a zoo, so
those sets' topics, though not their text, may have been known while the judge was tuned. Their first run,
after the four rounds above and before any change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout29 | 10/28 | 0 | 18 | 6/6 |
| heldout30 | 8/28 | 4 | 16 | 4/5 |
| heldout31 | 9/28 | 3 | 16 | 4/5 |
| heldout32 | 11/28 | 3 | 14 | 6/6 |
| heldout33 | 10/28 | 4 | 14 | 5/6 |
| heldout34 | 8/28 | 5 | 15 | 4/5 |

57/168 (34%) correct, 19 confident wrong answers, 29/33 unanswerable questions abstained: the worst first run
so far (single facts 22/73, chains 1/34, arithmetic 4/28). The reasoner as it stood before the four rounds
above scored 26/84 and 31/84 on the two halves, with the same confident wrong answers: the rounds generalised
to none of these sets. The confident wrong answers: a count of all runs for the black runs (48 for 7); a
chairlift's name for who was chief executive ("Morel Chair"); a height difference from the wrong peaks; a
run's length for an unanswerable question; a number word read as a drill tower's height and as a count of
firefighters, through a first hop to another station; another station's opening for "Aldcross Green"; "five
arches of 30 feet" for a height above a river; a branch's name for its engineer; years from the main line's
opening to the branch's abandonment (130 for 125); the incorporation year for the founding (1902 for 1884);
"Winter" for the new title "Winter on the Salt Road"; a bare "14" for a height in feet; a place where an
author lived for an unanswerable birthplace; the year older dens on the site opened for "Tiger Glen Lodge";
the birth weight of an animal's calf for her own (104 for 118 kg, at 0.9); the namesake camel's weight for
the elephant's; "known" for the name the gardens are known by (at 0.96); and the Great Aviary's designer for
its annexe's. Confidence of the passes on that first run: 3/6 right at 0.9 or more, 5/5 at 0.8 to 0.9, 11/13
at 0.7 to 0.8, 8/22 below 0.7. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

Then the judge was tuned on those six sets (after-tuning figures, not clean ones) to check the type of every
answer, hop and operand against its question: a measure needs a number with a unit of the asked family beside
it (in the answer, the cited text or its table's heading), so a number word without a unit, a number the text
gives no unit and a count of measured things are vetoed; a count of a kind is neither a total the text splits
by that kind nor a count of the bare noun in a line that never names the kind; a who-answer is no thing the
text writes with "the" or that ends in a noun of a place, route, building or machine; a hop asked "when" gives
a year; a name asked for is capitalised; and a name is not cut before the rest of it. This removed the eight
confident wrong answers of those kinds (a number word for a height and for a count, a bare number for a height
in feet, a count of arches for a height, a lift and a canal branch for who-questions, "known" for a name, a
title cut before its tail), and no set lost a correct answer.

Chains and arithmetic were then tuned on those six sets too (after-tuning figures, not clean ones): a table of
years written without its outer pipes is split into rows, and the row of the one asked year, or a captioned
year row of one value, answers a count or measure its column or caption names whatever the question's verb
or owner; a question asked "in the year of" an event is two hops, a date filling a slot asked in a year as
its year; and a holder in a list is named even when the holder's surname is a word of the office's owner.

After tuning on them (figures not clean): the judge rejects values of another entity, part, time or event
than the asked one: a namesake set apart by another epithet, a sentence about a shorter name the asked name
begins with, a total beside a bracket counting the asked kind, a measure beside the subject's own bracketed
one, an offspring's value, an event of a sentence opening with another name, a formal act's date for a
founding, a measure of the thing serving the subject, and an operand asked of "it" from text naming only part
of the subject's name. Nine of those sets' confident wrong answers are gone (heldout30 to 1, heldout32 to 2,
heldout33 to 3, heldout34 to 1); another station's opening read from a pronoun's sentence and a birthplace
from a sentence that never names its person still pass.

Tables written as text were then tuned on too (after-tuning figures, not clean ones): the prose above a table,
or its title, names what a row of an asked entity gives, and a table without a header row has rows about
their first cells ("with their years in service and length" above "Wren | 1921 to 1948 | 96 ft"); and a
chain read directly, when its first hop fails, must state the verb of its relative clause ("the mill that
replaced ..."), so a fact of the clause's own subject is not taken for the thing it describes.

The reader was then tuned on them for single facts (not clean figures): a table written without outer bars
is read row by row with its column names as the rows' only context (a lone row of names above a blank line
names the columns below it; a first row holding a figure other than a year is a record); a table's title
states what the rows named for an entity give; a row labelled with a season is its first year's; a label
line naming the counted thing counts it whatever names follow the count; and "replaced" is a relation a
sentence must state. With the rounds above merged: heldout28 17/28, heldout29 10, heldout30 10, heldout31
12, heldout32 14, heldout33 11, heldout34 11, and no confident wrong answer on any set but heldout31 and
heldout33 (one each, within their first runs').

``heldout35`` (a colliery company's history and pit register: "Old Brennan" and "New Brennan", a pit renamed
on nationalisation against a rival firm's colliery of that name, depths in yards and metres, coal beside
coke), ``heldout36`` (a county cricket club's history and records: two grounds and two clubs of similar
names, two unrelated players of one surname, a pavilion rebuilt after a fire, boundaries in yards and metres)
and ``heldout37`` (a town hospital's history: an infirmary, a cottage hospital and a clinic of similar names,
a wing renamed after a donor, father and son in two roles, beds beside cots) were written blind at the end of
the round of ``heldout29`` to ``heldout34``, by three people who had read neither the reasoner nor any other
set, from instructions kept where no one tuning the reasoner could read them (no one tuning was told their
styles), with 18 documents each and 27, 28 and 28 questions (16 unanswerable, 16 two-hop, 15 arithmetic),
and committed before the reasoner was run on them. Their first run, after every round above and before any
change:

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout35 | 11/27 | 3 | 13 | 4/5 |
| heldout36 | 12/28 | 2 | 14 | 4/5 |
| heldout37 | 14/28 | 2 | 12 | 5/6 |

37/83 (45%) correct, 7 confident wrong answers, 13/16 unanswerable questions abstained (single facts 18/36,
chains 1/16, arithmetic 5/15). The reasoner as it stood before the rounds since ``heldout26`` to ``heldout28``
scored 34/83 with 6 confident wrong answers on them: those rounds moved first runs by three answers. The
confident wrong answers: the tons of coal for the tons of coke in a year; a growth in men employed from
another count of men; "bought second-hand" for an engine's horsepower the text never gives; the founding
year of another club named after it for when a second eleven was formed; a boundary of another side of the
ground; years between two openings from the year a wing was begun; and "one" for the beds of a block the
text never counts.
Confidence of the passes on that first run: 1/1 right at 0.9 or more, 5/5 at 0.8 to 0.9, 8/10 at 0.7 to 0.8,
10/15 below 0.7. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

After tuning on them (figures not clean): the judge rejects an answer holding no number where the question
asks a measure or a quantity in a unit, and a count answered with a number the cited text only ever follows
with a unit of measure. "bought second-hand" and "one" are gone (heldout35 12/27 with 2 confident wrong
answers, heldout37 15/28 with 1), and no other set lost an answer.

``dev01`` (a regional newspaper's history: a morning paper and its evening sister of near names, a rival
bought and merged, editors in a table of years, two bridges of one name) and ``dev02`` (a rural bus company:
depots, a bus station beside a depot of the same town, routes in a table, a rival absorbed, founder and
managing directors) are development sets of 16 documents and 30 questions each (five or six unanswerable),
written before the reasoner was run on them. Their first run: dev01 13/30 with no confident wrong answer,
dev02 13/30 with two ("Seven" for 7, which the matcher then learned to read as a figure, and a total of
buses for how many more an extension added), 11/11 unanswerable abstained. Their misses were then read
for general causes: a person named by surname once named in full, a thing by lowercase words of its name
("the new bridge"), a passage's subject by a shorter form of its title's name, an office apposed to a name,
holders in a year from tables of first and last years and from "held the post from ... to ...", a noun
named by a number ("route 12") matched in a table by its column, a coordinated figure keeping its unit,
and more. ``dev03`` (an agricultural show society) and ``dev04`` (a county library service) were written
after those rounds, before the reasoner was run on them, as a measure of what generalised: dev03 scored
19/32 and dev04 20/31 on their first runs with no confident wrong answer and every unanswerable abstained
(the reasoner as it stood before the rounds scored 18/32 and 17/31 on them). They were then tuned on too
(an organization called by its kind alone, "the Society"; an office at a definite event; a category row of
a table; a duration from the one span beside a name; an ordinal office as a first hop). ``dev05`` (a family
cinema circuit) was written after all of that and run once before any change: 17/31 with no confident
wrong answer and 5/5 unanswerable abstained (the reasoner before the rounds: 13/31 with one confident wrong
answer). On the three sets written after changes began, first runs came to 56/94 (60%) against 48/94 (51%)
for the reasoner before the rounds, with no confident wrong answer. dev05 was then tuned on too (a count
after the verb of its noun, "seated 1,650"; a year ending a span dates no event; a population "of about";
the name after "was" whose subject is the asked office; the holder named last before a span; a widow or
a brother "of" someone as a first hop). All five
thresholds below are after-tuning scores, not clean figures; the first runs above are.

``dev06`` (a seaside pier company: a pier, its pavilion and the building that replaced it, a second pier of
the harbour, chairmen in a table of years, a lessee company) was written last and run once: 27/31, 5/5
unanswerable abstained, and two confident wrong answers: "the pier" read from "The Pier Pavilion opened in
1893" for a difference of years, and "Coastline Leisure" for the managing director of the company that
leased the pier, a direct reading answering the company the question describes. The first is now
prevented (a question's subject noun only modifying another noun before the asked verb is not its
subject); the second remains. Its threshold is its first-run score, and its confident wrong answers may not
exceed one; it has not been tuned on otherwise. The same reasoner before any of the rounds above scored
20/31 with two confident wrong answers on it. The writer of dev06 had by then read the reasoner's misses
on five sets, so its first run is likely kinder than a stranger's set would be.

``heldout38`` (a regional network of weather-observing stations: an old and a new station of one moor,
an observatory and a town station of one name, father and son observers, rainfall in inches and in
millimetres), ``heldout39`` (a county agricultural show society: an old and a new showground and the
rougher ground beside the new one, father and son secretaries, two judges of near names), ``heldout40``
(a city's telephone exchanges: an old and a new exchange of one name, two of near names, building cost
beside equipment cost, a height in feet and metres), ``heldout41`` (a city's public baths and
wash-houses: an old and a new baths of one street, a road and a lane of one name, two fathers and sons,
coal by site and year) and ``heldout42`` (a county library service: an old and a new library of one town,
an upper and a lower village, father and son architects, van lengths in feet and metres) were written
blind during the rounds of dev01 to dev06, by five people who had read neither the reasoner nor any set,
from instructions kept where no one tuning could read them, with 17 or 18 documents each and 27 or 28
questions (30 unanswerable, 23 two-hop, 20 arithmetic), committed before the reasoner was run on them
(branch ``heldout-sealed6``), and run once, after every round above and before any change. Two of their
styles were, by chance, also chosen for development sets by the person tuning, who wrote them
independently (no name is shared): heldout39 shares dev03's (an agricultural show society) and heldout42
dev04's (a county library service), so those two first runs are less clean than the other three.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout38 | 11/27 | 2 | 14 | 6/6 |
| heldout39 | 11/28 | 1 | 16 | 6/6 |
| heldout40 | 13/27 | 3 | 11 | 5/6 |
| heldout41 | 14/28 | 1 | 13 | 6/6 |
| heldout42 | 11/27 | 2 | 14 | 6/6 |

60/137 (44%) correct, 9 confident wrong answers, 29/30 unanswerable questions abstained (single facts
25/64, chains 3/23, arithmetic 3/20); without heldout39 and heldout42, 38/82 (46%) with 6 confident wrong
answers. The reasoner as it stood before the rounds of dev01 to dev06 scored 56/137 with 9 confident wrong
answers on them (34/82 with 6 on the three sets of unshared styles): those rounds moved first runs by four
answers and removed no confident wrong answer. The confident wrong answers: a temperature and a rainfall
given as bare numbers without the degrees and inches asked (right figures, wrong as answers); the acreage
of the rough ground beside a showground for the showground's own; "Miss Rooke" for the "Ada Rooke" who
raised an alarm (one person, by a title the matcher does not read); the building cost of an exchange for
the cost of its equipment, which the text never gives; "2" for the years an exchange was open; the coal
another baths burned in that year; the year a librarian had "established 46 village centres" for the year
the service was established; and "point" for a year's total issues. Confidence of the passes: 4/4 right
at 0.9 or more, 2/2 at 0.8 to 0.9, 8/8 at 0.7 to 0.8, 17/26 below 0.7. In ``canon eval`` (scorer
``contains``) the same sets give 63/137 correct with 9 confident wrong. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout43`` (a canal navigation company: its locks, wharves, reservoirs, engineers and carriers),
``heldout44`` (a municipal botanic garden: its glasshouses, curators, collectors and notable trees) and
``heldout45`` (a family bell foundry and the ringing societies of its county) were written blind during a
later round, by three people who had read neither the reasoner nor any set, from instructions kept where no
one tuning could read them, with 20 documents each and 28 or 29 questions (18 unanswerable, 15 two-hop, 15
arithmetic answerable), committed before the reasoner was run on them (branch ``heldout-sealed7``), and run
once, after that round's changes (confident wrong answers removed from every older set, new arithmetic,
chain and reading rules: 846/1227 to 884/1227 on all older sets, 17 confident wrong answers to none).

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout43 | 13/28 | 2 | 13 | 5/6 |
| heldout44 | 10/29 | 3 | 16 | 4/6 |
| heldout45 | 10/29 | 2 | 17 | 5/6 |

33/86 (38%) correct, 7 confident wrong answers, 14/18 unanswerable questions abstained (single facts
13/38, chains 4/15, arithmetic 2/15). The reasoner as it stood before that round scored the same, 33/86
with the same 7 confident wrong answers: the round's gain on older sets did not carry over (one arithmetic
answer gained, one single fact lost to a new veto). The confident wrong answers: a count of locks given as a
bare number without the noun asked; a tunnel's length, which the corpus does not give, answered with a
duration; a tree's height, not given, answered with a figure of another tree; a planter's year of death
read for another person in a chain; a chain to a curator the corpus does not identify answered with
another curator's birthplace; an inn named without the town the expected answer adds (the place is right,
the matcher strict); and a year of death the corpus does not give for that person. Confidence of the
passes: 4/7 right at 0.9 or more, 2/2 at 0.8 to 0.9, 6/8 at 0.7 to 0.8, 7/9 below 0.7. In ``canon eval``
(scorer ``contains``) the same sets give 35/86 correct with 7 confident wrong. Their thresholds below are
these first-run scores, and their confident wrong answers may not exceed the first run's.

Then the reasoner was tuned on those three sets (after-tuning figures, not clean ones). For the judge and the
answer's form:
a count keeps the noun its sentence names, a place the town its sentence joins to it, a sum its rate; "how
long is" a thing asks a length; a table value stands in its column, checked against the header above its
row; a life event whose verb has another full name as subject, or that a namesake's sentence tells, is that
person's; a "which X" name the text calls another role is no X; a figure a later sentence changes is not
a present one. With the reader's, chains' and arithmetic's rules of the same round they score 19/28, 20/29
and 18/29 with no confident wrong answer, every older set as before or better (917/1313 to 966/1313 on all
sets, 7 confident wrong answers to none). The reasoner's confidence now keeps a share
for each reading its evidence leaves to it (a subject named in parts, a table row, a relation in other
words, another person beside a life event, another entry line, a nearer neighbour). Confidence of the
passes on every set: 58/58 right at 0.9 or more, 83/83 at 0.8 to 0.9, 146/146 at 0.7 to 0.8, 384/384 below
0.7; of the reasoner's drafts before the judge: 58/59 right at 0.9 or more (76/84 before this tuning); both
measured on the judge's changes alone. The shares alone, on the first run's drafts of heldout43 to heldout45:
2/3 of the passes right at 0.9 or more, not 4/7.

``heldout46`` (the lifeboat stations of one stretch of coast: boats, coxswains, rescues and donors),
``heldout47`` (a textile mill village: its mills, owners, managers, a weavers' co-operative, floods and
fires) and ``heldout48`` (a provincial observatory and a county meteorological society: telescopes,
observers, stations and records) were written blind after that round, in the same way, with 18 to 20
documents and 28 or 29 questions each (18 unanswerable, 16 two-hop and 15 arithmetic answerable), committed
before the reasoner was run on them (branch ``heldout-sealed8``), and run once, on the tuned reasoner.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout46 | 8/28 | 0 | 20 | 6/6 |
| heldout47 | 15/29 | 3 | 11 | 6/6 |
| heldout48 | 12/28 | 2 | 14 | 6/6 |

35/85 (41%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 67
answerable questions 17 right (single facts 11/36, chains 3/16, arithmetic 3/15). The reasoner as it stood
before that round scored 34/85 with 6 confident wrong answers on them: one chain gained, one wrong chain
answer now abstained, one arithmetic answer lost. The confident wrong answers, every one passed below 0.6:
the year a railway reached the town before the one asked, from the same sentence; a chain through the mill
"gutted by fire" in 1883 that named the mill's manager of an earlier span, not the one in post that year; a
manager's years counted over his life's dates (born 1806, died 1880); "ten-inch" for an aperture of "10
inches" (the size is right, the matcher strict); and the cost of a reflector's replacement mirror for the
price of the instrument. Confidence of the passes: 1/1 right at 0.9 or more,
3/3 at 0.8 to 0.9, 3/3 at 0.7 to 0.8, 10/15 below 0.7. In ``canon eval`` (scorer ``contains``) the same sets
give 33/85 correct with 5 confident wrong. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout49`` (a river crossing: its ferries, the bridge trust that replaced them, toll keepers and traffic
counts), ``heldout50`` (a brewery and its tied houses: the brewing family, head brewers, maltings, licensees,
output and closures) and ``heldout51`` (an upland parish's sheep farms and its sheep-dog trials society) were
written blind in the same way straight after, 18 to 20 documents and 30 questions each (17 unanswerable, 16
two-hop and 16 arithmetic answerable), committed before any run (branch ``heldout-sealed9``), and run once on
the same reasoner as heldout46 to heldout48, with no change between.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout49 | 16/30 | 0 | 14 | 5/5 |
| heldout50 | 14/30 | 3 | 13 | 6/6 |
| heldout51 | 12/30 | 0 | 18 | 6/6 |

42/90 (47%) correct, 3 confident wrong answers, 17/17 unanswerable questions abstained; of the 73
answerable questions 25 right (single facts 18/41, chains 3/16, arithmetic 4/16). The confident wrong
answers: "cost of erection", the label's words, for what a building cost, where its line gives "£7,850"; a
fall in output given as "13850" where "13,850 barrels" is expected (the figure is right, the matcher strict);
and an inn's years counted from the year one of its name is first recorded, not the year it was first
licensed. Confidence of the passes: 1/1 right at 0.9 or more, 2/2 at 0.8 to 0.9, 6/6 at 0.7 to 0.8, 16/19
below 0.7. In ``canon eval`` (scorer ``contains``) the same sets give 45/90 correct with 3 confident wrong.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

Then the reasoner was tuned on heldout46 to heldout51 (after-tuning figures, not clean ones): an arithmetic
result keeps its operands' thousands separators and the noun the question counts; a measure written before
its noun is answered as "N units"; a cost is a sum of money, read from the label's line rather than its
words, and not a new part's price; a year answers only the clause naming the asked place or event; a
bracketed span after a name is a life, not a post; a chain's holder must hold the post in the year the
question dates; and the reader takes italic names above label lines, lists under a bare heading, office
columns, "served as" and a date ending the occasion an event took place at. They score 10/28, 15/29, 13/28,
16/30, 18/30 and 15/30 with no confident wrong answer (every older set as before or better: 1043/1488 to
1054/1488 on all sets, 8 confident wrong answers to none).

A further round of rules, from the misses of heldout27 to heldout51 and from unanswerable variants made of
every set's questions (one word of a name changed, an attribute its documents never state, a year they do
not pair with the fact: of 2,260 variants 108 were answered, 60 of them wrongly, then 66 and 22), took all
sets from 1054/1488 to 1090/1488 with no confident wrong answer: section headings and descriptions before a
pronoun name what their sentences are about, offices of two words, holders listed in a sentence or in a
table of several owners, measure labels, kinship after a birth phrase, "in the year <event>" and relative
clauses without "that" planned as hops, a bracketed restated measure, year-by-year lines under a caption;
and a capitalized word of the question that no retrieved passage holds, a height with no height word, a cost
that is no sum of money, a document as a founder, a fire's date for a demolition each make it abstain.

``heldout52`` (a railway-carriage and wagon works: its managers and foremen, its apprentices' institute and
the town around it), ``heldout53`` (a cathedral choir school: its organists and masters of the choristers,
the builders who rebuilt the organ, a music festival) and ``heldout54`` (a fishing harbour: its fishermen's
co-operative, ice works and curing yards, harbour commissioners and registered boats) were then written
blind in the same way, the writers asked to vary the wording as real papers do, 18 or 19 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (branch ``heldout-sealed10``), and run once on the reasoner after that round.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout52 | 12/30 | 1 | 17 | 6/6 |
| heldout53 | 8/30 | 1 | 21 | 6/6 |
| heldout54 | 7/30 | 0 | 23 | 6/6 |

27/90 (30%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 5/39, chains 1/18, arithmetic 3/15). The confident wrong answers: a length
given as "54 ft" where "54 feet" is expected (the figure is right, the matcher strict), and a difference of
two heights of one organ case, before and after it was raised, computed from one figure read for both
("41 - 41 = 0"). Confidence of the passes: 1/1 right at 0.9 or more, 4/4 at 0.7 to 0.8, 1/1 at 0.6 to 0.7,
3/5 below 0.6 (both wrong ones near 0.5). In ``canon eval`` (scorer ``contains``) the same: 27/90 with 2
confident wrong. The reasoner from before that round, run on the same sets in the same way, scored the same
27/90 with the same 2 (3 of 90 drafts differed, in their reasons only): the round's 36 answers on older sets
moved these sets by none. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

A further round followed (after-tuning figures, tuned on older sets and on unanswerable variants of their
questions): relation words of tenders, losses, estimates, wages, tenancies and successions ("handed over to
B"); a description between commas after a question's name and an "according to" phrase read as optional;
comparisons that keep the first side's state to it and ask a named measure of each side; and judge checks
that refuse a comparison computed to no difference, a height stated of a part, a yearly payment or another
party's price as a cost, and a "who" answered by a kind of body alone. All sets went from 1117/1578 with 2
confident wrong answers to 1124/1578 with 1 (the "54 ft" above); of 2,431 unanswerable variants the reasoner
answered 45 (8 wrongly), where it had answered 68 (29 wrongly).

``heldout55`` (a corn exchange and an agricultural show society), ``heldout56`` (a canal-side pottery and
its friendly society) and ``heldout57`` (an agricultural college and its experimental farm) were then
written blind in the same way, 18 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39
single facts, 18 two-hop, 15 arithmetic), committed before any run (branch ``heldout-sealed11``), and run
once on the reasoner after that round.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout55 | 8/30 | 2 | 20 | 6/6 |
| heldout56 | 9/30 | 0 | 21 | 6/6 |
| heldout57 | 7/30 | 5 | 18 | 6/6 |

24/90 (27%) correct, 7 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 6 right (single facts 4/39, chains 0/18, arithmetic 2/15). Two of the seven are right figures the
matcher refuses ("68 ft" where "68 feet" is expected, a bare "186" where "186 students" is); the other five
are a guidebook's rough "37 yards" where the architect's specified length was asked, the rent before a
reduction where the reduction was asked, the whole farm's acres where one added tenancy's were asked, the
number of cows where their corrected average yield was asked, and the word "Association" for the place its
founding meeting was held. No pass reached 0.7: 4/7 right at 0.6 to 0.7,
2/6 below 0.6. In ``canon eval`` (scorer ``contains``) the same sets give 27/90 with the same 7 confident
wrong. The reasoner from before that round (commit f3edce1), run on the same sets in the same way, scored
22/90 with 7 confident wrong, one of them at 0.8 to 0.9, and abstained on one unanswerable question fewer.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

A round tuned on all the sets, these three among them, followed: an answer held to its question's frame (a
change's size stated as a change, an "according to" source the cited document, a cost a sum of money, a
holder "until" a year, a founding for the subject that founds something else), a place written right after
the subject only locating it, a surname after a title, an excess ("by how much did A exceed B"), a list or
table row further down its section, sums paid and table legends carried over a passage boundary, and a sum
paid for each piece of work ("sixpence a passage") refused as a cost. All sets went from 1148/1668 with 8
confident wrong answers to 1161/1668 with 3 (the "54 ft", "68 ft" and "186" the matcher refuses);
heldout55 to heldout57 from 24/90 to 29/90, after tuning on them and so not clean figures. Of 2,614
unanswerable variants the reasoner answered 45 (8 wrongly), where it had answered 50 (13 wrongly). Two
more lines of work followed: sums in the old coins read whole ("2s. 6d.", "£4 10s.", "one shilling and
sixpence") and a sum refused when its clause prices another thing, states an estimate, a sum raised or a
rate; and judge checks found by probing 2,118 more unanswerable variants (who designed, where born, how many
members, how long, when opened, who succeeded, when died): only a person is born, dies or holds an office, a
count counts the asked things, a length is given as a length, an opening is the asked thing's own, a death
year never opens a range of years. All sets stayed at 1161/1668 with 3; of the 4,732 variants the reasoner
answered 194 (34 wrongly), where it had answered 262 (93 wrongly).

``heldout58`` (a provincial museum and art gallery), ``heldout59`` (a town's gas works and the corporation's
gas and electricity committee) and ``heldout60`` (a cottage hospital and its district nursing association)
were then written blind in the same way, 18 or 19 documents and 30 questions each (18 unanswerable; of the 72
answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (branch
``heldout-sealed12``), and run once on the reasoner after those lines of work.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout58 | 10/30 | 1 | 19 | 6/6 |
| heldout59 | 7/30 | 2 | 21 | 6/6 |
| heldout60 | 11/30 | 2 | 17 | 6/6 |

28/90 (31%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 9/39, chains 1/18, arithmetic 0/15). Two of the five are right figures the
matcher refuses ("48 ft" where "48 feet" is expected, "575 patients" where "575 in-patients" is); the other
three are "six feet" read out of "some ninety-six feet" for a dome's height (passed at 0.87), a street named
in a printer's line for the engineer a prospectus names, and a figure as first printed where the corrected
one was asked. Passes: 4/5 right at 0.7 or more, 6/10 below. The reasoner from before these rounds (79f8457,
and c5b0e4d alike), run on the same sets in the same way, scored 27/90 with 7 confident wrong and abstained
on one unanswerable question fewer: the reading rules of the rounds moved nothing, and two of the probe's
judge checks refused two wrong answers (a death year read from the first year of a predecessor's range of
office, a count of cottages for a count of beds). Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's. After the run, a number written in words with
a hyphen is read whole ("ninety-six"), and a figure that a correction later in its sentence replaced is no
answer unless the figure as first printed is asked; the dome's height and the corrected make of gas are now
abstained, and no other answer of any set changed.

Three more lines of work followed, each on the misses of the blind sets before: single facts (a vetoed
reading read again, only from a line whose label names the asked fact; rows and labelled lines under a
section heading naming the asked thing; a measure's label on a page titled for the thing), arithmetic (a
vetoed operand read again when its sentence states every asked word; "came into being" as a founding; a
count's hyphened noun kept whole), and two-step questions (holders from a table cell of years, from bold
lists and from an officers page; a section heading naming a thing of its page's kind; an event a dated
report tells by a relative day; a name of initials read whole); with a street's name refused as a person and
a year that only opens or closes a holder's span refused as that holder's. All sets went from 1189/1758 with
6 confident wrong answers to 1212/1758 with 4 (all four right figures the matcher refuses), after tuning on
them and so not clean figures.

``heldout61`` (a town's free library and reading room), ``heldout62`` (a coastal lifeboat station) and
``heldout63`` (a paper mill and its village) were then written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 38 single facts, 19 two-hop, 15 arithmetic),
committed before any run (branch ``heldout-sealed13``), and run once on the reasoner after those lines of
work.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout61 | 11/30 | 4 | 15 | 6/6 |
| heldout62 | 9/30 | 0 | 21 | 6/6 |
| heldout63 | 8/30 | 3 | 19 | 6/6 |

28/90 (31%) correct, 7 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/38, chains 3/19, arithmetic 0/15). Three of the seven are right figures
the matcher refuses ("3,020 registered borrowers" for "3,020 borrowers", a bare "4,160" for "4,160 volumes",
"thirty-one children" for "31 children"); the other four are wrong: a yearly figure as first printed,
which a footnote below its table corrects (58,930 for 55,930), the words "finally settled in 1907" for a
sum, a mill manager reached through a wrong date for a machine's first start (March 1872, not 1907), and a
mill's name for its output. Passes: 4/4
right at 0.7 or more, 6/13 below. The reasoner from the start of those lines of work (8fadfc0), run on the
same sets in the same way, scored 27/90 with the same 7 confident wrong: the lines of work moved one answer
(a chairman in a year, through a table cell of years). Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's. After the run, a quantity asked by its
noun ("What was the mill's output") or by "come to" refuses a name or words ending on a year, and a figure
the next sentence of its paragraph corrects is no answer unless the figure as first printed is asked; the
mill's name, "finally settled in 1907" and 58,930 are now abstained, and no other answer of any set changed.

Three more lines of work followed on the misses of the blind sets before: single facts (a figure read
through the noun naming it: a "charge", a "frontage", "the number of boarders"), two-step questions (a thing
named by a serial number, "No. 5 machine", is one thing; a heading directly above a list heads it; a list
under another office's heading holds none of the asked office's years; an infinitive's plan is not its
event), and arithmetic and answer form (two operands read from one shared figure; a count answered in
figures with the noun it counts, "31 children", "186 students"; a difference with its column's noun,
"4,160 volumes"; "54 ft 0 in" as "54 feet"). All sets went from 1240/1848 with 8 confident wrong answers
to 1257/1848 with 1 ("3,020 registered borrowers" for "3,020 borrowers", which the matcher refuses), after
tuning on them and so not clean figures; six of the seven fewer are answers the matcher now takes in their
new form, and one is the mill manager reached through the right machine.

``heldout64`` (a town's waterworks and the corporation's water committee), ``heldout65`` (a colliery
village's brass band) and ``heldout66`` (a borough fire brigade) were then written blind in the same way, 18
or 19 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop,
15 arithmetic), committed before any run (branch ``heldout-sealed14``), and run once on the reasoner after
those lines of work (89572eb).

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout64 | 10/30 | 2 | 18 | 6/6 |
| heldout65 | 9/30 | 1 | 20 | 6/6 |
| heldout66 | 9/30 | 2 | 19 | 6/6 |

28/90 (31%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 8/39, chains 0/18, arithmetic 2/15). All five wrong passes are wrong, none a
matter of form: the words "value of dwelling-house" for a yearly charge, a weekday ("Thursday") for a pump's
delivery, "manners" (from "contest manners") for a contest's test piece, a clergyman heading a deputation for
the chairman of the month an engineer resigned (the month itself right), and a rise in calls worked from "well
over five hundred calls a year" (a bound, read as 500) in place of the table's 539. Passes: 3/3 right at 0.7
or more, 7/12 below. The reasoner from the start of those lines of work (ace42df), run on the same sets in the
same way, gave the same answer to every one of the 90 questions: the lines of work moved nothing on new
wording. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed
the first run's.

After the run, a sum asked by its noun or a measure a thing performed needs a figure, a weekday answers only a
day or when, a lower-case word given only right after a noun of the question is no answer, an office's holder
is not the agent of a verb about something else, and a bound ("well over five hundred") is no operand; the
charge and the delivery are now abstained, and the test piece, the chairman and the rise in calls answered
right, with no other answer of any set changed. The embedded reviser, which had handed on a draft the judge
refused again (the fixture's ``judged`` counts such a draft as an abstention, ``canon eval`` as a wrong answer
not passed), now withdraws it: an unanswerable question of heldout66 that ``canon eval`` had answered so is
abstained there too.

Four more lines of work followed, on the misses of the blind sets before and on the wrong answers of the
probe of reworded questions: two-step questions (a list of holders written "Name — 1863 to 1880" gives its
holder whole and is sought by the office's own plural, "Chairmen"; when a person became an office's holder
is read from the one span on the list line naming them), arithmetic (a year a dated report tells is a
figure; an excess asked in a unit of several words; a count of lives saved is no change; a place before a
body's name in a title only places it), single facts (lists of holders written "name — years" or under a
bold line; a report's "yesterday"; "by the Mayor, A" names the agent; "Who named X?" asks the namer; a title
closing with a record's noun, "Contract Drawings", names the thing recorded) and wrong answers (judge checks
for a maker hop never taken, another's design or length, a place's opening, a term's end, a table counting
other things: the probe's hand-labelled wrong answers fell from 45 to 17). All sets went from 1288/1938 to
1302/1938, with 1 confident wrong answer before and after (the matcher's case), after tuning on them and
so not clean figures.

``heldout67`` (a town's tramway company), ``heldout68`` (a family brewery and its maltings) and
``heldout69`` (a seaside pier and promenade company) were then written blind in the same way, 18 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (branch ``heldout-sealed15``), and run once on the reasoner after those lines of
work (5ac7bfd).

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout67 | 10/30 | 0 | 20 | 6/6 |
| heldout68 | 6/30 | 2 | 22 | 6/6 |
| heldout69 | 12/30 | 1 | 17 | 5/6 |

28/90 (31%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 8/39, chains 1/18, arithmetic 2/15). The three: a year's barrels asked
"according to the corrected returns" read from the footnote giving the figure as first returned; the years
from a brewery's founding to its sale worked from its founder's birth year in "(1774–1840)", not the year he
set up as a brewer (123 for 88); and a place, "Cliff End", off which a pier company was formed to build,
given at 0.86 as the engineer of that company, whom the corpus never names (an unanswerable question).
Passes: 3/4 right at 0.7 or more, 8/10 below. The reasoner from the start of those lines of work (f54cacc),
run on the same sets in the same way, gave the same answer to 89 of the 90 questions and abstained on the
corrected returns: the lines of work added one confident wrong answer on new wording and no right one.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

After the run, a figure its own sentence gives as "first returned as" (or first printed, given, reported)
answers only a question asking the first figure; the years of "Name (1774–1840)" date only a birth and a
death; and a who-answer the cited text writes after "off", "near", "beside", "opposite" or "outside" is a
place. The three wrong answers are now abstained (the corrected figure and the founding year are still not
read), with no other answer of any set changed.

``heldout70`` (a canal navigation company), ``heldout71`` (a town's Theatre Royal and its music-hall rival)
and ``heldout72`` (a Mechanics' Institute and its technical school) were then written blind in the same way,
18, 19 and 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18
two-hop, 15 arithmetic), committed before any run (9fe9f6d, 5f6e397, 9b5a293 on f62074e), and run once on
f62074e.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout70 | 9/30 | 2 | 19 | 5/6 |
| heldout71 | 8/30 | 2 | 20 | 6/6 |
| heldout72 | 7/30 | 2 | 21 | 5/6 |

24/90 (27%) correct, 6 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 8 right (single facts 7/39, chains 0/18, arithmetic 1/15). The six: a firm that deposited records
answered with the railway company that bought the canal; a year's toll receipts the corpus does not give
answered with a place, at 0.77; a year's gross receipts answered "42 Weeks"; an archive reference answered
with a person; a session's enrolment answered "21", the end of the session "1920–21"; and a librarian's
birth year, which no document gives, answered 1873. Passes: 0/1 right at 0.7 or more, 8/13 below. A pass
floor of 0.7, chosen from the first runs before this one and committed before this run (78d62d3, not
merged), would have scored 17/90 with 1 confident wrong answer and no answerable question right: it was not
adopted. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed
the first run's.

After the run: the head noun is read past a possessor ("the canal company's toll receipts" asks receipts, a
sum of money); a year written only in a participle's aside dates the aside's act; a firm's name is read
whole ("X and Sons", "Messrs X & Y, of Z"); a fire is an event a first hop can date; a code is asked by
"what reference", and a figure that ends a span of years ("1920–21") counts nothing; the owner of other
records did not deposit these; a year of an office list's term is no birth; and tables of yearly returns
are read by their title's body, their sessions and their caption's noun. All six wrong answers abstain or are
now right, and the three sets score 13, 12 and 12 after tuning on them (not clean figures).

``heldout73`` (an almshouse charity: its brethren, trustees, wardens and estates), ``heldout74`` (a
racecourse and its race company) and ``heldout75`` (a borough cemetery and its burial board) were then
written blind in the same way, 20, 20 and 19 documents and 30 questions each (18 unanswerable; of the 72
answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (bfab6b7, 4428ab5, daa9534)
and run once on daa9534, whose reasoner is that of 04329da.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout73 | 7/30 | 1 | 22 | 5/6 |
| heldout74 | 8/30 | 3 | 19 | 5/6 |
| heldout75 | 7/30 | 2 | 21 | 5/6 |

22/90 (24%) correct, 6 confident wrong answers, 15/18 unanswerable questions abstained; of the 72 answerable
questions 7 right (single facts 7/39, chains 0/18, arithmetic 0/15). One of the 22 is "9 ratepayers" for an
expected "nine", which this file's matcher counted wrong on that run (21/90, 7) and now counts right: a count
in words on either side is compared as its figure. The six: the heights of a bellcote and of a spire that no
document gives, answered with other structures' heights (19 and 18 feet); a paddock of "4 acres 2 roods"
answered "4 acres"; the years from the first races to a company's forming counted from a later year (47, not
59); an age at death, which the corpus does not give, counted from the year he took office; and a bell's name
answered with its founder. Passes: 4/4 right at 0.7 or more, 3/9 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

After the run: a height or width stated of another part ("the walls are to be carried to a height of 21
feet") is no bellcote's or spire's; an area in acres and roods is read whole; "By what name do people know
X?" asks the name after "known ... as"; an aside between commas behind an opening subject does not part it
from its date; a holder's years in a list's row are a term, and another holder's row dates no death; "for how
many years did X exist before it was dissolved" runs from its founding; "constituted" and "set up" found a
body, burial is interment, "extended" and "lengthened" enlarge; an office is read beside a styled name ("the
first warden, the Rev. A") and from a sentence listing holders with their years; a table titled for a
body's income is that body's; a two-hop question's clause ends before its closing participle, "its" in a
when-clause is the office's owner, and a value "from the year" of an event is asked in that year; a year the
text gives the ordinal phrase of the asked deed ("the first extension (1871–72)") is the deed's; a value
running into an italic title is the title alone. All six wrong answers abstain or are now right, and the
three sets score 13, 16 and 13 after tuning on them (not clean figures).

``heldout76`` (a poor-law union workhouse and its guardians), ``heldout77`` (a town's market hall and its
markets committee) and ``heldout78`` (an endowed grammar school and its governors) were then written blind in
the same way, 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18
two-hop, 15 arithmetic), committed before any run (38aa9fd, 92a77a1, 1275cff) and run once on 1275cff, whose
reasoner is that of 9e46ba9, after the tuning on ``heldout73`` to ``heldout75``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout76 | 11/30 | 0 | 19 | 6/6 |
| heldout77 | 10/30 | 2 | 18 | 6/6 |
| heldout78 | 12/30 | 2 | 16 | 6/6 |

33/90 (37%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 10/39, chains 3/18, arithmetic 2/15). The four: the rent the tolls were let
for at one year's auction answered with the year before's rent; a combined cost of two markets answered with
one market's cost, at 0.74; a carpenter's estimate answered with the words "give an estimate"; and a school's
number of boys in a year answered with the day boys' column ("30 Day") where the total was asked. Passes: 7/8
right at 0.7 or more, 8/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

After the run, only its four wrong answers were worked on: a figure its clause gives for "last year" is not
the asked year's; an estimate asked is a sum, which words without a figure do not give; a total of two things
is not one thing's total; and a column counting a part of the asked things ("Day boys") is no total where a
"Total" column stands beside it. All four now abstain, and the three sets score 11, 10 and 12 with no wrong
answer.

``heldout79`` (a turnpike trust, its toll-houses and bridges), ``heldout80`` (a county gaol and its later use)
and ``heldout81`` (a friendly society and the town's savings bank) were then written blind in the same way,
19, 20 and 19 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18
two-hop, 15 arithmetic), committed before any run (df65326) and run once on 05386ac, after four lines of work
tuned on ``heldout73`` to ``heldout78`` had been merged.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout79 | 7/30 | 3 | 20 | 4/6 |
| heldout80 | 12/30 | 2 | 16 | 6/6 |
| heldout81 | 9/30 | 1 | 20 | 6/6 |

28/90 (31%) correct, 6 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 7/39, chains 4/18, arithmetic 1/15). The six: a collector "when the
toll-house burned down in 1847" read in the year of the earlier fire (1822); a birthplace that no document
gives answered with the son's; an age at death, which the corpus does not give, counted from the year the man
took office; the birthplace of the architect of a wing answered with his father's, a namesake; a final cost's
excess over an architect's estimate computed with his commission of "five per cent" as the estimate; and the
years between two fires counted from the year the
society was founded. Passes: 1/2 right at 0.7 or more, 11/16 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its six wrong answers were worked on: a when-clause giving its event's year is dated by no
other year; a namesake the text qualifies ("Thomas Garrow the younger") is not the person asked, and a chain
passes a younger namesake on with his qualifier; a percentage is no estimate; "between the first and second
fires at X" asks of two fires at X; a year a verb of another event takes ("reopened after the earlier fire
in 1863") is not the fire's. All six abstain; the three sets score 9, 12 and 9 with no wrong answer.

``heldout82`` (a county asylum, its building, staff and later history), ``heldout83`` (a shipbuilding yard on
a river and its vessels) and ``heldout84`` (a ragged school and reformatory and their managers) were written
blind in the same way, 20 documents and 30 questions each (the same mix), committed before any run (2990cd0)
and run once on 42d1bbd, after the work on ``heldout79`` to ``heldout81``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout82 | 8/30 | 3 | 19 | 5/6 |
| heldout83 | 9/30 | 1 | 20 | 6/6 |
| heldout84 | 11/30 | 1 | 18 | 5/6 |

28/90 (31%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 10/39, chains 0/18, arithmetic 2/15). The five: a magazine's title answered
with the words "publish a monthly magazine"; the road of an entrance lodge answered "York", from "York
landing" for the steps; the building year of a house of one name at another town answered with the year of a
workhouse beside it (1838); the shipowners a steamer was built for answered with its builders; and an age on
taking charge, which the corpus does not give, counted from another man's appointment. Passes: 7/10 right at
0.7 or more, 5/7 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

After that run its five wrong answers were worked on: a title asked is no lower-case phrase; a road asked is
named with the word for its kind; whom a thing was built for is not its builder ("constructed by A for B"); a
birth read after the event an age is counted to is no birth; and a text that never names the place a
question's description gives its subject ("Hollins House, the residence at the Caddenham asylum") may be of a
namesake elsewhere. All five abstain; the three sets score 9, 9 and 12 with no wrong answer.

``heldout85`` (a county agricultural society and its yearly show), ``heldout86`` (a coaching inn and the
town's posting trade) and ``heldout87`` (the restoration of a parish church and its organ) were written blind
in the same way, 19, 20 and 20 documents and 30 questions each (the same mix), committed before any run
(5aea4e6) and run once on 5aea4e6, whose reasoner is that of 119e976, after the work on ``heldout82`` to
``heldout84``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout85 | 9/30 | 2 | 19 | 6/6 |
| heldout86 | 8/30 | 3 | 19 | 6/6 |
| heldout87 | 10/30 | 3 | 17 | 5/6 |

27/90 (30%) correct, 8 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 6/39, chains 1/18, arithmetic 3/15). The eight: the man who took over a
secretaryship answered with the man the secretary had succeeded ("Mr Gaunt"); a loss reckoned by assessors
answered "assessors of the County"; a count of post-horses in one year read from another column of its row
("18" for 64); another inn's duty for the year of a storm, read as "702 Crowned"; a growth in tolls computed
from another gate's tolls and a column of another table (214 - 78); an area of land answered with the number
of a catalogue reference ("PR/MAR/10"); a churchwarden in the year of the first organ read for a later organ's
year (1889); and an age, which the corpus does not give, counted from the year the man built an earlier organ.
All eight passed below 0.65; the four passes at 0.7 or more were right, and 6 of the 14 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its eight wrong answers were worked on: the one who did what the question gives another ("when
Mr Gaunt retired") is not the one asked; "at what sum" asks a sum; a figure run into a column's word ("702
Crowned") is no quantity; the number of a reference code is no figure; a text telling of an earlier organ does
not date the first; a year of a thing a man made ("built in 1812 by Mr X") is not his birth; a row of a table
of years answers for a thing its column names ("Post-horses kept at the Crowned Hart"); and a text naming
another place's gate is not about the gate asked. All eight abstain; the three sets score 9, 9 and 11 with no
wrong answer.

``heldout88`` (a rope works and its owners), ``heldout89`` (a town's public baths and wash-houses) and
``heldout90`` (a volunteer rifle corps and its drill hall) were written blind in the same way, 19, 20 and 19
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (5aea4e6, with the three before) and run once on 07f13db, after the work
on ``heldout85`` to ``heldout87``'s wrong answers and two more lines of work on ``heldout79`` to
``heldout84``'s misses.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout88 | 10/30 | 0 | 20 | 6/6 |
| heldout89 | 7/30 | 6 | 17 | 4/6 |
| heldout90 | 8/30 | 1 | 21 | 6/6 |

25/90 (28%) correct, 7 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 5/39, chains 4/18, arithmetic 0/15). The seven: a wash-house's number of
washing stalls answered "1 washing stall" from a charge "for each washing stall"; the name of a steam engine
answered with the committee that ordered it; who opened a pool answered with words of a headline ("Lady Mayor
Takes"); the wash-house receipts in the year a man died read from another column (37,660); the year the baths
of one name at another town closed answered with the home town's baths' (March 1970, at 0.74); the people who
bathed on an opening day, which no document gives, answered "7 people" from "open daily from 7 a.m."; and the
man who followed a commanding officer answered with his rank ("Lieutenant-Colonel"). Passes: 3/4 right at 0.7
or more, 6/12 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

After that run its seven wrong answers were worked on: a rank alone answers no "who"; a time of day ("open
daily from 7 a.m.") is no count; a name cut from a headline is none; "What name was given to X?" needs a text
that names or calls something; and a count is not read from a figure of money ("one penny an hour for each
washing stall"). Five abstain; two are left, both in ``heldout89``: the wash-house receipts read from the
swimmers' column of a row of years (a column rule that fixed it made two wrong answers in older sets, and was
withdrawn); and the year the baths of one name closed at the other town, at 0.74. The three sets score 10, 8
and 8, ``heldout89`` with its two wrong answers, under its first-run cap of six.

Between these runs, five lines of work on the misses of ``heldout73`` to ``heldout84`` (arithmetic, single
facts twice, two-hop chains twice) were merged, each gated against every set (no right answer lost, no new
wrong answer) and against 505 reworded questions on older sets (no new wrong answer; 200 answered with 32
wrong before, 210 with 30 wrong after). The sets they were tuned on now score: ``heldout73`` 16, ``heldout74``
18, ``heldout75`` 15, ``heldout76`` 16, ``heldout77`` 12, ``heldout78`` 19, ``heldout79`` 9, ``heldout80`` 12,
``heldout81`` 10, ``heldout82`` 9, ``heldout83`` 9, ``heldout84`` 13 (not clean figures).

``heldout91`` (a salt works and its brine pits), ``heldout92`` (a town cricket club and its ground) and
``heldout93`` (a private observatory later given to its town) were written blind in the same way, 18, 19 and
19 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (af4501f) and run once on af4501f, whose reasoner is that of 7ab9a44,
after the work on ``heldout88`` to ``heldout90``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout91 | 10/30 | 4 | 16 | 5/6 |
| heldout92 | 9/30 | 3 | 18 | 5/6 |
| heldout93 | 10/30 | 1 | 19 | 6/6 |

29/90 (32%) correct, 8 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 3/18, arithmetic 3/15). The eight: a shaft's depth answered with
its diameter, the first length of a sentence that gives both ("7 feet in clear diameter ... carried down to a
depth of 310 feet"), and the same diameter taken as an operand of how much deeper one pit was than another;
where a company's records are kept answered "Record Office" from a sentence about another body's records; the
village a groundsman came from answered with the foundry town of a roller he spoke of; a founder's age at
death, which the corpus does not give, counted from the year a chapel was built by him; another man's age,
also not given, counted from the first year of his term in an office list; the years from a club's founding to
a purchase counted from the year piles were put in under a pavilion; and the star a diarist began a record
with answered by words of the record's own name ("record of variable stars tonight" for "with Algol"). All
eight passed below 0.7; the five passes at 0.7 or more were right, and 8 of the 16 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its eight wrong answers were worked on: a length "in clear diameter" is a diameter; the records
of another body are not the asked one's; a year of a thing built "by the late" founder is no birth, however
the question describes him; a year under "From" in an office list bounds a term; what a speaker reports of
another thing ("The Duchess, he says, came from ...") is not his own fact; a thing found is no founding; and a
phrase of the question's own words is no name. All eight abstain; the three sets score 11, 10 and 10 with no
wrong answer.

``heldout94`` (a tannery and the family that owned it), ``heldout95`` (a river ferry and its company) and
``heldout96`` (a stone quarry and its village) were written blind in the same way, 19, 19 and 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (c792c08) and run once on c792c08, whose reasoner is that of b70624d, after the work
on ``heldout91`` to ``heldout93``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout94 | 14/30 | 2 | 14 | 6/6 |
| heldout95 | 11/30 | 2 | 17 | 6/6 |
| heldout96 | 13/30 | 1 | 16 | 5/6 |

38/90 (42%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 21 right (single facts 14/39, chains 5/18, arithmetic 2/15). The five: the street of the home town's
institute answered with the street of another town's institute of the same name ("the older ... Institute at
<the other town>, ... in Friar Gate"); the land of a yard answered "1 rood", the meadow taken beside it, not
the "3 acres 2 roods" the yard comprised; the street at whose foot a ferry house was built answered "bought
the ferry rights", at 0.78; the tolls in the year a man died answered "place" from "The funeral took place";
and the stone raised in the year a locomotive was delivered, which the corpus does not give, read for 1870,
the year it was ordered. Passes: 3/4 right at 0.7 or more, 18/22 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its five wrong answers were worked on: what a text says of the namesake it warns against ("It
should not be confused with the older ... at <another town>, ... in Friar Gate") is not the asked one's; a
figure added to one stated first ("a further 1 rood") is no extent of the asked thing; "At the foot of which
street" asks a street, which a town's name is not; "took place" takes nothing; and a year a sentence gives to
another verb ("ordered in 1870 was delivered in April") does not date the asked one. All five abstain; the
three sets score 14, 11 and 14 with no wrong answer.

``heldout97`` (a windmill and the families who worked it), ``heldout98`` (a horticultural society and its
shows) and ``heldout99`` (a town's co-operative society and its stores) were written blind in the same way,
18, 20 and 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18
two-hop, 15 arithmetic), committed before any run (c92e641) and run once on c92e641, whose reasoner is that of
71126c5, after the work on ``heldout94`` to ``heldout96``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout97 | 11/30 | 4 | 15 | 5/6 |
| heldout98 | 9/30 | 1 | 20 | 6/6 |
| heldout99 | 10/30 | 1 | 19 | 6/6 |

30/90 (33%) correct, 6 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 6/39, chains 5/18, arithmetic 2/15). The six: a mill's ground answered "3
roods", the separate paddock, not the "2 acres 1 rood" the ground measured; what a mill boy was paid answered
"Wages", the label of his row in an account; the flour ground in the year a steam engine was installed read
for 1890 from "The rise in 1889 and 1890 follows the installation of the steam engine"; where a man's father
was born, which no document gives, answered with the son's birthplace from a sentence naming the father; the
secretary in the year a man died read for the year his son died, from the son's entry ("**<SURNAME>, Francis
(1855–1918).** Younger son of Edmund."); and the dividend paid in a jubilee year answered "warm tribute" from
"He paid a warm tribute to ...". Passes: 3/3 right at 0.7 or more, 10/16 below. Their thresholds below are
these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its six wrong answers were worked on: "with a separate paddock of 3 roods" is land beside the
ground, not its extent; "What was the mill boy paid?" asks a sum (now answered £14, right); two years given
together ("The rise in 1889 and 1890 follows the installation") date no event alone unless the asked work is
the one they date; a person's life dates in brackets are not a namesake's (the son's "(1855–1918)" for the
father); "He was born in ..., the year his father ..." tells where the son was born; and a tribute paid is no
sum. Five abstain and one is right; the three sets score 13, 9 and 10 with no wrong answer.

``heldout100`` (a lead mine and its smelt mill), ``heldout101`` (a town dispensary and its physicians) and
``heldout102`` (a toll bridge and its company) were written blind in the same way, 18, 19 and 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (97dfefc) and run once on 97dfefc, whose reasoner is that of 8bc4965, after the work
on ``heldout97`` to ``heldout99``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout100 | 10/30 | 0 | 20 | 6/6 |
| heldout101 | 9/30 | 1 | 20 | 6/6 |
| heldout102 | 12/30 | 2 | 16 | 5/6 |

31/90 (34%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 1/18, arithmetic 4/15). The three: the physician of one
dispensary in the year a rival was founded answered with the rival's founder, read straight from the sentence
on the founding; the clear span of an arch that cracked in a flood answered "30 feet", the length of parapet
that fell ("fallen into the river for a length of about 30 feet"); and the toll for a coach drawn by six
horses, which the toll board does not give, answered "3d" from the row for a carriage drawn by one horse.
Passes: 7/7 right at 0.7 or more, 7/10 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

After that run its three wrong answers were worked on: the doer of the event that only dates a who-question
("founded in 1802 by X" for the physician in the year the rival was founded) is not the holder asked; a span
is a measure of its own, which a length of fallen parapet does not give; and a row for another count of the
question's noun ("drawn by one horse" for six horses) is not the asked one. All three abstain; the three sets
score 10, 9 and 13 with no wrong answer.

Between this run and the next, three lines of work on the misses of ``heldout85`` to ``heldout90`` were merged
(single facts twice, two-hop chains and arithmetic once), each gated against every set and the 505 reworded
questions; together they raised the score over all sets from 1,731 to 1,768 of 3,018, with no right answer
lost (one wrong answer the merge of single24a made in ``heldout92`` was mended before the run). The sets
scored after tuning are raised to match below.

``heldout103`` (a lace mill and its owners), ``heldout104`` (a school board and its board schools) and
``heldout105`` (a nursery and seed firm) were written blind in the same way, 19, 20 and 18 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (4b0c80e) and run once on 4b0c80e, whose reasoner is that of 05623d2, after those merges and
the work on ``heldout100`` to ``heldout102``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout103 | 11/30 | 0 | 19 | 6/6 |
| heldout104 | 9/30 | 0 | 21 | 6/6 |
| heldout105 | 11/30 | 1 | 18 | 6/6 |

31/90 (34%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 5/18, arithmetic 1/15): the merged lines answered no more of the
new sets than the rounds before. The one wrong answer: the foundry that cast a palm house's columns answered
"Ironwork", the heading of the specification's clause ("**Ironwork.** All columns, ribs and gutters are to be
cast by Messrs ..."). Passes: 3/3 right at 0.7 or more, 10/11 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.
After that run its one wrong answer was worked on: the bold heading of a clause ("**Ironwork.**") is no name
the clause gives. It abstains; the three sets score 11, 9 and 11 with no wrong answer.

``heldout106`` (a spa and its pump room), ``heldout107`` (a lime works and its kilns) and ``heldout108`` (a
rowing club and its regatta) were written blind in the same way, 20, 18 and 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(a161962) and run once on a161962, whose reasoner is that of b1d6c7e.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout106 | 8/30 | 0 | 22 | 6/6 |
| heldout107 | 9/30 | 2 | 19 | 5/6 |
| heldout108 | 11/30 | 3 | 16 | 5/6 |

28/90 (31%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 8/39, chains 2/18, arithmetic 2/15). The five: the wharf where lime was
loaded answered "HCC", letters of a catalogue reference, by a second hop from the wharf's own name; the
minister of one town's Bethel Chapel, which no document names, answered with the minister of the Bethel Chapel
of another town; the president when a boathouse burned the second time answered with the first president, the
fire's first hop having read the club's name for a year; the crews of 1887 read as 36 from the newspaper's
correction, which says 36 was wrong; and the founder's age at death, which no document gives, counted from his
son's birth year. Passes: 7/7 right at 0.7 or more, 5/10 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run its five wrong answers were worked on: capitals inside a reference code ("(HRO/HCC)") are no
name; a name placed by its town after a comma ("Bethel Chapel, Carrowby") is not its namesake in another town;
a figure a correction quotes as given in error is not the fact; and a text calling its man only by his surname
gives no fact of "the elder" of two namesakes. Four abstain; one is left: the president when the boathouse
burned the second time, answered through a first hop that read the club's name where the fire's year was
wanted. The three sets score 8, 10 and 12, ``heldout108`` with that wrong answer, under its cap.

``heldout109`` (a photographic studio), ``heldout110`` (a cattle market and its auction mart) and
``heldout111`` (an orphanage and its governors) were written blind in the same way, 19, 19 and 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (fdbada7) and run once on fdbada7, whose reasoner is that of 370b5d8, after the work
on ``heldout106`` to ``heldout108``'s wrong answers and the merge of two more lines (single25, chain25).

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout109 | 9/30 | 1 | 20 | 6/6 |
| heldout110 | 13/30 | 1 | 16 | 6/6 |
| heldout111 | 12/30 | 0 | 18 | 6/6 |

34/90 (38%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 6/39, chains 7/18, arithmetic 3/15). The two: the year a studio finally
closed answered "May 1971" from "Deposited ... in May 1971, the year after the studio closed"; and the years
between a mart's first and second fires counted as 0, both read as 1889 ("It is the second fire at the mart,
the sale ring having been burned in 1889"). Passes: 4/4 right at 0.7 or more, 12/14 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run its two wrong answers were worked on: a date the text places against the asked event ("the year
after the studio closed") is not that event's date; and the years between a first and a second event cannot be
none. Both abstain; the three sets score 9, 13 and 12 with no wrong answer.

``heldout112`` (a paper mill), ``heldout113`` (a racecourse and its race company) and ``heldout114`` (a
felt-hat factory) were written blind in the same way, 19, 20 and 19 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(6b4ab23) and run once on 6b4ab23, whose reasoner is that of 54a8ad5, after the work on ``heldout109`` to
``heldout111``'s wrong answers and with no line of work merged since.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout112 | 9/30 | 2 | 19 | 6/6 |
| heldout113 | 7/30 | 2 | 21 | 5/6 |
| heldout114 | 6/30 | 1 | 23 | 5/6 |

22/90 (24%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 6 right (single facts 5/39, chains 1/18, arithmetic 0/15). The five: the clerk at a meeting
answered "Mr Tarrant", a man a transcriber's note names without calling him clerk; the land a conveyance
passed answered "4", the last number of the catalogue reference "QNL/1/4"; how far a roof spanned answered
with the height of its front edge ("Height of the front edge of the roof ...: 28 feet"); the height of
another town's Grand Stand, which no document gives, answered "11 miles", the guidebook's distance to that
town; and the birthplace of a man no document places, answered with the birthplace in another man's
biographical note. Passes: 2/3 right at 0.7 or more, 4/8 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run its five wrong answers were worked on: a holder of an office asked without its article ("Who
was clerk to the trustees") is read only from a text naming the office or a holder's term; a reference code's
last number is no figure when a part number stands between ("QX/1/4"); a line's label names its value's
measure however long the label, and "how far did the roof span" asks a span; miles in brackets after a
place's name are the way to it; and a new card's sentences do not refer back to the paragraph before it.
All five abstain but the roof's, now answered with its span; the three sets score 9, 9 and 7 with no wrong
answer.

``heldout115`` (a boot and shoe factory), ``heldout116`` (pleasure gardens) and ``heldout117`` (a cider
works) were written blind in the same way, 20 documents and 30 questions each (18 unanswerable; of the 72
answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (9c82a8e) and run once on
522d3f9, after the work on ``heldout112`` to ``heldout114``'s wrong answers and the merge of three more lines
(arith26, single26, chain26, on misses of ``heldout106`` to ``heldout111`` and older sets), which had added 21
right answers over the older sets and one on ``heldout112`` to ``heldout114``, which they never read.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout115 | 11/30 | 1 | 18 | 5/6 |
| heldout116 | 11/30 | 1 | 18 | 6/6 |
| heldout117 | 9/30 | 1 | 20 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 10/39, chains 0/18, arithmetic 4/15). The three: the year another town's
hall of the same name was built, which no document gives, answered with the year the guidebook gives its
own town's hall; the length of a maze's walks answered "54 yards", the maze's length, from "the old maze was
54 yards long by 38 yards wide, and its walks together ran to 620 yards"; and the years a business ran
answered 18, a manager's term in a table row (1853 to 1871). Passes: 9/11 right at 0.7 or more, 5/6 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

After that run its three wrong answers were worked on: a building a question places at a town ("the X Hall
at Y") is not read from a sentence naming it without the town; a length of the whole is not the length of a
part asked "in" it; and a holder's years in a row of holders are no span of a business. All three abstain
(the first check also makes one of ``heldout89``'s wrong answers abstain); the three sets score 12, 11 and 9
with no wrong answer.

``heldout118`` (a soap works), ``heldout119`` (a golf club) and ``heldout120`` (a gunpowder mill) were
written blind in the same way, 20, 20 and 19 documents and 30 questions each (18 unanswerable; of the 72
answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (c15e846) and run once on
725e67f, after the work on ``heldout115`` to ``heldout117``'s wrong answers and the merge of three more lines
(cost27, single27, chain27, on misses of ``heldout112`` to ``heldout117`` and older sets), which had added 5
right answers over the older sets and 2 on ``heldout112`` to ``heldout117``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout118 | 9/30 | 2 | 19 | 5/6 |
| heldout119 | 12/30 | 3 | 15 | 6/6 |
| heldout120 | 9/30 | 1 | 20 | 5/6 |

30/90 (33%) correct, 6 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 10/39, chains 3/18, arithmetic 1/15). The six: the years a family made soap
before selling answered "1 years", read from "went into one of them"; the architect of another town's
institute of the same name, which no document gives, answered with the architect in the home town's
building account; a course's length answered with the newspaper's figure that a later issue corrected; the
club's catalogue reference answered with the reference of an associated club's records; the years between
two fires counted from the year a hut was put up; and the founding of a works' own fire brigade, which no
document gives, answered with the town brigade's. Passes: 4/7 right at 0.7 or more, 10/13 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

After that run three of its six wrong answers were worked on: a count of years read from a text must stand
before a word of years; a thing a question calls a body's own is not another body's of its kind ("the town
fire brigade"); and a fact given of "the associated" body is that body's. The three abstain. Three are left:
another town's institute's architect, the course length a later issue corrected, and the years between two
fires counted from the year a hut was put up and the year an engine was presented. The three sets score 9, 12
and 10, ``heldout118`` and ``heldout119`` with those wrong answers, under their caps. (The course length
abstains since the work on ``heldout121`` to ``heldout123``, which reads a printed correction later in the
text, and the years between the fires since the work on ``heldout124`` to ``heldout126``, which reads a year
its sentence gives to another deed, an engine presented to the town, as no year of the fire.)

``heldout121`` (a town gasworks), ``heldout122`` (a brewery and its tied houses) and ``heldout123`` (a canal
and its carrying company) were written blind in the same way, 20, 19 and 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(2677a79) and run once on that commit, after the work on ``heldout118`` to ``heldout120``'s wrong answers and
a change that gave the pattern of a year one owner and altered no answer.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout121 | 9/30 | 3 | 18 | 6/6 |
| heldout122 | 8/30 | 2 | 20 | 5/6 |
| heldout123 | 8/30 | 2 | 20 | 5/6 |

25/90 (28%) correct, 7 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 8/39, chains 0/18, arithmetic 1/15). The seven: the year the streets were
first lit by gas answered with the year electricity first lit a street; a price answered with the figure a
newspaper said it had printed in error; a lock flight's rise answered "given as 56 feet", the figure a later
report corrected; the manager when one building burned answered for the year another building burned; the
years between two fires answered "0 years", both read as the later fire; the licensee of an inn in one
street, which no document gives, answered with the licensee of the inn of that name in another; and the year
a lock house at one place was built, which no document gives, answered with the year of the lock house at
another. Passes: 6/8 right at 0.7 or more, 3/8 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.

After that run all seven were worked on: a figure its own sentence says was given in error, one the next
sentence finds in error, and one a printed correction later in the text gives again in the same unit are no
answers; a house a question places at a street, or at a town, is not read from a sentence without it, in
whatever case its name is written; the years that separated two events are never none; a thing named with a
word before its noun is not the one another word names; and a deed asked by its means ("lit by gas") is not
dated by the deed done by another. All seven abstain, and the three sets score 9, 9 and 9 with no wrong
answer.

``heldout124`` (a lifeboat station), ``heldout125`` (a town waterworks company) and ``heldout126`` (a pottery
and its kilns) were written blind in the same way, 19, 20 and 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(099c323) and run once on that commit, after the work on ``heldout121`` to ``heldout123``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout124 | 9/30 | 1 | 20 | 6/6 |
| heldout125 | 9/30 | 0 | 21 | 6/6 |
| heldout126 | 11/30 | 1 | 18 | 6/6 |

29/90 (32%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 7/39, chains 1/18, arithmetic 3/15). The two: the persons saved from two
wrecks summed with a newspaper's count that a letter in another document denies; and the firm of builders of
a kiln answered with the works the specification's title says it was to be erected at. Passes: 8/9 right at
0.7 or more, 3/4 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

After that run both were worked on: a count written in words that another text denies ("was not twenty-one,
as there stated, but nineteen") is no answer, the denial searched for apart from the passages read for
answers; and a firm asked for is not the works a specification says the thing was to be erected at. Both
abstain, and the three sets score 9, 9 and 11 with no wrong answer.

``heldout127`` (a town museum), ``heldout128`` (a harbour and its commissioners) and ``heldout129`` (a tramway
company) were written blind in the same way, 20, 19 and 20 documents and 30 questions each (18 unanswerable;
of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (869c699) and run
once on that commit, after the work on ``heldout124`` to ``heldout126``'s wrong answers and the merge of four
lines of work (chain28 on second hops over year tables and office lists, single28 on names in quotes and
doers after a time phrase, cost28 on estimates against final costs, ablate28 on wrong answers given when the
answering document is removed), which had added 33 right answers over the sets up to ``heldout120`` and 4 on
``heldout121`` to ``heldout126``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout127 | 12/30 | 1 | 17 | 6/6 |
| heldout128 | 14/30 | 2 | 14 | 6/6 |
| heldout129 | 9/30 | 0 | 21 | 6/6 |

35/90 (39%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 4/18, arithmetic 3/15). The three: the name of a fossil
answered with the phrase describing it ("marine reptile nearly 19 feet long"); the firm that took a pier's
contract answered "Works"; and a catalogue reference of a run of volumes cut at its range ("CHC/1/1" for
"CHC/1/1-14"). Passes: 4/6 right at 0.7 or more, 13/14 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.
After that run all three were worked on: "What is the name of ...?" asks a name, which a description in
lower case is not; a lone word for a body of any kind ("Works") is no firm's name; and the code of one item
of a run, picked out by an ordinal the question does not give ("the first minute book"), is not the run's.
All three abstain, and the three sets score 12, 14 and 9 with no wrong answer.

``heldout130`` (a corn exchange), ``heldout131`` (a town fire brigade) and ``heldout132`` (an isolation
hospital and its sanitary authority) were written blind in the same way, 20, 20 and 19 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (e461378) and run once on that commit, after the work on ``heldout127`` to ``heldout129``'s
wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout130 | 8/30 | 0 | 22 | 6/6 |
| heldout131 | 8/30 | 4 | 18 | 6/6 |
| heldout132 | 10/30 | 0 | 20 | 6/6 |

26/90 (29%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 8 right (single facts 3/39, chains 2/18, arithmetic 3/15). The four, all in ``heldout131``: a
tower's height answered with a guidebook's "twenty yards" (of "over twenty yards") where the specification
gives 64 feet; the name painted on an engine answered with the brigade's name; a plot of "1 rood 20 perches"
answered "1 rood"; and the years between a society's founding and a brigade's formation counted from the
wrong year of formation. Passes: 1/1 right at 0.7 or more, 7/11 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.
After that run all four were worked on: a measure asked is not answered with a bound ("over twenty yards");
a compound measure is read whole ("1 rood 20 perches", which makes that question right); a name asked by the
deed that showed it ("painted on") needs a text telling of that deed or of a naming; and another place's own
thing ("Ousecombe formed its own volunteer brigade") is not the asked one. The three sets score 8, 9 and
10 with no wrong answer.


``heldout133`` (a town theatre), ``heldout134`` (a county infirmary) and ``heldout135`` (a flax mill and
bleachfield) were written blind in the same way, 19, 20 and 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(eb20c10) and run once on that commit, after the work on ``heldout130`` to ``heldout132``'s wrong answers and
the merge of four more lines of work (arith29 on two fires a report counts, chain29 on rows of yearly tables,
ablate29 on firms and holders read from near answers, single29 on counted head nouns and yearly rows), which
had added 9 right answers over the sets up to ``heldout120`` and 2 on ``heldout121`` to ``heldout132``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout133 | 13/30 | 0 | 17 | 6/6 |
| heldout134 | 8/30 | 3 | 19 | 6/6 |
| heldout135 | 14/30 | 2 | 14 | 6/6 |

35/90 (39%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 12/39, chains 1/18, arithmetic 4/15). The five: where the founders met
answered "Administrative"; the true number of out-patients in a year answered with another column's figure; a
surgeon's years in office counted from his life dates; the firm that bought a business answered with the name
of a piece of land; and a chimney's height answered with the figure a printed correction replaced. Passes: 6/7
right at 0.7 or more, 11/15 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.
After that run three of the five were worked on: a record's bold label ("**Administrative history:**") is no
answer; a firm asked is not a name standing before a word for land ("the Hollin Bank meadows"); and a figure a
correction quotes as stated ("we stated the height of the chimney as 145 feet") is the error. The three
abstain. Two are left, under their caps: the out-patients read from another column of the year's row, and a
surgeon's years in office counted from his life dates. The three sets score 13, 8 and 14. Both were made
to abstain later: the out-patients by the column check of ``heldout139``'s round, which reads "Out-patients"
whole, and the surgeon's years by a line of work reading life dates in a card's bold heading.

``heldout136`` (a bell foundry), ``heldout137`` (a colliery and its pit village) and ``heldout138`` (a town
hall and its clock tower) were written blind in the same way, 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(3965147) and run once on that commit, after the work on ``heldout133`` to ``heldout135``'s wrong answers and
no new line of work.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout136 | 10/30 | 1 | 19 | 6/6 |
| heldout137 | 11/30 | 1 | 18 | 6/6 |
| heldout138 | 10/30 | 0 | 20 | 6/6 |

31/90 (34%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 5/18, arithmetic 1/15). The two: the name a bell is known by
answered with its founder's surname, and the amount by which a hall's final cost exceeded its estimate
counted from the estimate of the hall that replaced it. Passes: 3/3 right at 0.7 or more, 10/12 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run both were worked on: a name asked is not a name its cited text uses only as an owner or a
maker ("the finest of Garrow's work"); and "By how much did A exceed B?" is not answered when the figure found
for A is the smaller. Both abstain, and the three sets score 10, 11 and 10 with no wrong answer.

``heldout139`` (a branch railway), ``heldout140`` (a weekly newspaper and its printing works) and
``heldout141`` (a public park) were written blind in the same way, 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(1b438bf) and run once on that commit, after the work on ``heldout136`` to ``heldout138``'s two wrong answers
(3e71320) and no new line of work.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout139 | 8/30 | 5 | 17 | 5/6 |
| heldout140 | 9/30 | 1 | 20 | 6/6 |
| heldout141 | 10/30 | 1 | 19 | 6/6 |

27/90 (30%) correct, 7 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 1/18, arithmetic 2/15). The seven: a station's street answered
at 0.95 with the street of the builders who took the contract for it; passengers booked at one station in a
year read from another station's column of that year's row; the engineer of a line taken for his son, the
resident engineer, and so the son's birthplace; a combined length counting a tunnel's length twice; the
builder of a hotel in one town answered with the builder of the same-named hotel in another; the year a paper
first appeared answered with the date the first number of the paper it merged into appeared; and the date a
park first opened answered with the date its palm house opened. Passes: 6/9 right at 0.7 or more, 4/8 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.
After that run six of the seven were worked on: a namesake of the asked thing's kind ("the Sallowdale Courant"
for "the Sallowbridge Courant") is another thing; a hotel placed at a town is not read from a sentence without
the town; a table's figure stands in the column naming the asked place (or the asked compound, "Out-patients"
and not "In-patients", which also makes ``heldout134``'s out-patients abstain); an operand's figure standing
right after the other operand's name is the other's; the holder of a bare role is not the holder of a role
beside it ("resident engineer"), which makes the engineer's birthplace right; and a street after a party's
name ("builders, of Bridge Street") is that party's address. The seventh, the park's opening date read from
a sentence whose "It" stands for the palm house, was worked on after the next round: an "It" right after a
sentence naming another thing, where neither names the asked one, may stand for that thing. All seven abstain
or are right, and the three sets score 10, 9 and 10 with no wrong answer.

``heldout142`` (a brickworks), ``heldout143`` (a Congregational chapel and its Sunday school) and
``heldout144`` (a borough police force) were written blind in the same way, 19 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(e311f25) and run once on that commit, after the work on ``heldout139`` to ``heldout141``'s wrong answers and
the merge of four lines of work (single30 on biographical cards, archive extents and measures in
specifications, chain30 on table captions and offices held until death, arith30 on estimates and ages at
death, ablate30 on stand-ins found when the answering document is missing), which had added 26 right answers
over the older sets, 1 of them on ``heldout140``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout142 | 9/30 | 2 | 19 | 6/6 |
| heldout143 | 11/30 | 0 | 19 | 6/6 |
| heldout144 | 11/30 | 1 | 18 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 8/39, chains 3/18, arithmetic 2/15). The three: a trade name answered with a
town the same sentence names, where the name stands in quotes after "marketed as"; the coroner at an inquest
answered with one of the dead men, through a first hop that took "the two men killed in the pit" for the pit;
and a count of cells answered "1" from "the drawings numbered 1 to 11". Passes: 5/5 right at 0.7 or more, 8/11
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed
the first run's.
After that run all three were worked on: a name asked is the one its text gives in quotes after a naming
phrase ("marketed as"); a holder of a role asked is not another person where the text sets the role after a
name ("Mr. Ambrose Kettle, coroner for the district"); and a number that labels a thing is no count. All three
abstain, and the three sets score 9, 11 and 11 with no wrong answer.

``heldout145`` (a school of art), ``heldout146`` (a country house estate) and ``heldout147`` (a pleasure pier
and its pavilion) were written blind in the same way, 19, 19 and 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(84ade7c) and run once on that commit, after the work on ``heldout142`` to ``heldout144``'s wrong answers and
on the last of ``heldout139`` to ``heldout141``'s.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout145 | 15/30 | 1 | 14 | 6/6 |
| heldout146 | 9/30 | 0 | 21 | 6/6 |
| heldout147 | 12/30 | 1 | 17 | 6/6 |

36/90 (40%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 13/39, chains 3/18, arithmetic 2/15). The two: who chaired a committee in a
year answered with the master of that year, from an office list whose row gives him the title "Master"; and a
company's address answered with the record office named in a transcription's source note. Passes: 5/5 right
at 0.7 or more, 13/15 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.
After that run both were worked on: an address asked is a street, which a record office is not, and the
address abstains. A rule that an office list's row giving its holder another title ("Master") does not answer
for the asked office made the chairman abstain, but lost twelve right answers of older sets whose title cells
name the office in words the question does not use; it was dropped, and the chairman is left under its cap.
The three sets score 15, 9 and 12.

``heldout148`` (assembly rooms), ``heldout149`` (a steam flour mill) and ``heldout150`` (a public
slaughterhouse) were written blind in the same way, 20, 19 and 18 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(2f08ad3) and run once on that commit, after the work on ``heldout145`` to ``heldout147``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout148 | 10/30 | 1 | 19 | 6/6 |
| heldout149 | 7/30 | 0 | 23 | 6/6 |
| heldout150 | 14/30 | 1 | 15 | 6/6 |

31/90 (34%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 2/18, arithmetic 4/15). The two: the timber of a sprung floor
answered "maple floor" where the specification names Canadian maple; and the superintendent from a year
answered with his brother, the inspector. Passes: 7/7 right at 0.7 or more, 6/8 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run the first was worked on: a kind asked of a thing ("What timber ... for the sprung floor?") is
not a phrase naming the thing ("maple floor"), and it abstains. The superintendent, read from a row of a list
of inspectors, is left under its cap. The three sets score 10, 7 and 14.

``heldout151`` (a literary and philosophical society), ``heldout152`` (a hospital for sick children) and
``heldout153`` (a beacon tower and deer park) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (a55956d) and run once on that commit, after the work on ``heldout148`` to ``heldout150``'s
wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout151 | 11/30 | 1 | 18 | 6/6 |
| heldout152 | 11/30 | 1 | 18 | 6/6 |
| heldout153 | 12/30 | 1 | 17 | 6/6 |

34/90 (38%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 11/39, chains 3/18, arithmetic 2/15). The three: a builders' final account
answered with the builders' name from the account's row; the honorary surgeon in the year of a second fire
answered from a row of another list in the same document; and the name a fire-basket was known by answered
with the town its fire was seen from. Passes: 4/4 right at 0.7 or more, 12/15 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run two of the three were worked on: a sum asked ("What was the builders' final account ...?") is
not answered by a name, and a name a thing went by needs a cited text telling of a name. Both abstain; the
honorary surgeon, read from the list of secretaries below the list of surgeons, is left under its cap. The
three sets score 11, 11 and 12.

``heldout154`` (an iron foundry and agricultural engineering works), ``heldout155`` (a free public library)
and ``heldout156`` (a coastguard station and headland lighthouse) were written blind in the same way, 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (340b28b) and run once on that commit, after the work on the holders
read from another office's list in ``heldout145``, ``heldout150`` and ``heldout152``.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout154 | 11/30 | 1 | 18 | 5/6 |
| heldout155 | 12/30 | 1 | 17 | 6/6 |
| heldout156 | 10/30 | 2 | 18 | 5/6 |

33/90 (37%) correct, 4 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 12/39, chains 3/18, arithmetic 2/15). The four: a father's age at death,
never derivable, answered from his son's year of birth; the volumes a library lent in a year answered from
another column of the year's row; the years from a light's first lighting answered from the lighting of its
second tower; and the year a lifeboat house was built, never given, answered with the year of another town's
signal house. Passes: 2/2 right at 0.7 or more, 15/19 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.
After that run all four were worked on: a life event is not read from a sentence naming the person only as
another's kin ("the son of the late Mr ..."); a count of a deed ("How many volumes did the library lend?") is
not read under a header giving the noun a word of its own ("Volumes in stock") when another header names the
deed ("Lending issues"); a text telling of "the new light" does not date the first one; and a building of the
asked kind is not another building the text names ("the Signal House"). Three abstain and the years from the
first lighting are now right. The three sets score 12, 12 and 12, and ``heldout145``, ``heldout150`` and
``heldout152``, whose holders were read from other offices' lists before this run, score 16, 14 and 12 with
none wrong.

``heldout157`` (a mechanics' institute), ``heldout158`` (a tidal corn mill) and ``heldout159`` (a county court
house and its sessions) were written blind in the same way, 19 or 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(ef255ac) and run once on that commit, after the work on ``heldout154`` to ``heldout156``'s wrong answers and
after a closing clause of a person's own deed ("when she was appointed librarian") stopped being required.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout157 | 13/30 | 2 | 15 | 6/6 |
| heldout158 | 13/30 | 0 | 17 | 6/6 |
| heldout159 | 11/30 | 1 | 18 | 6/6 |

37/90 (41%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 11/39, chains 5/18, arithmetic 3/15). The three: what contractors finally
received answered with a phrase of the sentence ("survivor of the old institute's services"); a site's area
answered "1,260 square", its unit cut short; and a tower's finished height taken as the height first
specified, which a later sentence raised. Passes: 8/8 right at 0.7 or more, 11/14 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run all three were worked on: a sum asked by the deed that paid it ("What did the contractors
finally receive for ...?") is not answered by a phrase; "square yards" is one unit of area, read whole; and a
figure a change began from ("raised from the height of 90 feet, as specified, to 96 feet") is not the
finished one. Two abstain and the site's area is now right. The three sets score 14, 13 and 11.

``heldout160`` (a town's electricity works), ``heldout161`` (a workhouse school, later an industrial school)
and ``heldout162`` (a horse fair and hiring fair) were written blind in the same way, 19 or 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (0280bbe) and run once on that commit, after the work on ``heldout157`` to
``heldout159``'s wrong answers and two changes made without knowing these sets: a name the question sets
apart as new or old ("the new Assize Courts") is the one a text names when the text tells of no other, and a
difference asked by its unit ("By how many feet ...?") is not answered in another unit.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout160 | 11/30 | 4 | 15 | 4/6 |
| heldout161 | 11/30 | 2 | 17 | 6/6 |
| heldout162 | 12/30 | 2 | 16 | 6/6 |

34/90 (38%) correct, 8 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 13/39, chains 4/18, arithmetic 1/15). The eight: the years between two
events of two cooling towers taken from another year of the second; a difference of units sold taken from
another figure for one year; the height of another station's towers answered with a distance ("five miles");
a price of power never given answered with another price; the superintendent at an outbreak of fever and the
boys on the roll in a superintendent's last year answered from the wrong holder and the wrong year; a total
of two columns answered with one of them; and a difference of two years' tolls taken from other figures.
Passes: 7/9 right at 0.7 or more, 11/17 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.
After that run all eight were worked on, and all eight abstain: a report's date does not date an event it
tells "for seven years since"; a source's date set before what it reports ("*From the Post of 3 July 1957:*")
dates the report, not the event; a distance ("five miles up the valley") is no height; a charge for lighting
is no charge for power; an event a text sets with "his predecessor" is not the named holder's; a total asked
is read under the "Total" column; and a year's row answers under the column naming the asked deed ("Units
sold" for sales). The three sets score 13, 11 and 12.

``heldout163`` (a swimming club and its lido), ``heldout164`` (a cathedral choir school) and ``heldout165`` (a
harbour trust's steam dredgers) were written blind in the same way, 19 or 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(6d7d0b5) and run once on that commit, after the work on ``heldout160`` to ``heldout162``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout163 | 14/30 | 2 | 14 | 6/6 |
| heldout164 | 12/30 | 0 | 18 | 6/6 |
| heldout165 | 8/30 | 2 | 20 | 5/6 |

34/90 (38%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 11/39, chains 5/18, arithmetic 1/15). The four: a firm of builders answered
with an account's heading ("Construction of Open-Air Bath"); where members bathed before a lido answered with
the street of another bath; a year's total tonnage answered with a dredger's name; and the younger Henry
Lusk's birthplace, never given, answered from his father's card. Passes: 9/10 right at 0.7 or more, 8/11
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed
the first run's.
After that run all four were worked on, and all four abstain: a firm asked is not an account's heading
naming a deed; a place asked of "the club's members" is not read from a text naming neither; a measure asked
by its noun ("What total tonnage did ...?") is a quantity; and a chain passes on "the younger Henry Lusk" with
his qualifier. The three sets score 14, 12 and 9.

``heldout166`` (a parish pest house and a nursing home), ``heldout167`` (a hill farm estate's sheep walks) and
``heldout168`` (a music hall and cinema) were written blind in the same way, 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (c0c8578) and run once on that commit, after the work on ``heldout163`` to ``heldout165``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout166 | 11/30 | 2 | 17 | 6/6 |
| heldout167 | 11/30 | 2 | 17 | 6/6 |
| heldout168 | 10/30 | 0 | 20 | 6/6 |

32/90 (36%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 8/39, chains 4/18, arithmetic 2/15). The four: a firm of builders answered
with an account's heading ("Building Fund") at 0.9; the matron in the year a wing opened, with the wing's
opening dated by the year the home itself opened; the year a family came into an estate answered with the
year it was sold; and a building's final cost answered with the balance left in hand. Passes: 4/6 right at
0.7 or more, 10/12 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.
After that run all four were worked on: a firm asked is not a fund ("Building Fund"); a report's date does
not date a possession held "for more than a century" before it; a year a relative clause gives a pronoun's
thing ("with which it opened in 1887") does not date an asked thing the text never names; and a balance left
in hand is no cost. Three abstain and the matron is now right. The three sets score 12, 11 and 10.

``heldout169`` (a covered tennis courts and croquet club), ``heldout170`` (a river navigation's locks and
weirs) and ``heldout171`` (a Quaker meeting house and its schools) were written blind in the same way, 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (f51c667) and run once on that commit, after the work on ``heldout166``
to ``heldout168``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout169 | 12/30 | 2 | 16 | 5/6 |
| heldout170 | 9/30 | 2 | 19 | 6/6 |
| heldout171 | 9/30 | 1 | 20 | 6/6 |

30/90 (33%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 8/39, chains 3/18, arithmetic 2/15). The five: the year a first pavilion was
put up answered with a later date; a son's birthplace, never given, answered with his father's; the fall of
water at a rebuilt lock answered with another figure; where commissioners first met answered with the title
of their minutes at 0.78; and the growth of a school's roll taken from the wrong opening figure. Passes: 5/6
right at 0.7 or more, 8/12 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.
After that run two of the five were worked on, and both abstain: a document's own title ("Minutes of the
First Meeting of ...") answers no "where", and a birthplace is not read from texts none of which tells of a
birth. The other three were worked on later: "When was the pavilion put up?" asks when it was built, so a
burning dates nothing; a figure whose own clause names another lock is that lock's; and "the number of
scholars on the books" is read from "Total on the books", not "Boys on the books". Two abstain and the roll's
growth is now right. The three sets score 13, 9 and 10, with no confident wrong answer.

``heldout172`` (a wooden shipbuilding yard), ``heldout173`` (a ropewalk and sailcloth works) and
``heldout174`` (a botanic garden and its glasshouses) were written blind in the same way, 19 to 21 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (eb9eb2c) and run once on that commit, after the work on ``heldout169`` to
``heldout171``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout172 | 10/30 | 3 | 17 | 6/6 |
| heldout173 | 10/30 | 0 | 20 | 6/6 |
| heldout174 | 13/30 | 2 | 15 | 5/6 |

33/90 (37%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 10/39, chains 4/18, arithmetic 2/15). The five: the engineer who drew plans
for extending a dock answered with another man at 0.80; a ship's tonnage answered "built in 1856" at 0.75; a
coroner answered with the name of a ship; a fall in subscribers given as the bare figure, with no unit, which
the matcher does not take for "171 subscribers"; and a curator's birthplace, never given, answered "England".
Passes: 4/6 right at 0.7 or more, 12/15 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.
After that run all five were worked on: a "which civil engineer" question is not answered by a man the text
does not call one; a tonnage is a weight; a relative clause is not cut between a year and its noun ("the 1867"
and its "launch"); a count that "had fallen" keeps the noun before the verb; and a text saying a birthplace
"has not been found" gives none. Four abstain and the fall in subscribers is now right. The three sets score
10, 10 and 15, with no confident wrong answer.

``heldout175`` (an oyster fishery), ``heldout176`` (a travelling menagerie's winter quarters and the
zoological gardens that grew from it) and ``heldout177`` (a dock company and its bonded warehouses) were
written blind in the same way, 19 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39
single facts, 18 two-hop, 15 arithmetic), committed before any run (21d12c4) and run once on that commit,
after the work on ``heldout172`` to ``heldout174``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout175 | 12/30 | 2 | 16 | 6/6 |
| heldout176 | 7/30 | 1 | 22 | 6/6 |
| heldout177 | 9/30 | 1 | 20 | 6/6 |

28/90 (31%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 2/18, arithmetic 1/15). The four: a firm of builders answered
"Contractor" by way of a town; a growth in dredgermen given as the bare figure, which the matcher does not
take for "48 dredgermen"; the years between a founding and a sale counted to the year a keeper retired "on the
sale", not the sale; and a tonnage answered with a table's heading, "Traffic". Passes: 3/3 right at 0.7 or
more, 7/11 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.
After that run all four were worked on: "shed" is no participle, so "the packing shed on the Quay" is not read
as a clause; "the Contractor" of a specification is a party's title, not a firm's name; "the number of
dredgermen" counts dredgermen; "what net registered tonnage" asks a tonnage; and a year under "To" in a
holder's row dates the end of the holder's term, not the sale its note tells of. Three abstain and the growth
in dredgermen is now right. The three sets score 13, 7 and 9, with no confident wrong answer.

``heldout178`` (a wildfowl decoy and its decoymen), ``heldout179`` (a needle and fish-hook works) and
``heldout180`` (a militia regiment's depot and barracks) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (b9434d5) and run once on that commit, after the work on ``heldout175``
to ``heldout177``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout178 | 10/30 | 0 | 20 | 6/6 |
| heldout179 | 12/30 | 0 | 18 | 6/6 |
| heldout180 | 10/30 | 2 | 18 | 6/6 |

32/90 (36%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 11/39, chains 2/18, arithmetic 1/15). The two: what a gateway was to be
called answered with a span running from a clause's heading into its text ("Gateway.** A gateway 12 feet
wide"); and the years from a militia's raising to its depot's closure counted to the first year of a
catalogue's span of papers on the closure. Passes: 3/3 right at 0.7 or more, 11/13 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run both were worked on: a span running across the marks of a clause's heading names nothing, and
the first or last year of a catalogue's span of papers dates no event they tell of. Both abstain. The three
sets score 10, 12 and 10, with no confident wrong answer.

``heldout181`` (a coastal fort and its battery), ``heldout182`` (a sanatorium for consumptives on a moor) and
``heldout183`` (a temperance society and its coffee tavern and hall) were written blind in the same way, 19
or 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (4d4b2a3) and run once on that commit, after the work on ``heldout178``
to ``heldout180``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout181 | 7/30 | 4 | 19 | 4/6 |
| heldout182 | 11/30 | 2 | 17 | 6/6 |
| heldout183 | 13/30 | 1 | 16 | 6/6 |

31/90 (34%) correct, 7 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 5/18, arithmetic 1/15). The seven: where an auction was held
answered "Sale"; a garrison's growth counted in officers alone; a son's birthplace, never given, answered with
his father's; the designer of another town's battery, never given, answered with this one's at 0.86; a
nickname answered with the chalets' description at 0.76; the years between two fires counted from the year a
first matron died; and a gallery's seats answered with the floor's at 0.70. Passes: 6/9 right at 0.7 or more,
9/13 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.
After that run all seven were worked on: a battery placed at a town is that town's; a text naming neither a
man nor "the younger" may be of his father; a headline's first word places nothing; "officers and men" are
counted under the total; "its first and second fires" are two fires of its own; a figure given for the floor
is not the gallery's; and what a document's title says it is about is no name anything was known by. Five
abstain, and the garrison's growth and the years between the fires are now right. The three sets score 10, 12
and 13, with no confident wrong answer.

``heldout184`` (a silk throwing mill and its apprentices), ``heldout185`` (a sewage farm and outfall works)
and ``heldout186`` (a dairy company and its milk rounds and creamery) were written blind in the same way, 19
or 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (d1cb820) and run once on that commit, after the work on ``heldout181``
to ``heldout183``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout184 | 10/30 | 1 | 19 | 6/6 |
| heldout185 | 9/30 | 2 | 19 | 5/6 |
| heldout186 | 11/30 | 0 | 19 | 6/6 |

30/90 (33%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 5/18, arithmetic 1/15). The three: the year a mill was put up
answered with the year after which it served as a store; a crop answered "Italian", cut short of "Italian
rye-grass"; and the makers of one town's pumping engines, never given, answered with another town's at 0.64.
Passes: 2/2 right at 0.7 or more, 11/14 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.
After that run all three were worked on: "the building served as a store" builds nothing, and "An apprentice
house was built in 1792" dates the house, not the mill asked of; "Italian" is cut from "Italian rye-grass";
and "Stanmoor also has a pumping station" tells of Stanmoor's, not the asked town's. All three abstain. The
three sets score 10, 10 and 11, with no confident wrong answer.

``heldout187`` (a steam laundry company and its works), ``heldout188`` (a chain and anchor works on a river)
and ``heldout189`` (a tithe barn and its parish's tithe dispute) were written blind in the same way, 19
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (57bba08) and run once on that commit, after the work on ``heldout184``
to ``heldout186``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout187 | 11/30 | 1 | 18 | 5/6 |
| heldout188 | 11/30 | 0 | 19 | 6/6 |
| heldout189 | 11/30 | 1 | 18 | 6/6 |

33/90 (37%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 8/39, chains 6/18, arithmetic 2/15). The two: the year another town's works
of the same name was built, never given, answered with the year of the works whose architect came from that
town; and the years until a barn passed to a trust counted to the year a man bought it, at 0.74. Passes: 6/7
right at 0.7 or more, 10/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.
After that run both were worked on: a town named only as where an architect came from does not place the
building there, and a deed told only as hoped for ("it might one day pass to a public body") is given no date.
Both abstain. The three sets score 12, 11 and 11, with no confident wrong answer.

``heldout190`` (a maltings and its kilns), ``heldout191`` (a roller-skating rink and later bowling green) and
``heldout192`` (a cooperage and its coopers) were written blind in the same way, 19 or 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (f413f6a) and run once on that commit, after the work on ``heldout187`` to
``heldout189``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout190 | 12/30 | 1 | 17 | 5/6 |
| heldout191 | 13/30 | 3 | 14 | 5/6 |
| heldout192 | 13/30 | 1 | 16 | 6/6 |

38/90 (42%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 22 right (single facts 14/39, chains 3/18, arithmetic 5/15). The five: a birthplace never given
answered "Nothing", from "Nothing is recorded of his birthplace"; a purchase price answered with a
resolution's opening words at 0.71; the president in the year a ground was sold, dated by the year the club
bought it; the opening year of another town's rink of the same name, never given, answered with this town's
at 0.73; and a workshop's length answered with a wall's, by way of a phrase read as a name. Passes: 6/8 right
at 0.7 or more, 16/19 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.
After that run all five were worked on: "Nothing is recorded of his birthplace" gives no birthplace; a
minute's opening words answer nothing; a rink placed at a town is that town's; a sale to one buyer does not
date a sale to another; and the hop that finds "the main workshop at X" must name something, not a phrase
around the noun. Four abstain and the president is now right. The three sets score 13, 14 and 13, with no
confident wrong answer.

``heldout193`` (a head post office and telegraph office), ``heldout194`` (a pilots' association and its
cutters) and ``heldout195`` (a market garden estate and its glasshouses) were written blind in the same way,
20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (88b90eb) and run once on that commit, after the work on ``heldout190``
to ``heldout192``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout193 | 9/30 | 2 | 19 | 6/6 |
| heldout194 | 12/30 | 1 | 17 | 6/6 |
| heldout195 | 11/30 | 1 | 18 | 5/6 |

32/90 (36%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 7/39, chains 6/18, arithmetic 2/15). The four: the sum never recovered
answered with the sum recovered; a floor area answered "sorting"; a sandbank answered "Association" at 0.71;
and the length of one nursery's glasshouse, never given, answered with another nursery's "own Long House" at
0.96. Passes: 2/4 right at 0.7 or more, 13/15 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.
After that run all four were worked on: a town named only as what another is compared with ("older than
Ledgate") places nothing; a body's common noun ("the Association") is no name; "what clear floor area" asks an
area; and the sum recovered does not answer what was never recovered. Three abstain and the floor area is now
right. The three sets score 10, 12 and 12, with no confident wrong answer. The typing of "what clear floor
area" would also have typed "the audited final cost" of heldout79 as a sum, which an excess then took from an
estimate for another work (a new confident wrong answer); a word in "-ed" before the measure is left as it
was, and an excess whose second side names no thing still reads that side from any passage.

``heldout196`` (an ice company and its ice houses), ``heldout197`` (a parish pound and the common fields) and
``heldout198`` (a boatbuilding yard for river launches) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (faa4f47) and run once on that commit, after the work on ``heldout193``
to ``heldout195``'s wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout196 | 10/30 | 0 | 20 | 6/6 |
| heldout197 | 11/30 | 1 | 18 | 6/6 |
| heldout198 | 11/30 | 2 | 17 | 6/6 |

32/90 (36%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 11/39, chains 2/18, arithmetic 1/15). The three: the total area an award
allotted answered "one acre", from cottagers' allotments "mostly under one acre"; a year's wages answered
with the phrase "paid in 1913"; and the excess of a price over an offer taken as the offer less 1. Passes: 5/5
right at 0.7 or more, 9/12 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.
After that run all three were worked on: a figure given only as a bound ("mostly under one acre") measures
nothing; "What did the firm pay in wages?" asks a sum; and a payment operand read as "one" is no sum of money.
Two abstain and the award's total area is now right. The three sets score 10, 12 and 11, with no confident
wrong answer.

``heldout199`` (a glassworks and its cone furnaces), ``heldout200`` (a lime works and its kilns and quarry
tramway) and ``heldout201`` (a herring curing station and fish quay) were written blind in the same way, 18 to
20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (76d00f9) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout199 | 13/30 | 0 | 17 | 6/6 |
| heldout200 | 13/30 | 1 | 16 | 6/6 |
| heldout201 | 15/30 | 1 | 14 | 6/6 |

41/90 (46%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 23 right (single facts 14/39, chains 4/18, arithmetic 5/15). The two: where the lime was loaded into
boats answered "Staithe", the last word of the place name "Wennock Staithe"; and a lifeboat's name answered
with the name of a man from the sentence that names the lifeboat. Passes: 10/10 right at 0.7 or more, 13/15
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

After that run both were worked on: a place answered with the last word of a name a text gives whole ("the
Staithe" where a letter names "Wennock Staithe") is cut from that name, and a participle's clause is not cut
between a year and its noun ("launched during the 1881 gale"). Both are now right. The three sets score 13, 14
and 16, with no confident wrong answer.

``heldout202`` (a slate quarry and its inclines and dressing sheds), ``heldout203`` (a horn and button works)
and ``heldout204`` (a town's public baths and wash-houses) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (4d73d5e) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout202 | 11/30 | 1 | 18 | 5/6 |
| heldout203 | 11/30 | 0 | 19 | 6/6 |
| heldout204 | 11/30 | 1 | 18 | 5/6 |

33/90 (37%) correct, 2 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 5/18, arithmetic 2/15). The two were unanswerable questions
answered: the birthplace of an agent whose birthplace is never given, answered with the quarry's own village;
and the founder of a town's swimming club, answered with the association that a sentence says the club joined.
Passes: 4/4 right at 0.7 or more, 13/15 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

After that run both were worked on: a card headed by a name closed with a stop, or with its dates inside the
bold, is that person's card, so its "Born at ..." is not his father's; and a body heading an entry that says
it was formed is not who formed it. Both abstain. The three sets score 12, 11 and 12, with no confident wrong
answer.

``heldout205`` (a tobacco and snuff mill), ``heldout206`` (a town's association football club and its ground)
and ``heldout207`` (a whaling company and its try-works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (d161750) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout205 | 12/30 | 1 | 17 | 5/6 |
| heldout206 | 8/30 | 2 | 20 | 6/6 |
| heldout207 | 7/30 | 3 | 20 | 6/6 |

27/90 (30%) correct, 6 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 2/18, arithmetic 1/15). The six: the year an inn was built,
taken from the inn of the same name in another town (an unanswerable question); a stand's depth answered with
its height to the eaves; the village a lessee came from for the body he took his lease from (0.90); "Captain
Loxley", a title and surname that a father and son who were both masters share; the whales taken in a year
answered from the first column of its row, which is oil; and a ship's year of purchase taken for the year it
was crushed, which named the clerk of another year. Passes: 1/2 right at 0.7 or more, 9/14 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all six were worked on: a lessee's village is not whom he leased from; an inn "also called the
Bell" in another town is not the Bell the question places; a height is no depth; a ship's column in tuns
counts no whales; a year beside another deed in a table row dates nothing asked; and a title with a surname
two men share names neither. Five abstain and the clerk is now right. The three sets score 13, 8 and 8, with
no confident wrong answer.

``heldout208`` (a lucifer match factory), ``heldout209`` (a vinegar brewery and its fermenting vats) and
``heldout210`` (a municipal aerodrome and its flying club) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (312cc2c) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout208 | 14/30 | 1 | 15 | 6/6 |
| heldout209 | 11/30 | 2 | 17 | 6/6 |
| heldout210 | 13/30 | 1 | 16 | 6/6 |

38/90 (42%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 13/39, chains 5/18, arithmetic 2/15). The four: the works manager in the year
an architect died, taken from the card of his son (whose life dates open the card) and so eleven years late;
the date a vat burst answered with the year alone (0.70); the difference in capacity between two vats taken
from what the second held on the night it burst, not its capacity; and the houses an estate would lack taken
from those already occupied. Passes: 6/7 right at 0.7 or more, 14/17 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all four were worked on: a card of a son bearing his father's name second is not the father's;
a date asked names a month; and an operand's figure its clause gives of one moment ("now occupied", "on the
night in question") is not the thing's own. Three abstain and the difference between the vats is now right.
The three sets score 14, 12 and 13, with no confident wrong answer.

``heldout211`` (a clay tobacco-pipe works), ``heldout212`` (a soap and candle works on a canal) and
``heldout213`` (a glove-making trade and its factory) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (4d58dec) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout211 | 12/30 | 2 | 16 | 6/6 |
| heldout212 | 10/30 | 4 | 16 | 6/6 |
| heldout213 | 11/30 | 1 | 18 | 6/6 |

33/90 (37%) correct, 7 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 8/39, chains 3/18, arithmetic 4/15). The seven: the clay merchants a works
quarrelled with for those it bought from after the quarrel; the word "Note" for a firm; "Halcyon" of "the
Halcyon people" for the company's name; the elder of two men of one name for the younger; a misprinted output
that a note corrects; a difference taken between the total column of one year and the first column of another;
and a heading's words, "Former Glove Works", for the builders of a conversion (0.86). Passes: 2/3 right at 0.7
or more, 13/19 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

After that run all seven were worked on: the party of a quarrel is not the one dealt with after it; an
editor's word names nothing; one word of "the Halcyon people" is cut from the firm's longer name; a row's
"(the younger)" stays with the name; a figure its sentence calls an error for another is no answer; two rows
of one table are compared in one column; and a heading naming the asked works is not the firm. Six abstain and
the younger manager is now right. The three sets score 12, 11 and 11, with no confident wrong answer.

``heldout214`` (a mustard and spice mill), ``heldout215`` (a lead shot tower and its works) and ``heldout216``
(a brush works) were written blind in the same way, 18 to 20 documents and 30 questions each (18 unanswerable;
of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (3de2473) and run
once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout214 | 10/30 | 1 | 19 | 6/6 |
| heldout215 | 11/30 | 2 | 17 | 6/6 |
| heldout216 | 11/30 | 3 | 16 | 6/6 |

32/90 (36%) correct, 6 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 7/39, chains 3/18, arithmetic 4/15). The six: the Act a grocer was summoned
under for the fine the bench imposed; the firm that owned the tower for the man killed there (0.71); the
tower's first fire, which did not reach the shaft, for the fire that gutted it (0.86); the year a minute
book's gap ends for the year of the second fire, which the same sentence gives; a right difference given
without its unit, "1,300" for 1,300 dozen; and the year of a guidebook's edition for the year the museum
opened (0.70). Passes: 6/9 right at 0.7 or more, 8/11 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run all six were worked on: "What fine ...?" asks a sum; a "which shot-dropper" answer is the one
the text calls so; a fire a text counts by order is not the one picked by its deed; a sentence dating "the
second fire of 1879" gives it no other year; a year before "edition" dates a book; and a difference asked in
dozens says so. Five abstain and the difference in dozens is now right. The three sets score 10, 11 and 12,
with no confident wrong answer.

``heldout217`` (a wallpaper printing works), ``heldout218`` (a bone mill and fertiliser works on a river) and
``heldout219`` (a coach-building works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (58164f2) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout217 | 9/30 | 0 | 21 | 6/6 |
| heldout218 | 11/30 | 1 | 18 | 6/6 |
| heldout219 | 11/30 | 1 | 18 | 6/6 |

31/90 (34%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 9/39, chains 3/18, arithmetic 1/15). The two: "34 householders", a right
count that the fixture's matcher refuses because the answer expected is written in words ("thirty-four"); and
a difference of carriages taken from the first column of a table of carriages by kind (broughams) rather than
from its total. Passes: 4/4 right at 0.7 or more, 9/11 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run the difference of carriages was worked on: a count asked of a year's row is its total, not a
column of one kind the question never names; it now abstains. "34 householders" is right, and the matcher now
reads "thirty-four" as 34 (it read number words only up to twenty). The three sets score 9, 12 and 11, with no
confident wrong answer.

``heldout220`` (a steam ploughing and threshing contractors' yard), ``heldout221`` (a floorcloth and linoleum
factory) and ``heldout222`` (a curled-hair and horsehair-weaving works) were written blind in the same way, 18
to 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (b8acd5e) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout220 | 8/30 | 3 | 19 | 6/6 |
| heldout221 | 12/30 | 2 | 16 | 6/6 |
| heldout222 | 13/30 | 2 | 15 | 6/6 |

33/90 (37%) correct, 7 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 4/18, arithmetic 2/15). The seven: the sum a claimant first
claimed for the sum he settled for (0.82); "Nos" of "Nos. 2 and 3" for a price; "ordinary locomotive type" for
a boiler's pressure; the town of the defendants' mill for the firm sued; the hands a business had when a man
took it over for those in the year he died; a union's name for its secretary; and two women at the picking
tables for the hands in the curling room. Passes: 5/6 right at 0.7 or more, 10/16 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all seven were worked on: a sum claimed is not the sum settled; "What was paid ...?" and "At
what pressure ...?" ask figures; the town a mill is named by is no firm; a count where a change began is not
the count asked; a body holds no secretary's office; and a count of those at the picking tables is not the
curling room's. All seven abstain. The three sets score 8, 12 and 13, with no confident wrong answer.

``heldout223`` (a felt hat factory), ``heldout224`` (a hand nail-making trade and its nail works) and
``heldout225`` (a pleasure steamer company on a river) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (93ae72f) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout223 | 10/30 | 2 | 18 | 6/6 |
| heldout224 | 11/30 | 0 | 19 | 6/6 |
| heldout225 | 10/30 | 1 | 19 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 5/18, arithmetic 1/15). The three: a street, "Tanpit Lane", for
a count of workers with the hatters' tremor, asked after an opening phrase ("Of the workers examined ..., how
many ..."); a right difference given without its unit, "2,440" for 2,440 dozen; and a steamer's name for the
liquidator named in the same minute. Passes: 2/2 right at 0.7 or more, 11/14 below. Their thresholds below are
these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all three were worked on: a count asked after an opening phrase is a number; "how many more
dozen" keeps its lot; and a name its text sets in italics is a vessel's, not a person's. Two abstain and the
difference in dozens is now right. The three sets score 11, 11 and 10, with no confident wrong answer.

``heldout226`` (a sugar refinery on a dock), ``heldout227`` (a carpet factory) and ``heldout228`` (a
travelling circus and its winter quarters) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (733a621) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout226 | 8/30 | 0 | 22 | 6/6 |
| heldout227 | 10/30 | 2 | 18 | 6/6 |
| heldout228 | 9/30 | 3 | 18 | 6/6 |

27/90 (30%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 4/39, chains 2/18, arithmetic 3/15). The five: the town the works stood in,
"Callowford", for the birthplace of the business's founder (0.73); another room's length, "40 feet", for the
length of the new dye house within its walls; the circus's founder, read through the name "Rotunda", for the
architect of the riding school; the Rotunda's height to its vane, "61 feet", for its height to the underside
of its lantern (0.75); and a weekday, "Wednesday", for the town the circus was in when its big top burned.
Passes: 2/4 right at 0.7 or more, 7/10 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

After that run all five were worked on: a birth read directly for "the founder" must be told of the one the
sentence says founded; a sentence opening on another kind of the asked building measures that one; a design
the text credits to another is not the answer's; a height to another point than the asked one is not the
asked height; and "when" joining a clause asks no day. All five abstain. The three sets score 8, 10 and 9,
with no confident wrong answer.

``heldout229`` (a piano factory), ``heldout230`` (a biscuit factory) and ``heldout231`` (a savings bank and
its branch offices) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(4b5da36) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout229 | 9/30 | 2 | 19 | 6/6 |
| heldout230 | 9/30 | 0 | 21 | 6/6 |
| heldout231 | 12/30 | 0 | 18 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 9/39, chains 2/18, arithmetic 1/15). The two: a firm, "Messrs Corrie of
Castlemoor", for the works manager in the year the first seasoning shed burned; and a difference of two
columns, 1,317 less 95, for how many more hands the works employed in 1900 than in 1850. Passes: 6/6 right at
0.7 or more, 6/8 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

After that run both were worked on: a bracketed word that says how a count was taken ("Hands (average)")
names no part of it, so the "Total" beside it sums other columns; and a firm holds no office that one person
holds. Both are now right. The three sets score 11, 9 and 12, with no confident wrong answer.

``heldout232`` (a tannery on a stream), ``heldout233`` (an umbrella and walking-stick works) and
``heldout234`` (a borough electricity works and its power station) were written blind in the same way, 18 to
20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (8eab572) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout232 | 10/30 | 2 | 18 | 6/6 |
| heldout233 | 9/30 | 1 | 20 | 6/6 |
| heldout234 | 10/30 | 2 | 18 | 6/6 |

29/90 (32%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 9/39, chains 1/18, arithmetic 1/15). The five: the year a brother-in-law
married Edwin Josias Marrable's sister, "1851", for the year Marrable married (0.86); the death year of the
partner in a managers' list row, "1889", for that of another, the partner admitted in 1858; a name in a patent
minute, "Edwin Tasker", for the man in charge of the frame shop in the year of the fire; the turbine hall's
height, "62 feet", for the chimney's; and "October 1896", read from "The 28th of October 1896", for the day of
a formal opening. Passes: 6/7 right at 0.7 or more, 5/9 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run all five were worked on: a marriage a whose-clause tells of a man's kin is not his; a
participle after "did" picks out a hop ("did the partner admitted in 1858 die?"); a man no text puts in charge
of the asked shop did not have charge of it; a clause labelled with another thing measures that thing; and a
month does not answer "On what day ...?", while "the 28th of October 1896" is read whole and matches "28
October 1896". Three abstain and two are right. The three sets score 10, 9 and 12, with no confident wrong
answer.

``heldout235`` (a jam and marmalade factory), ``heldout236`` (a hosiery works with its stocking frames) and
``heldout237`` (a cutlery works) were written blind in the same way, 18 to 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(f8125aa) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout235 | 12/30 | 1 | 17 | 6/6 |
| heldout236 | 9/30 | 0 | 21 | 6/6 |
| heldout237 | 10/30 | 2 | 18 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 9/39, chains 1/18, arithmetic 3/15). The three: a drawing number, "9" of
"drawings nos. 1–9" in a catalogue entry, for the copper pans a specification provided; a quarry named for the
grindstone that burst in 1893, read through the hull's name, for the quarry of the one that burst in 1849; and
1948, the year a manager took office "until the closure", for the year the works closed. Passes: 5/5 right at
0.7 or more, 8/11 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

After that run all three were worked on: a number an item is given ("drawings nos. 1–9") counts nothing;
"been" stays with the verb it opens ("Where had <the stone that burst in 1849> been quarried?"), and a "which"
answer that is the place the question puts the thing at is not the thing; and a year a span runs from "until
the closure" does not date the closure. All three abstain. The three sets score 12, 9 and 10, with no
confident wrong answer.

``heldout238`` (a cork-cutting works), ``heldout239`` (a starch and blue works) and ``heldout240`` (a fulling
mill and its later use as a sawmill) were written blind in the same way, 18 to 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (5f7d29b) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout238 | 15/30 | 1 | 14 | 6/6 |
| heldout239 | 10/30 | 2 | 18 | 6/6 |
| heldout240 | 11/30 | 0 | 19 | 6/6 |

36/90 (40%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 11/39, chains 2/18, arithmetic 5/15). The three: "Wren", the first word of
the mark "the Wren and Acorn", for the trade mark; "starch figure", two words of "The wheat starch figure for
1858 was printed as 412 tons", for a quantity; and 1822, the year "until" which the founder managed the works
himself, for the year the works were founded. Passes: 8/8 right at 0.7 or more, 10/13 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all three were worked on: a first name the article before it governs with another ("the Wren
and Acorn") is cut out of one name; "What quantity of ...?" asks a figure; and a year that only ends a span
("until 1822", "1822–1849") dates no founding. All three abstain. The three sets score 15, 10 and 11, with no
confident wrong answer.

``heldout241`` (a chicory and coffee-roasting works), ``heldout242`` (a skating rink and later cinema) and
``heldout243`` (a mineral-water and ginger-beer works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (ef123d4) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout241 | 11/30 | 2 | 17 | 6/6 |
| heldout242 | 12/30 | 2 | 16 | 6/6 |
| heldout243 | 16/30 | 0 | 14 | 6/6 |

39/90 (43%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 21 right (single facts 15/39, chains 2/18, arithmetic 4/15). The four: 1907, the year the card of
Edwin Crassweller's son gives for the son's death, for Edwin's, so the output of the wrong year; £822, the
finished cost of one kiln less the estimate for another (0.77); the Vicar, named in the award only as the
owner of a neighbouring allotment, for the man the close was allotted to; and 1970, the year a car park on the
site opened, for the opening of the rink. Passes: 10/11 right at 0.7 or more, 11/14 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all four were worked on: a card's years are its own person's, not those of a kin it names; a
cost set against the estimate its own sentence gives is not set against another work's; a name a boundary
gives is a neighbour's; and a year a participle gives another noun ("the car park, opened in 1970") does not
date the opening asked. One abstains and three are now right. The three sets score 12, 14 and 16, with no
confident wrong answer.

``heldout244`` (a bicycle works), ``heldout245`` (an ice house and ice company) and ``heldout246`` (a
horse-drawn omnibus and cab company) were written blind in the same way, 18 to 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (17aa854) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout244 | 11/30 | 1 | 18 | 6/6 |
| heldout245 | 9/30 | 0 | 21 | 6/6 |
| heldout246 | 12/30 | 1 | 17 | 6/6 |

32/90 (36%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 8/39, chains 4/18, arithmetic 2/15). The two: the 1887 row's total of all
machines, "703", for the safety bicycles made that year; and "E. Harcastle", the chairman written with his
initial, found by reading the month "June" for the year of the strike (the man is the one asked, but the hop
gave no year and the matcher asks for "Edwin"). Passes: 1/1 right at 0.7 or more, 13/15 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run both were worked on: a "Total" column does not answer a count the question names a column of
("How many safety bicycles ...?" under "| High bicycles | Safeties | Total |"); and a chain asked through "the
year" something happened runs through no year when its first answer is a month. Both abstain. The three sets
score 11, 9 and 12, with no confident wrong answer.

``heldout247`` (a pencil factory), ``heldout248`` (a linoleum and floorcloth works) and ``heldout249`` (a
clock and watch factory) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(c4cf48a) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout247 | 11/30 | 3 | 16 | 6/6 |
| heldout248 | 11/30 | 0 | 19 | 6/6 |
| heldout249 | 9/30 | 1 | 20 | 5/6 |

31/90 (34%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 3/18, arithmetic 2/15). The four: "£1", the par value of each
share, for the total that an offer for the whole share capital came to (£39,000 in the same sentence);
£16,300, the cost of chimney repairs in a 1988 conservation report taken for the final cost of the 1874 works
buildings, less the architect's estimate; 181 years, from the purchase of a mill to the opening of a museum in
the works in 1990, for the opening of the works; and 1899, the first year of a chairman's span in an office
list, for the year of his birth, which no paper gives. Passes: 3/3 right at 0.7 or more, 11/15 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all four were worked on: a sum given for each one of many ("shares of £1 each") is no whole
sum; a work a clause opens on with no article ("Chimney repairs completed ... at a cost of") is what its sum
paid for; a sentence opening on another noun ("Museum opened 16 May 1990") does not date the opening of a
named works; and a question asking a year of birth needs a text that tells of a birth or gives life dates. All
four abstain. The three sets score 11, 11 and 10, with no confident wrong answer.

``heldout250`` (a brush works), ``heldout251`` (a pottery and its bottle kilns) and ``heldout252`` (a sawmill
and timber yard) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(927eab0) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout250 | 10/30 | 1 | 19 | 6/6 |
| heldout251 | 14/30 | 1 | 15 | 6/6 |
| heldout252 | 13/30 | 3 | 14 | 6/6 |

37/90 (41%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 10/39, chains 7/18, arithmetic 2/15). The five: "ten feet", cut from "one
hundred and ten feet", for the height a chimney was to be carried to; "Market Place", where an inn stands, for
the club room of the inn in which strikers met; "eighteen shillings" for a first wage the text gives as
"eighteen shillings a week", the rate left off; "20 feet", cut from "a total height of one hundred and twenty
feet", for how much a chimney was raised; and "57,750 ft" for a difference in cubic feet, the column's "(cu.
ft)" read as feet. Passes: 5/6 right at 0.7 or more, 14/18 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

After that run all five were worked on: hundreds written in words ("one hundred and ten feet") are read as one
number and answered in figures, and a change's size is checked in words as in figures; a where-answer that
only locates the place named before it ("in the club room of the Ferrier Arms in the Market Place") is no
answer, and a preposition opening a sentence ("Throughout the dispute") is no name; a sum in words keeps the
rate its text gives it ("eighteen shillings a week"); and a column named "(cu. ft)" measures in cubic feet,
which an answer matches written either way. Three are now right and two abstain. The three sets score 11, 14
and 15, with no confident wrong answer.

``heldout253`` (a dye works and its bleach fields), ``heldout254`` (a wire-drawing works) and ``heldout255``
(a printing-ink and varnish works) were written blind in the same way, 18 to 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (637b283) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout253 | 16/30 | 1 | 13 | 5/6 |
| heldout254 | 10/30 | 4 | 16 | 5/6 |
| heldout255 | 10/30 | 1 | 19 | 6/6 |

36/90 (40%) correct, 6 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 12/39, chains 5/18, arithmetic 3/15). The six: "11", read from "shortly after
eleven o'clock", for the hands employed at the time of a fire, which no paper gives; "£90,000", what the
capital was increased to in 1926, for the capital at incorporation (£60,000, the figure it was increased
from); "Sallowford Wire Company" for the inn in which strikers met; "Ashcombe & Dunstall", the firm a drawing
shed was built for, for its builders; "Mr Edwin Carrow", the architect of the Long Shop, for the architect of
the Long Mill, which no paper names; and "4", from "four and five generations", for the people a works
employed. Passes: 7/8 right at 0.7 or more, 13/18 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

After that run all six were worked on: a count in words may be a time of day ("shortly after eleven o'clock");
a figure a text says a thing was changed to ("increased from £60,000 to £90,000") is not what it was at first;
a "which inn" answer is never a company; whom a shed was built for did not build it; an architect a sentence
gives for one named building ("to build the Long Shop to the designs of") did not design another; and a count
that is the first of a pair ("four and five generations") is no count of its own. All six abstain. The three
sets score 17, 11 and 10, with no confident wrong answer.

``heldout256`` (a tin-plate works), ``heldout257`` (a bobbin mill) and ``heldout258`` (a cider and perry
works) were written blind in the same way, 18 to 20 documents and 30 questions each (18 unanswerable; of the
72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (3405fc2) and run once on
that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout256 | 14/30 | 0 | 16 | 6/6 |
| heldout257 | 11/30 | 1 | 18 | 6/6 |
| heldout258 | 11/30 | 2 | 17 | 6/6 |

36/90 (40%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 12/39, chains 4/18, arithmetic 2/15). The three: "Charles Pellender",
chairman until 1889 by the list of chairmen, for the man who managed the works in 1889, the year the business
became a limited company (John Ashby Venn, manager from 1881 to 1904); "Harcombe Brothers Ltd", the buyer, for
the cash it offered; and 37 years, from a fire in 1852 to the incorporation of 1889 read as the founding
(1763) that the same sentence dates first. Passes: 6/7 right at 0.7 or more, 12/14 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

After that run all three were worked on: a holder asked by "Which man" is checked as one asked by "Who", and a
span ending in the asked year does not say who held the post that year; "What consideration" asks a sum; and a
sentence giving one subject several dated predicates dates the asked one by the first year after its own word,
not by a later predicate's. All three abstain. The three sets score 14, 11 and 11, with no confident wrong
answer.

``heldout259`` (an organ-building works), ``heldout260`` (a saddlery and harness works) and ``heldout261`` (a
clog and wooden-sole works) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(4202c4f) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout259 | 10/30 | 0 | 20 | 6/6 |
| heldout260 | 11/30 | 2 | 17 | 6/6 |
| heldout261 | 11/30 | 2 | 17 | 6/6 |

32/90 (36%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 8/39, chains 2/18, arithmetic 4/15). The four: 1823, the year a history of
1913 gives for Edwin Roscoe's admission to partnership, which a letter of 1914 corrects to 1821 from the deed
itself; "Mr Silas Marwood", the architect, for the other building he designed (the Corn Exchange), read from
the question's own second hop; "120 feet", the chimney's height as often described, for the 110 feet of the
measurement its sentence sets against it; and "North Shed", a shed the same sentence says was demolished, for
the name the flats were given (Alder Court, written in bold). Passes: 2/3 right at 0.7 or more, 12/15 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's. After that run all four were worked on: a letter that says another paper "gives the year as" one year
and then gives another disputes the first, even across a passage break; a name the question itself gives (a
hop's own answer) is no answer to it, nor is a person named with a title a building; a figure its sentence
says others give ("described ... as being", "said to be") is no answer when the sentence sets its own figure
of that unit against it; and a name set in bold after a naming phrase is the name the sentence gives. Three
abstain and the flats' name is now answered right. The three sets score 10, 11 and 12, with no confident wrong
answer.

``heldout262`` (a printing-type foundry), ``heldout263`` (a wagon and cart works) and ``heldout264`` (a coir
mat and matting works) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(3a5a79c) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout262 | 12/30 | 3 | 15 | 6/6 |
| heldout263 | 11/30 | 0 | 19 | 6/6 |
| heldout264 | 12/30 | 2 | 16 | 5/6 |

35/90 (39%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 8/39, chains 5/18, arithmetic 5/15). The five: "Market Hill, Hallowick",
where the inn stands, for the place of the directors' first meeting (the Pelican Inn, Market Hill), through a
first hop that asked who the directors were and read "Pelican Inn"; £1,565, the net profit for 1893 that a
note says the printed report gave "owing to a clerical error", for the £1,655 of the table; "Arthur Quennell"
for "Colonel Arthur Quennell", the list's "Col. Arthur Quennell" without his rank, which the scoring counts
wrong; 1784, the year a centenary history gives for Josiah Pennock's rope walk, which the catalogue corrects
to 1781 from the lease; and "Mr Alfred Pennock", a grandson named in the obituary, for the name of Samuel
Pennock's widow, which no paper gives. Passes: 5/7 right at 0.7 or more, 13/16 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run both were worked on: the man who laid several tenders before a meeting is not the one whose
tender was accepted; and a year a sentence writes after an earlier predicate ("begun in 1851") does not date
the asked one when that has its own year after its own word ("and opened in 1853"). Both abstain. A year
followed by a comma is now found in its sentence by the year-clause checks, which changed no answer. The three
sets score 11, 10 and 9, with no confident wrong answer.
After that run all five were worked on: an inn is no person a "who" hop asks for, and the meeting place is
read whole; a figure its sentence says was given "owing to a clerical error" is no answer (a figure followed
by a comma is now found in its sentence at all); a year a paper "states that" something happened in, before
another year is set against it, is disputed; a widow is no "Mr"; and a rank written short before a holder's
name in a list ("Col.") is kept with it and read as the rank. The meeting place and the chairman are now
answered right, and the other three abstain. The three sets score 14, 11 and 13, with no confident wrong
answer.

``heldout265`` (a gas-mantle and lamp works), ``heldout266`` (a straw-plait and hat works) and ``heldout267``
(a steam-crane and winch works) were written blind in the same way, 18 to 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(ff3b40f) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout265 | 11/30 | 0 | 19 | 6/6 |
| heldout266 | 10/30 | 1 | 19 | 6/6 |
| heldout267 | 9/30 | 1 | 20 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 6/39, chains 5/18, arithmetic 1/15). The two: "Mr Hurrell", who laid the
tenders before the meeting, for the builders whose tender was accepted (Brightwell & Lunn); and 42 years, from
1851, the year the Long Shop was begun, read as the year it was opened (1853), to its fire in 1893. Passes:
1/2 right at 0.7 or more, 11/12 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout268`` (a brass foundry and tap works), ``heldout269`` (a cricket-bat and sports-goods works) and
``heldout270`` (a fireclay and sanitary-pipe works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (61e8783) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout268 | 11/30 | 2 | 17 | 6/6 |
| heldout269 | 12/30 | 0 | 18 | 6/6 |
| heldout270 | 9/30 | 0 | 21 | 6/6 |

32/90 (36%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 11/39, chains 2/18, arithmetic 1/15). The two: "2 tons 7 cwt", the great
valve's weight "in the rough", for its weight "when finished" (2 tons 1 cwt), which the same sentence gives
next; and £2,066, the Long Shop's final cost less the tender accepted in 1912 for a boiler (£412), for its
excess over the tender accepted for the Long Shop (£183). Passes: 5/6 right at 0.7 or more, 9/10 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.
After that run all three were worked on: a figure in words that its clause gives as another dimension is no
answer to a width asked by its noun; and a year a paper is said to give ("gives 1782 as the date of", "gives
the year of the fire ... as 1848") is disputed, even when the passage ends with that sentence before the year
the text itself gives. All three abstain. The three sets score 10, 9 and 10, with no confident wrong answer.
After that run both were worked on: a measure its sentence gives of another state ("in the rough") is no
answer beside one of the asked state ("when finished"); and the second side of an excess that names a sum and
nothing it was for ("exceed the accepted tender") is the sum for the thing the first side's cost is of. Both
abstain. The three sets score 11, 12 and 9, with no confident wrong answer.

``heldout271`` (a leather-belting and strap works), ``heldout272`` (a seed-crushing and oil-cake mill) and
``heldout273`` (a barometer and scientific-instrument works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (243d35f) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout271 | 10/30 | 2 | 18 | 6/6 |
| heldout272 | 9/30 | 0 | 21 | 6/6 |
| heldout273 | 10/30 | 1 | 19 | 6/6 |

29/90 (32%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 8/39, chains 1/18, arithmetic 2/15). The three: "fourteen feet", the ground
storey's height, for the width within the walls that the same sentence gives first (thirty-six feet); 11
years, from 1848, the year a correction in the catalogue says a booklet wrongly gives for the fire (it was
1847), to 1859, the year the Long Store was built, read as the great chimney's completion (39 years); and
1782, the year "our older histories place" Mercury House in, which an archivist's note corrects to 1781 from
the building account. Passes: 3/5 right at 0.7 or more, 8/9 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

``heldout274`` (a hop garden and oast houses), ``heldout275`` (a canvas and tarpaulin works) and
``heldout276`` (a village smithy and wheelwright's shop) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (83ebadf) and run once on the commit after it (e5ec2d0), which added
the reading of accepted tenders written without their work, made knowing only earlier sets.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout274 | 8/30 | 1 | 21 | 6/6 |
| heldout275 | 10/30 | 2 | 18 | 6/6 |
| heldout276 | 11/30 | 1 | 18 | 6/6 |

29/90 (32%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 9/39, chains 0/18, arithmetic 2/15). The four: "Cowl", cut from "the Cowl
inn, High Street, Sallowden", for the place of the directors' first meeting; "Mr Abel Thewlis of Skelbrook", a
partner's name, for the capital he was to bring in (£2,400); "N. Crouch", the surveyor as a specification
names him, for "Nathaniel Crouch", which the scoring does not take for the same name; and 1963, the year the
company was wound up, from a sentence running "from its foundation to the winding up ... in 1963", for the
year the smithy was founded (1742). Passes: 5/5 right at 0.7 or more, 6/10 below. Their thresholds below are
these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout277`` (a flax scutching and linen mill), ``heldout278`` (a marble and monumental masonry works) and
``heldout279`` (a tinplate works) were written blind in the same way, 18 to 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(50d996b) and run once on the commit after it (a67abc8), after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout277 | 10/30 | 1 | 19 | 5/6 |
| heldout278 | 14/30 | 1 | 15 | 6/6 |
| heldout279 | 14/30 | 1 | 15 | 6/6 |

38/90 (42%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 21 right (single facts 10/39, chains 9/18, arithmetic 2/15). The three: 320, the power-looms a shed
was "to hold", for the horse power of its engine (an unanswerable question); "seven tons", cut from "seven
tons four hundredweight", for the weight of the biggest block an old worker saw; and Hexworth, a birthplace a
note says "rests on a confusion" with a cousin, for the founder's (Stallington). Passes: 7/8 right at 0.7 or
more, 14/16 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout280`` (a cider mill and orchard company), ``heldout281`` (a lock and key works) and ``heldout282``
(chair-making workshops and their timber yard) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (e36b2bb) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout280 | 8/30 | 1 | 21 | 6/6 |
| heldout281 | 10/30 | 1 | 19 | 6/6 |
| heldout282 | 10/30 | 2 | 18 | 6/6 |

28/90 (31%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 1/18, arithmetic 2/15). The four: "W. Pomeroy", cut from "Mr C.
W. Pomeroy", for the first Secretary (Charles Wyatt Pomeroy); 1839, the year a history gives for a works'
opening, which a catalogue note sets aside ("at Whitsun 1840, not in 1839"); "hundred feet", from an older
guidebook's "about a hundred feet long", for the length the same sentence says the surveyors measured (96
feet); and "Walter Hensey", the second chairman of that name, where the office list adds "(son of the first
chairman)" and the scoring wants him told from his father. Passes: 3/5 right at 0.7 or more, 7/9 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout283`` (a tin-glazed tile works), ``heldout284`` (a sawmill and timber merchants' yard) and
``heldout285`` (a gunsmith's and gun-barrel proof works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (749d1ef) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout283 | 14/30 | 1 | 15 | 5/6 |
| heldout284 | 11/30 | 2 | 17 | 6/6 |
| heldout285 | 12/30 | 0 | 18 | 6/6 |

37/90 (41%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 11/39, chains 5/18, arithmetic 4/15). The three: £2,000, the capital another
partner was to bring in, for the share of a partner the deed gives none (an unanswerable question);
"thirty-six feet", the width in "one hundred and eighty feet (180 ft) in length by thirty-six feet in width",
for the length; and "Baltic Inn", the inn itself, for where the inn stood (on the quay at Lenn Wharf). Passes:
6/7 right at 0.7 or more, 14/16 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout286`` (a fishing-net and netting factory), ``heldout287`` (a gelatine and glue works) and
``heldout288`` (a clog and wooden-sole factory) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (d3a6861) and run once on the commit after it (9e25ab9), which adds a reading of final accounts
written before any of these sets was run, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout286 | 10/30 | 3 | 17 | 6/6 |
| heldout287 | 12/30 | 0 | 18 | 6/6 |
| heldout288 | 10/30 | 1 | 19 | 6/6 |

32/90 (36%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 3/18, arithmetic 2/15). The four: "one thousand", the opening
words of a year written out in a lease ("one thousand seven hundred and sixty-eight"), for the yearly rent it
reserved; "130 feet", the length a later history gives, for the length "according to the lease itself" (130
yards); "April 1822", when a catalogue note says a building was begun, for the year the same note says it was
completed (1823); and "15,760 dozen", the right figure, where the scoring wants "15,760 dozen pairs". Passes:
4/6 right at 0.7 or more, 10/12 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout289`` (a turret-clock and watchmaking works), ``heldout290`` (a parchment and vellum works) and
``heldout291`` (a whip and riding-crop works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (09e0c93) and run on the commit after it (9e25ab9), the same as the round before, with no
change made knowing either round. heldout289 and heldout290 had first run, by mistake, in the check of that
commit's reading over every set, on its uncommitted files; the commit's run gave the same answers, confidences
and scores.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout289 | 11/30 | 2 | 17 | 6/6 |
| heldout290 | 12/30 | 1 | 17 | 6/6 |
| heldout291 | 13/30 | 1 | 16 | 5/6 |

36/90 (40%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 12/39, chains 4/18, arithmetic 3/15). The four: 1939, the year a war turned
the works to fuzes, for the year the making of watches was given up (1927); "2 tons 3 cwt", the weight of the
hour bell read through a first hop that answered "Messrs" for the clock a firm tendered for, where the scoring
wants "2 tons 3 cwt 1 qr"; "28th May 1846", the day the tenders for rebuilding a loft were opened, for the day
the rebuilt loft was opened (2 October 1847); and 1766, the birth year of the younger of two men of one name,
for the elder's, which no paper gives (an unanswerable question). Passes: 2/3 right at 0.7 or more, 17/20
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout292`` (a pin and safety-pin works), ``heldout293`` (a blacking and boot-polish works) and
``heldout294`` (a tallow chandlery and rendering works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (9e67528) and run once on the commit after it (29727a6), which holds the work on the
two previous rounds' wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout292 | 13/30 | 0 | 17 | 6/6 |
| heldout293 | 11/30 | 0 | 19 | 6/6 |
| heldout294 | 8/30 | 1 | 21 | 6/6 |

32/90 (36%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 3/18, arithmetic 2/15). The one: 130 tons, from 171 tons, which
a note under the table gives as the part of 1890's tallow rendered at one of the two premises, for the whole
year's 482, and taken from the larger figure of 1888 although the question asks how many more 1890 made.
Passes: 6/6 right at 0.7 or more, 8/9 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout295`` (an electroplating and silversmiths' works), ``heldout296`` (a gold-leaf beaters' workshop) and
``heldout297`` (a tin-toy and mechanical-toy factory) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (c00e4e0) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout295 | 11/30 | 0 | 19 | 6/6 |
| heldout296 | 11/30 | 1 | 18 | 6/6 |
| heldout297 | 8/30 | 1 | 21 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 7/39, chains 2/18, arithmetic 3/15). The two: 14 August 1823, the day a
guidebook says the building was first opened, for the opening of the arts centre it became (1979); and
"1770s", the decade a newspaper gives for a business's beginning, for the year a question asks (1768). Passes:
5/5 right at 0.7 or more, 7/9 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout298`` (a ship's block and pump makers' yard), ``heldout299`` (a shoe-last and hat-block works) and
``heldout300`` (a sheep-shearing and horse-clipping machine works) were written blind in the same way, 18 to
20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (ab352c0) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout298 | 7/30 | 2 | 21 | 5/6 |
| heldout299 | 11/30 | 1 | 18 | 6/6 |
| heldout300 | 8/30 | 3 | 19 | 5/6 |

26/90 (29%) correct, 6 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 4/39, chains 4/18, arithmetic 2/15). The six: "One", the first word of "One
thousand eight hundred pounds", one partner's capital, for the two partners' total (£3,000); 1812, the birth
year a note gives "the elder" of two men named Thomas Gorrell, for the birth year of Josiah Fennick the elder,
which no paper gives (an unanswerable question); "24", the right figure, where the scoring wants "24 nominal
horse power"; "two", the machines a note says were passed after the count, for all passed in the year (66);
157 years, from 1928, the year of a machine shown in a museum, read as the opening of a works (108 years); and
"212 people", the hands employed in 1950, for a machine's patent number, which no paper gives (an unanswerable
question). Passes: 2/4 right at 0.7 or more, 8/12 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

``heldout301`` (a steam bakery and flour confectionery works), ``heldout302`` (a scale and weighing-machine
works) and ``heldout303`` (a fire-engine builders' works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (a1c92cb) and run once on the commit after it (dc5f58d), which holds the
work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout301 | 8/30 | 1 | 21 | 6/6 |
| heldout302 | 12/30 | 0 | 18 | 6/6 |
| heldout303 | 7/30 | 2 | 21 | 6/6 |

27/90 (30%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 6/39, chains 1/18, arithmetic 2/15). The three: "H. S. Pellow", who signed a
year's minutes as vice-chairman, for the chairman of that year (Ezra Dunstan); "2", the number a lease
abstract gives its second party, for the frontage of the ground leased (42 yards); and "Six pounds ten
shillings", the right sum written out, where the scoring wants "£6 10s", which the same line gives in
brackets. Passes: 2/2 right at 0.7 or more, 7/10 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.

``heldout304`` (a chocolate and cocoa works), ``heldout305`` (a feather-bed and bedding works) and
``heldout306`` (a boiler-making and gasholder works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (2c54e66) and run once on the commit after it (8cc5334), which holds the work on the
previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout304 | 7/30 | 1 | 22 | 6/6 |
| heldout305 | 10/30 | 2 | 18 | 6/6 |
| heldout306 | 12/30 | 2 | 16 | 6/6 |

29/90 (32%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 6/39, chains 3/18, arithmetic 2/15). The five: "four shillings and sixpence",
the right wage written out, where the scoring wants "4s. 6d."; "Hurrell", the right man without the rank the
question names, where the scoring wants "Police-constable Hurrell"; "A. T. Cobbald", who signed one year's
minutes as chairman, read without the question's first hop (the year of a fire) for the chairman of that year
(Arthur James Cobbald); "Plate", the first word of a note under a table ("Plate worked is given in tons"), for
the nickname of the works hooter; and "thirty-one", a manager's years in the company's service in his letter
of retirement, for the men employed in the year he retired (615). Passes: 2/3 right at 0.7 or more, 9/13
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout307`` (a mill-furnishing and millstone-dressing works), ``heldout308`` (a terracotta and
architectural-faience works) and ``heldout309`` (a rag-flock and shoddy mill) were written blind in the same
way, 18 to 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18
two-hop, 15 arithmetic), committed before any run (dc12e6d) and run once on that commit, after the work on the
previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout307 | 8/30 | 3 | 19 | 6/6 |
| heldout308 | 14/30 | 1 | 15 | 6/6 |
| heldout309 | 15/30 | 1 | 14 | 6/6 |

37/90 (41%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 12/39, chains 2/18, arithmetic 5/15). The five: "Grindstone Row", the street
of the inn where a club met, for where it met (the Grindstone inn, Grindstone Row), although the same note
warns against confusing the two; "hundred men", cut from "well over a hundred men", for the men employed in
the year the business became a company (112); 114 years, counted from 1848, the year a workmen's club was
founded, read as the founding of the works (178 years); "1,100", the right length without the "yds." written
after it, where the scoring wants "1,100 yards"; and "Dewsfold", the town of a machine maker, for the maker
(Ezra Marsden). Passes: 5/7 right at 0.7 or more, 14/17 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

``heldout310`` (a wool-combing and worsted-spinning mill), ``heldout311`` (a rubber and waterproof-clothing
works) and ``heldout312`` (a stained-glass and church-furnishing works) were written blind in the same way, 18
to 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (6707815) and run once on the commit after it (a1dd397), which holds the
work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout310 | 9/30 | 2 | 19 | 6/6 |
| heldout311 | 12/30 | 1 | 17 | 6/6 |
| heldout312 | 12/30 | 0 | 18 | 6/6 |

33/90 (37%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 10/39, chains 3/18, arithmetic 2/15). The three: "200 feet", a later
history's round "two hundred feet high", for the chimney's height when completed (186 feet); "40 inches", the
diameter of an engine's cylinder, for the diameter of its flywheel, which the same sentence gives (24 feet);
and "Thomas Venn", a row of an office list under the senior partners, for the works manager of the year, whom
the same list gives under its own heading (Joseph Pask). Passes: 7/8 right at 0.7 or more, 8/10 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout313`` (a sack-making and jute-bag works), ``heldout314`` (a mangle and washing-machine works) and
``heldout315`` (a cricket-ground roller and lawn-mower works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (d996729) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout313 | 13/30 | 0 | 17 | 6/6 |
| heldout314 | 12/30 | 0 | 18 | 6/6 |
| heldout315 | 11/30 | 0 | 19 | 6/6 |

36/90 (40%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 12/39, chains 3/18, arithmetic 3/15). No answer passed was wrong. Passes: 4/4
right at 0.7 or more, 14/14 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout316`` (a trunk and travelling-bag works), ``heldout317`` (a bottled-sauce and relish works) and
``heldout318`` (a fishing-rod and tackle works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (4ef8526) and run once on that commit; the round before had no wrong answer to work on.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout316 | 12/30 | 0 | 18 | 6/6 |
| heldout317 | 8/30 | 3 | 19 | 5/6 |
| heldout318 | 15/30 | 0 | 15 | 6/6 |

35/90 (39%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 11/39, chains 4/18, arithmetic 3/15). The three: "Harnham Cross", where a man
himself was born, for the birthplace of his father-in-law (Dunsford); "Special Meeting of the Board of
Directors", the heading of a year's minutes, for the director in charge of the works, read in a year a
newspaper gives for the owners' purchase, not for their announcing the closure; and £5,981, what a new hall
cost, for the fee its architect was paid, which no paper gives (an unanswerable question). Passes: 4/4 right
at 0.7 or more, 14/17 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout319`` (a billiard-table and cue works), ``heldout320`` (a pewter and britannia-metal works) and
``heldout321`` (a firework and signal-rocket works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run of the fixture's own (be28fc1) and run once on that commit, after the work on the
previous round's wrong answers. They had first run, by mistake, in the check over every set of the commit
before it (7acf92c), on the same code uncommitted; nothing changed between the two runs, and the commit's run
gave the same answers, confidences and scores.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout319 | 11/30 | 0 | 19 | 6/6 |
| heldout320 | 10/30 | 2 | 18 | 5/6 |
| heldout321 | 12/30 | 0 | 18 | 6/6 |

33/90 (37%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 10/39, chains 4/18, arithmetic 2/15). The two: "£4,000", the round sum a
history gives, for the price Hesketh Garrow paid for the business, which the same sentence corrects from the
conveyance (£3,750); and "£600", a gift towards an institute charged in the accounts, for the whole cost of
building it, which the same sentence says was met privately and is not given. Passes: 5/6 right at 0.7 or
more, 11/12 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout322`` (a thimble and sewing-notions works), ``heldout323`` (a file-cutting and rasp works) and
``heldout324`` (a spade, shovel and scythe works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (696f9b6) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout322 | 10/30 | 3 | 17 | 6/6 |
| heldout323 | 12/30 | 0 | 18 | 6/6 |
| heldout324 | 9/30 | 2 | 19 | 6/6 |

31/90 (34%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 10/39, chains 1/18, arithmetic 2/15). The five: "Tenter Street", a street the
guidebook says is not to be confused with the inn, for where the Tenter Inn stands (Market Place, in the same
sentence); "Hawsley", the town where an architect practised, for his birthplace (a native of Quenstock, the
same sentence says); "22 years", from the year a lease merged in a purchase (1834) to the month a building
account was closed (1856), for the years from the lease of the Old Forge to the closing of the works (206
years); and two right in substance that the scoring does not match: "four shillings and sixpence a week" for
"4s 6d (four shillings and sixpence)", and "6,545 dozens" for "6,545 dozen". Passes: 4/4 right at 0.7 or more,
9/14 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

``heldout325`` (a paint and colour works), ``heldout326`` (a looking-glass and picture-frame works) and
``heldout327`` (a kitchen-range and stove foundry) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (f68c3ca) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout325 | 9/30 | 0 | 21 | 6/6 |
| heldout326 | 12/30 | 1 | 17 | 6/6 |
| heldout327 | 10/30 | 1 | 19 | 6/6 |

31/90 (34%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 2/18, arithmetic 4/15). The two: "1961", the year alone of a
report telling the works closed that afternoon, for the date they closed, which the report's own date gives
(29 September 1961); and "Sir Ralph Denholme", the master a letter names the steward as serving, for the
steward it was written to (Mr Cobley). Passes: 2/3 right at 0.7 or more, 11/12 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout328`` (a terracotta and architectural-faience works), ``heldout329`` (a canal barge-building yard)
and ``heldout330`` (a sealing-wax and envelope works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (ff82191) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout328 | 15/30 | 0 | 15 | 6/6 |
| heldout329 | 13/30 | 0 | 17 | 6/6 |
| heldout330 | 10/30 | 1 | 19 | 6/6 |

38/90 (42%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 13/39, chains 2/18, arithmetic 5/15). The one: "DEATH OF MR HENRY ORPWOOD",
the heading of his obituary, for where he was buried (St Aldhelm's churchyard, Sallowby). Passes: 6/6 right at
0.7 or more, 14/15 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

``heldout331`` (a harmonium and reed-organ works), ``heldout332`` (a tent and marquee works) and
``heldout333`` (a spectacle and optical-lens works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (bd33512) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout331 | 11/30 | 1 | 18 | 6/6 |
| heldout332 | 10/30 | 0 | 20 | 6/6 |
| heldout333 | 12/30 | 0 | 18 | 6/6 |

33/90 (37%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 7/39, chains 5/18, arithmetic 3/15). The one: "148", the number of hands on
the books that week, for the weekly rate of a tuner, which the row of tuners in the same wage book gives
(32s.). Passes: 2/2 right at 0.7 or more, 13/14 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.

``heldout334`` (a bone-china and porcelain works), ``heldout335`` (a brass-valve and gunmetal-fittings works)
and ``heldout336`` (a concertina and accordion works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (6485391) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout334 | 11/30 | 1 | 18 | 6/6 |
| heldout335 | 13/30 | 1 | 16 | 6/6 |
| heldout336 | 8/30 | 2 | 20 | 6/6 |

32/90 (36%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 11/39, chains 2/18, arithmetic 1/15). The four: "29 years", from the year of
a report that corrected a count of hands (1886), for the years from a fire to the business being made a
limited company (14 years); "1853", the year a company history gives, which the catalogue entry it stands in
introduces as a correction, for the year the shop actually opened (1854); and two that name the right thing
short of what the scoring wants: "Bellows inn" for "The Bellows inn, Quay Street", and "Mr Linsey" for "Arthur
Linsey". Passes: 6/8 right at 0.7 or more, 8/10 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.

``heldout337`` (an ice works and cold store), ``heldout338`` (a scent and perfume distillery) and
``heldout339`` (a venetian-blind and shutter works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (71f3c2d) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout337 | 10/30 | 1 | 19 | 6/6 |
| heldout338 | 15/30 | 4 | 11 | 6/6 |
| heldout339 | 10/30 | 2 | 18 | 6/6 |

35/90 (39%) correct, 7 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 5/18, arithmetic 2/15). The seven: "Harbour Cold Store had its
own superintendent", a note under an office list, for the works manager of the year the store opened (George
Mabb); "96 ft", the height a guidebook gives the chimney as built, for the height the 1837 specification set
(32 yards); "seven feet", the depth a specification set, for the depth the tank was actually dug (9 feet);
"eleven", the hour of a ceremony, for a woman's maiden name (Dunnage); "163 years", from the year the
founder's term closed (1798), for the years from the founding (1764) to the closure (197 years); "Second World
War", an event, for a chairman (Roland Tebbutt); and one right in substance that the scoring does not match:
"nine shillings a week" for "nine shillings (9s.) a week". Passes: 5/8 right at 0.7 or more, 12/16 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout340`` (an ice-skate and sledge works), ``heldout341`` (a catgut and musical-string works) and
``heldout342`` (a weighing-machine and scale works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (7360578) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout340 | 13/30 | 1 | 16 | 6/6 |
| heldout341 | 12/30 | 1 | 17 | 5/6 |
| heldout342 | 12/30 | 0 | 18 | 6/6 |

37/90 (41%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 11/39, chains 4/18, arithmetic 5/15). The two: "8,460 pairs", an earlier
return's figure, which the next sentence calls a clerical transposition, for the season's output (8,640); and
"1862", the first year of a manager's term in an office list, for the year he married, which no paper gives.
Passes: 6/7 right at 0.7 or more, 14/15 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout343`` (a printing-press and bookbinding-machinery works), ``heldout344`` (a coffin-furniture and
undertakers' supply works) and ``heldout345`` (a horsehair mattress and upholstery works) were written blind
in the same way, 18 to 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single
facts, 18 two-hop, 15 arithmetic), committed before any run (b79b558) and run once on that commit, after the
work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout343 | 10/30 | 1 | 19 | 6/6 |
| heldout344 | 12/30 | 1 | 17 | 6/6 |
| heldout345 | 13/30 | 0 | 17 | 6/6 |

35/90 (39%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 3/18, arithmetic 4/15). The two: "Quoin Street Works", a
building a note says the architect did not design, read from "before he was born into the profession", for
where he was born (Lydcombe); and "eighteen feet", the height to the roof trusses, for the width the
specification gives in the same sentence (40 feet). Passes: 6/6 right at 0.7 or more, 11/13 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout346`` (a basket and wicker-furniture works), ``heldout347`` (a perambulator and bath-chair works) and
``heldout348`` (a rocking-horse and doll works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (1b7881e) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout346 | 11/30 | 0 | 19 | 6/6 |
| heldout347 | 8/30 | 0 | 22 | 6/6 |
| heldout348 | 12/30 | 3 | 15 | 5/6 |

31/90 (34%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 3/18, arithmetic 2/15). The three: "Grey Horse Lane", the street
of the firm a medal went to, for the man who carved the rocking horse (William Dunstan); "4 feet", the width
of a chimney at its top, for the height the same sentence gives (70 feet); and "1831", the year the obituary's
subject was born, for the birth of his uncle the same sentence names, which no paper gives. Passes: 5/6 right
at 0.7 or more, 9/11 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout349`` (a sieve and wire-riddle works), ``heldout350`` (a fire-grate and fender foundry) and
``heldout351`` (a ladder, wheelbarrow and dairy-churn works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (9c2d8af) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout349 | 14/30 | 1 | 15 | 5/6 |
| heldout350 | 12/30 | 0 | 18 | 6/6 |
| heldout351 | 14/30 | 1 | 15 | 6/6 |

40/90 (44%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 23 right (single facts 17/39, chains 3/18, arithmetic 3/15). The two: "2", read from the "Two
Centuries" of a headline, for the number the works employed on the day it closed, which no paper gives; and
"62 yards", the right length in the brackets after "186 feet", which the scoring does not match to "186 feet".
Passes: 8/8 right at 0.7 or more, 15/17 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout352`` (a flag, banner and regalia works), ``heldout353`` (an enamel-sign and badge works) and
``heldout354`` (a rubber-stamp and brass-stencil works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (fcc8084) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout352 | 10/30 | 0 | 20 | 6/6 |
| heldout353 | 12/30 | 0 | 18 | 6/6 |
| heldout354 | 14/30 | 1 | 15 | 6/6 |

36/90 (40%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 11/39, chains 3/18, arithmetic 4/15). The one: "Joseph Crake", the right
contractor cut from his firm's name in the row of tenders, for "Joseph Crake & Son". Passes: 3/4 right at 0.7
or more, 15/15 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout355`` (a globe and map-mounting works), ``heldout356`` (a drum and brass-band instrument works) and
``heldout357`` (a whistle and bugle works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (c96dfa6) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout355 | 10/30 | 2 | 18 | 6/6 |
| heldout356 | 9/30 | 0 | 21 | 6/6 |
| heldout357 | 12/30 | 1 | 17 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 8/39, chains 3/18, arithmetic 2/15). The three: "eight feet", a history's
"some eight feet across", for the globe's diameter, which a guidebook says is often given wrongly (7 feet);
"Mr Henry Rudd", the architect whose specification the tenders were for, for the firm whose tender was
accepted (John Ormesher & Co.); and "70 feet", a guidebook's "some 70 feet high", for the tower's height,
which an old worker's recollections say was measured at sixty-four. Passes: 1/2 right at 0.7 or more, 12/14
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout358`` (a linseed-oil and oilcake mill), ``heldout359`` (a hurdle and wooden-fencing works) and
``heldout360`` (a chalk-whiting and putty works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (ed10cd5) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout358 | 11/30 | 1 | 18 | 6/6 |
| heldout359 | 12/30 | 2 | 16 | 6/6 |
| heldout360 | 10/30 | 3 | 17 | 5/6 |

33/90 (37%) correct, 6 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 10/39, chains 4/18, arithmetic 2/15). The six: "A. Coultas", the right
chairman by his initial, short of "Arthur Coultas"; "43 metres", the length in brackets after "140 feet", for
a question asking no unit; "105 years", from the closing of a rebuilding account (1873), for the years from
the lease to the closing of the works (199 years); "1771", a founding year the same sentence calls an error,
for the founding (1768), and "191 years" from it; and "1847", the birth of the obituary's John Henry Venn, for
Thomas Henry Venn's, which no paper gives. Passes: 6/7 right at 0.7 or more, 10/15 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout361`` (a copper-kettle and cooking-pot works), ``heldout362`` (a weaving-shuttle and loom-picker
works) and ``heldout363`` (a steel pen-nib works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (10d5f4d) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout361 | 10/30 | 0 | 20 | 6/6 |
| heldout362 | 13/30 | 0 | 17 | 6/6 |
| heldout363 | 12/30 | 0 | 18 | 6/6 |

35/90 (39%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 5/18, arithmetic 2/15). It passed no wrong answer. Passes: 3/3
right at 0.7 or more, 14/14 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout364`` (a gas-meter works), ``heldout365`` (a saw and edge-tool works) and ``heldout366`` (a corset
and stay works) were written blind in the same way, 18 to 20 documents and 30 questions each (18 unanswerable;
of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run (8016d9b) and run
once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout364 | 12/30 | 0 | 18 | 6/6 |
| heldout365 | 12/30 | 0 | 18 | 6/6 |
| heldout366 | 13/30 | 1 | 16 | 5/6 |

37/90 (41%) correct, 1 confident wrong answer, 17/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 11/39, chains 3/18, arithmetic 6/15). The one: "2", the men of the works a
roll of honour of 1916 reports fallen, for the hands employed that year, which no paper gives. Passes: 5/5
right at 0.7 or more, 15/16 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout367`` (a fish-canning works), ``heldout368`` (a scissors and shears works) and ``heldout369`` (a
portland-cement works) were written blind in the same way, 18 to 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(3d16f2c) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout367 | 10/30 | 2 | 18 | 5/6 |
| heldout368 | 12/30 | 1 | 17 | 5/6 |
| heldout369 | 12/30 | 2 | 16 | 6/6 |

34/90 (38%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 9/39, chains 3/18, arithmetic 6/15). The five: "Quintrell", the surname of
the lady who laid the foundation stone, short of "Mrs Quintrell"; "eight shillings", the packers' wage before
the strike, through "Quay Street" read as the settlement that ended it, where the settlement's wage is given
nowhere; "9 works", the hour "past nine" of a diary, through "March" for the 1852 fire, where no paper gives
the hands employed then; "Nathaniel Ruddle junior", the right chairman, short of "Nathaniel Ruddle the younger
(junior)"; and "Cold Harbour Pit", the old name of the flooded pit, for what it is now called ("Coldharbour
Water"). Passes: 9/9 right at 0.7 or more, 9/14 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.

``heldout370`` (a spoon and fork works), ``heldout371`` (a nut, bolt and rivet works) and ``heldout372`` (a
bellows and forge-equipment works) were written blind in the same way, 18 to 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (098f4a0) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout370 | 10/30 | 1 | 19 | 6/6 |
| heldout371 | 12/30 | 0 | 18 | 6/6 |
| heldout372 | 9/30 | 2 | 19 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 9/39, chains 2/18, arithmetic 2/15). The three: "Lancashire", the boilers
named beside the engine, for its indicated horse-power (180); "Anvil House", the right house, short of "Anvil
House, Bellows Street"; and "Ambrose Quenby", the right chairman by the list of chairmen, short of "Ambrose
Quenby (the elder)". Passes: 5/6 right at 0.7 or more, 8/10 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

``heldout373`` (a hurricane-lantern and lamp works), ``heldout374`` (a toffee and boiled-sweet works) and
``heldout375`` (a pickle and sauce works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (0175675) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout373 | 11/30 | 0 | 19 | 6/6 |
| heldout374 | 9/30 | 0 | 21 | 6/6 |
| heldout375 | 13/30 | 0 | 17 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 6/39, chains 5/18, arithmetic 4/15). It passed no wrong answer. Passes: 4/4
right at 0.7 or more, 11/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout376`` (a cheese-press and dairy-utensil works), ``heldout377`` (a chess-set and turned-ivory works)
and ``heldout378`` (a wire-netting and fencing-wire works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (8e8321f) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout376 | 16/30 | 1 | 13 | 6/6 |
| heldout377 | 11/30 | 0 | 19 | 6/6 |
| heldout378 | 10/30 | 2 | 18 | 6/6 |

37/90 (41%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 11/39, chains 3/18, arithmetic 5/15). The three: "Borough Council", the buyer
as the catalogue calls it, short of "Kessingford Borough Council"; "1878", the year a booklet gives for the
Galvanising Shop, which the letter quoting it corrects to 1879, for the year it was "actually" built; and
"Mayor of Hollinbrook", the office of the one who opened the Craft Centre, for her name ("Councillor Mrs Joan
Piercy"). Passes: 5/7 right at 0.7 or more, 14/15 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

``heldout379`` (an oakum and tarred-yarn works), ``heldout380`` (a carriage-spring and screw works) and
``heldout381`` (a yeast and malt-extract works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (0c6178d) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout379 | 11/30 | 1 | 18 | 6/6 |
| heldout380 | 11/30 | 1 | 18 | 6/6 |
| heldout381 | 12/30 | 3 | 15 | 6/6 |

34/90 (38%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 9/39, chains 5/18, arithmetic 2/15). The five: "S. Trask", who signed the
minutes of 1865, through a chain that read "the works closed for the last time" as asking which works, for the
chairman at the closing (Donald Kerrow); "Hollybush inn, Market Place", the right inn, written otherwise than
"the Hollybush (Market Place)"; "Amos Kerridge", short of "Amos Kerridge the elder"; "1971", the year of a
closing whose day its sentence gives ("Saturday, 26 June") under a dateline of 1971; and "£2,265", from the
estimate for another building (the Yeast House of 1883), for the excess of the Extract House's final account
over its own estimate (£575). Passes: 3/6 right at 0.7 or more, 13/15 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout382`` (a kite and toy-balloon works), ``heldout383`` (a soda-water siphon and bottling works) and
``heldout384`` (a tortoiseshell and hair-comb works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (30a32bf) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout382 | 9/30 | 2 | 19 | 5/6 |
| heldout383 | 12/30 | 1 | 17 | 5/6 |
| heldout384 | 9/30 | 2 | 19 | 5/6 |

30/90 (33%) correct, 5 confident wrong answers, 15/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 8/39, chains 3/18, arithmetic 4/15). The five: "given notice accordingly",
words of the resolution that fixed the day, for the last working day (Friday, 27 June 1958); "1876", the year
closing a life's span in a heading the sentence split cut off, for a birth no paper gives; "7", the hands a
firm employed when its manager came, through a works read as the one "it" named, for those employed at the
closing, which no paper gives; "30 feet", the height of spalled brickwork on a chimney, for the chimney's true
height (126 feet); and "1748", the first year of the elder Josiah Pask's years as proprietor, for the
younger's birth, which no paper gives. Passes: 6/8 right at 0.7 or more, 9/12 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout385`` (a cricket-ball and leather-goods works), ``heldout386`` (an electric-fan and small-motor
works) and ``heldout387`` (a boot-lace and braid works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (6acb5f9) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout385 | 11/30 | 3 | 16 | 6/6 |
| heldout386 | 11/30 | 1 | 18 | 6/6 |
| heldout387 | 11/30 | 1 | 18 | 6/6 |

33/90 (37%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 11/39, chains 1/18, arithmetic 3/15). The five: "120 ft", a guidebook's "said
to be 120 ft high", for the chimney's height (96 feet), at confidence 1.0; "3,875 balls", the right figure
with the wrong unit for a column of dozens; "first printed", words of a note that gives the corrected turnover
(£36,405), for the turnover; "6,455", from the first column of a table, for the rise in its yearly total
(8,295); and "Thomas Gedge", short of "Thomas Gedge the elder". Passes: 7/9 right at 0.7 or more, 8/11 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout388`` (a fishing-reel and tackle-box works), ``heldout389`` (a tin-canister and tea-caddy works) and
``heldout390`` (a horse-collar and harness-fittings works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (a249455) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout388 | 10/30 | 4 | 16 | 6/6 |
| heldout389 | 11/30 | 0 | 19 | 6/6 |
| heldout390 | 12/30 | 1 | 17 | 6/6 |

33/90 (37%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 8/39, chains 5/18, arithmetic 2/15). The five: "Anchor Street", the street of
the inn's name, for the inn where the dinner was held (the Anchor Inn, Market Place); "1958", the year of a
closing whose day its sentence gives (28 February); "John Thirlby", short of "John Thirlby the elder"; "172
years", from a founding year of 1786, for the 174 years the expected founding gives; and "Harrow Street", the
street of the works, for the place the last manager came from (Marrowfield). Passes: 6/8 right at 0.7 or more,
9/12 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

``heldout391`` (a gas-cooker and meter-stove works), ``heldout392`` (a wooden-toy and jigsaw-puzzle works) and
``heldout393`` (a lace-bobbin and spindle works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (2d73b03) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout391 | 10/30 | 2 | 18 | 6/6 |
| heldout392 | 11/30 | 0 | 19 | 6/6 |
| heldout393 | 11/30 | 1 | 18 | 6/6 |

32/90 (36%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 9/39, chains 2/18, arithmetic 3/15). The three: "1971", the year of a last
despatch whose day its sentence gives (30 September); "dozen", the word after a piece-rate, for the rate
itself ("3s. 9d. the dozen"); and "Thomas Pask", short of "Thomas Pask (the elder)". Passes: 4/5 right at 0.7
or more, 10/12 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout394`` (a glass-bottle and jar works), ``heldout395`` (an iron-bedstead and wire-mattress works) and
``heldout396`` (a linen-thread and sewing-cotton mill) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (f442175) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout394 | 14/30 | 0 | 16 | 6/6 |
| heldout395 | 10/30 | 2 | 18 | 6/6 |
| heldout396 | 14/30 | 3 | 13 | 6/6 |

38/90 (42%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 12/39, chains 4/18, arithmetic 4/15). The five: "Messrs Gantry & Sons", short
of the town the key adds ("of Ludworth"); "2,417", a patent's number without the year the key gives with it;
"fourteen", an engine's horse-power without its unit; "180 feet", a chimney's height read from a sentence
saying the chimney is not 180 feet high; and "70 years", counted to the end of a strike in 1907 read as the
closing of the mill. Passes: 6/8 right at 0.7 or more, 14/17 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

``heldout397`` (a horseshoe and farriers'-nail works), ``heldout398`` (a coir-matting and doormat works) and
``heldout399`` (a cardboard-box and paper-bag works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (15b1724) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout397 | 10/30 | 0 | 20 | 6/6 |
| heldout398 | 5/30 | 3 | 22 | 5/6 |
| heldout399 | 13/30 | 1 | 16 | 6/6 |

28/90 (31%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 7/39, chains 3/18, arithmetic 1/15). The four: "184,200 sq" and "109,100 sq",
right figures whose column unit "sq. yds" was cut to "sq"; "Cochin", the port a diary names a ship by ("the
next Cochin ship"), for the name of a ship no paper gives; and "12,655 gross", from a table's estimated figure
for 1889 that a note under the table corrects to the actual 30,640. Passes: 5/5 right at 0.7 or more, 6/10
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout400`` (a wire-rope and colliery-cable works), ``heldout401`` (a buckle and harness-brass works) and
``heldout402`` (a tinned-meat and soup canning works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (e60d1ac) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout400 | 11/30 | 2 | 17 | 6/6 |
| heldout401 | 9/30 | 2 | 19 | 6/6 |
| heldout402 | 11/30 | 1 | 18 | 5/6 |

31/90 (34%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 8/39, chains 3/18, arithmetic 3/15). The five: "1838", the year wire rope was
first made, from the sentence telling a closing whose day it gives without a year; "380 yards", a shed's
length, after the town "Marlbeck" was read as the last rope made; "John Henry Venn", right but without the "J.
H. Venn" the key also asks; "Matthew Harrop", the manager of 1908, a year read from a note correcting that
year's count of hands instead of the year with the most hands; and "1893", the year a son began practising,
for his death. Passes: 4/5 right at 0.7 or more, 10/14 below. Their thresholds below are these first-run
scores, and their confident wrong answers may not exceed the first run's.

``heldout403`` (an emery-cloth and sandpaper works), ``heldout404`` (a grindstone quarry and whetstone works)
and ``heldout405`` (a hat-box and bandbox works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (8bc0763) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout403 | 13/30 | 1 | 16 | 6/6 |
| heldout404 | 13/30 | 0 | 17 | 6/6 |
| heldout405 | 14/30 | 1 | 15 | 6/6 |

40/90 (44%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 22 right (single facts 14/39, chains 7/18, arithmetic 1/15). The two: "11 years", counted from 1863,
the opening year a history gives and a letter to a newspaper corrects to 1862; and "Four shillings a week",
right but without the "4s" the key also asks. Passes: 3/4 right at 0.7 or more, 19/20 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout406`` (an organ-pipe and reed-voicing works), ``heldout407`` (a lamp-wick and candle-wick works) and
``heldout408`` (a mop, broom and twine works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (afd41fc) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout406 | 12/30 | 1 | 17 | 6/6 |
| heldout407 | 16/30 | 2 | 12 | 6/6 |
| heldout408 | 13/30 | 0 | 17 | 6/6 |

41/90 (46%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 23 right (single facts 15/39, chains 5/18, arithmetic 3/15). The three: "1813", an opening year a
note says a history states and then calls an error; "Josiah Pyke", the proprietor who accepted a tender, for
the builder whose tender it was; and "Five shillings and sixpence a week", right but without the "5s 6d" the
key gives. Passes: 6/8 right at 0.7 or more, 17/18 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

``heldout409`` (a saddle-tree and whalebone-whip works), ``heldout410`` (a veneer-cutting and plywood works)
and ``heldout411`` (a cane-chair and rattan works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (0543bff) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout409 | 10/30 | 3 | 17 | 6/6 |
| heldout410 | 11/30 | 1 | 18 | 6/6 |
| heldout411 | 10/30 | 1 | 19 | 6/6 |

31/90 (34%) correct, 5 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 9/39, chains 3/18, arithmetic 1/15). The five: "4s", a proposed piece-rate
without the "per dozen" the key gives; "Thressington", the birthplace of a son of the same name, for his
father, the first chairman; "212 hands", a count a note says "has long been stated", for the number actually
employed; "4 mm", the thickness of the board a contract called for, for its quantity (250,000 square feet);
and "1869", a history's opening year that another paper corrects to 1868. Passes: 5/8 right at 0.7 or more,
8/10 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

``heldout412`` (a coffin-furniture and brass-plate works), ``heldout413`` (a copper-smelting works) and
``heldout414`` (a galvanised-bucket and zinc-ware works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (8d7b45d) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout412 | 11/30 | 0 | 19 | 6/6 |
| heldout413 | 11/30 | 0 | 19 | 6/6 |
| heldout414 | 11/30 | 0 | 19 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 11/39, chains 3/18, arithmetic 1/15). It passed no wrong answer. Passes: 6/6
right at 0.7 or more, 9/9 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout415`` (a chenille-fringe and upholstery-trimming works), ``heldout416`` (a spring-balance and
steelyard works) and ``heldout417`` (a hinge and door-furniture works) were written blind in the same way, 18
to 20 documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (f037abe) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout415 | 9/30 | 1 | 20 | 6/6 |
| heldout416 | 10/30 | 1 | 19 | 5/6 |
| heldout417 | 9/30 | 0 | 21 | 6/6 |

28/90 (31%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 7/39, chains 0/18, arithmetic 4/15). The two: "four and six", a first week's
money as a speaker said it, where the key asks "4s 6d"; and "Mr Lathom", the architect told to get prices for
a tower clock, for its maker, which no paper names. Passes: 3/3 right at 0.7 or more, 8/10 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout418`` (a corset and stay works), ``heldout419`` (a gunflint-knapping works) and ``heldout420`` (an
ochre and paint-pigment works) were written blind in the same way, 18 to 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(c534aee) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout418 | 11/30 | 3 | 16 | 5/6 |
| heldout419 | 9/30 | 2 | 19 | 6/6 |
| heldout420 | 17/30 | 0 | 13 | 6/6 |

37/90 (41%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 12/39, chains 3/18, arithmetic 5/15). The five: "3,725", a year's output of
corsets, where the key adds "dozens"; "1913", the year a later building was put up, for the year the building
that houses a museum was built; "£2,117", a figure for a steam engine's final cost that no paper gives as
final; "Mr Thomas Gedding" for the man who succeeded a works manager; and "780", a difference of two outputs,
where the key gives it in thousands of flints. Passes: 8/11 right at 0.7 or more, 12/14 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout421`` (a weaving-shuttle and loom-picker works), ``heldout422`` (a gas-meter works) and
``heldout423`` (a sporting-cartridge and percussion-cap works) were written blind in the same way, 18 to 20
documents and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15
arithmetic), committed before any run (ba62a3b) and run once on that commit, after the work on the previous
round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout421 | 10/30 | 2 | 18 | 6/6 |
| heldout422 | 11/30 | 3 | 16 | 6/6 |
| heldout423 | 12/30 | 1 | 17 | 6/6 |

33/90 (37%) correct, 6 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 4/18, arithmetic 2/15). The six: "Orbeck", a town, for the room
of a works where a letter says a fire began; "Died", a word of a heading, for where an architect died; "Old
Testing House", right, where the key adds "(of 1873)"; "Wrensford Courier", a newspaper, for an architect's
birthplace; "Josiah Kettlewell" for the chairman the key calls "the younger"; and "1 years", the gap between
two years neither of which is the building of the asked shed. Passes: 4/5 right at 0.7 or more, 11/16 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout424`` (a sewing-machine works), ``heldout425`` (a hook-and-eye and press-stud works) and
``heldout426`` (a ship's compass and binnacle works) were written blind in the same way, 18 to 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (fcda021) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout424 | 14/30 | 0 | 16 | 6/6 |
| heldout425 | 10/30 | 0 | 20 | 6/6 |
| heldout426 | 12/30 | 0 | 18 | 6/6 |

36/90 (40%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 8/39, chains 5/18, arithmetic 5/15). It passed no wrong answer. Passes: 7/7
right at 0.7 or more, 11/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout427`` (a typewriter works), ``heldout428`` (a gramophone and record-pressing works) and
``heldout429`` (a ribbon-weaving works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (1a47b68) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout427 | 13/30 | 0 | 17 | 6/6 |
| heldout428 | 18/30 | 1 | 11 | 5/6 |
| heldout429 | 12/30 | 0 | 18 | 6/6 |

43/90 (48%) correct, 1 confident wrong answer, 17/18 unanswerable questions abstained; of the 72 answerable
questions 26 right (single facts 19/39, chains 3/18, arithmetic 4/15). The one: "November, 1822", the birth of
a man a sentence names as the son of the one asked, for the father's year of birth, which no paper gives.
Passes: 11/11 right at 0.7 or more, 15/16 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout430`` (an oilcloth and table-baize works), ``heldout431`` (a jet-ornament workshop) and
``heldout432`` (a harp and flute makers' works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (44de7d7) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout430 | 12/30 | 0 | 18 | 6/6 |
| heldout431 | 11/30 | 1 | 18 | 6/6 |
| heldout432 | 9/30 | 3 | 18 | 5/6 |

32/90 (36%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 10/39, chains 3/18, arithmetic 2/15). The four: "Death of Mr Edwin Lund", a
heading, for where a man died; "Mr Lionel Tresize" for the chairman in the year a war memorial was unveiled;
"1919", the death of another builder than the one whose tender was accepted; and "Secretary", a word of a
letter, for a firm no paper names. Passes: 4/4 right at 0.7 or more, 11/15 below. Their thresholds below are
these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout433`` (a crayon and artists'-pastel works), ``heldout434`` (a smithy-bellows and forge-blower works)
and ``heldout435`` (a sword and bayonet works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (29065a3) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout433 | 10/30 | 1 | 19 | 6/6 |
| heldout434 | 16/30 | 1 | 13 | 6/6 |
| heldout435 | 9/30 | 0 | 21 | 6/6 |

35/90 (39%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 4/18, arithmetic 3/15). The two: "150 ft", a chimney's height a
paper gives and another corrects, passed at 0.92, for the height it was built to; and "Minutes", the heading
of a record, for where a first meeting of directors was held. Passes: 5/6 right at 0.7 or more, 12/13 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout436`` (a sickle and trowel works), ``heldout437`` (a glass-bead and bugle works) and ``heldout438``
(a magic-lantern and lantern-slide works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (d0c0e46) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout436 | 13/30 | 2 | 15 | 6/6 |
| heldout437 | 11/30 | 1 | 18 | 6/6 |
| heldout438 | 11/30 | 1 | 18 | 6/6 |

35/90 (39%) correct, 4 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 4/18, arithmetic 3/15). The four: "Mill Lane", the street,
where the key gives the inn in it the society met at; "219 hands", a difference read from another count than
the one the key takes for 1911 or 1958; "Messrs Hollis & Sons", right, where the key adds "of Wexcombe"; and
"£7,250", a sum other than the one the council agreed to pay. Passes: 3/5 right at 0.7 or more, 14/16 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout439`` (a wig and hair-net works), ``heldout440`` (an amber and meerschaum-pipe works) and
``heldout441`` (a cask-hoop and barrel-stave works) were written blind in the same way, 18 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (63bce54) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout439 | 13/30 | 1 | 16 | 6/6 |
| heldout440 | 14/30 | 2 | 14 | 6/6 |
| heldout441 | 12/30 | 0 | 18 | 6/6 |

39/90 (43%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 21 right (single facts 11/39, chains 6/18, arithmetic 4/15). The three: "Mrs Margaret Pargeter", the
widow, passed at 0.87, for the man whose widow she was; "4/1", a catalogue reference, passed at 0.85, for a
yearly rent; and "71 years", the span of a partner's life, for the years he was a partner. Passes: 5/7 right
at 0.7 or more, 16/17 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout442`` (a parasol and sunshade works), ``heldout443`` (a fishing-net float and cork-buoy works) and
``heldout444`` (a tambour-embroidery works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (e786873) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout442 | 14/30 | 3 | 13 | 6/6 |
| heldout443 | 15/30 | 0 | 15 | 6/6 |
| heldout444 | 13/30 | 0 | 17 | 6/6 |

42/90 (47%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 24 right (single facts 15/39, chains 6/18, arithmetic 3/15). The three: "Mitre Street", the street,
for the inn the directors met at; "6d (sixpence) a week", the end of a sum that began "seven and", for a first
wage; and "Norbridge", the birthplace of another Pendry than the architect. Passes: 10/11 right at 0.7 or
more, 14/16 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout445`` (a marionette and puppet workshop), ``heldout446`` (a kaleidoscope and toy-theatre works) and
``heldout447`` (a cigar-box and washboard works) were written blind in the same way, 18 to 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (eb0c168) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout445 | 14/30 | 1 | 15 | 6/6 |
| heldout446 | 10/30 | 1 | 19 | 6/6 |
| heldout447 | 14/30 | 0 | 16 | 6/6 |

38/90 (42%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 12/39, chains 3/18, arithmetic 5/15). The two: "October", a month without its
day or year, for when a hall was taken into use; and "120 feet", a chimney's height another paper gives, for
the one steeplejacks measured. Passes: 4/4 right at 0.7 or more, 16/18 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout448`` (a quill-pen and penknife works), ``heldout449`` (a telescope and sundial works) and
``heldout450`` (a treacle and golden-syrup refinery) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (3120126) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout448 | 7/30 | 0 | 23 | 6/6 |
| heldout449 | 13/30 | 0 | 17 | 6/6 |
| heldout450 | 13/30 | 3 | 14 | 5/6 |

33/90 (37%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 8/39, chains 6/18, arithmetic 2/15). The three: "Pan Loft", where a fire was
first seen, for who raised the alarm; "5th March 1912", the date of a meeting held at a registered office, for
the day the company was registered; and "28s a week", the wage the pan men demanded, for the wage the
directors granted, which no paper gives. Passes: 2/2 right at 0.7 or more, 14/17 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout451`` (a mirror-silvering and bevelling works), ``heldout452`` (a tapestry and bell-pull works) and
``heldout453`` (a playing-card and board-game works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (249337f) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout451 | 12/30 | 2 | 16 | 6/6 |
| heldout452 | 8/30 | 0 | 22 | 6/6 |
| heldout453 | 10/30 | 0 | 20 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 9/39, chains 0/18, arithmetic 3/15). The two: "A. MARLOW", chairman in 1889,
the year a chimney was put up, read from the sentence that says the works had closed "nearly three years ago";
and "Judd & Pennock", whose tender was accepted for another building, after "Cordwainer Lane", the lane a
chimney stood in, was taken for the chimney. Passes: 4/4 right at 0.7 or more, 8/10 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout454`` (a sponge and chamois-leather works), ``heldout455`` (a gilding and picture-moulding works) and
``heldout456`` (a fountain-pen and propelling-pencil works) were written blind in the same way, 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (15fcd85) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout454 | 10/30 | 2 | 18 | 6/6 |
| heldout455 | 11/30 | 1 | 18 | 6/6 |
| heldout456 | 10/30 | 0 | 20 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 11/39, chains 1/18, arithmetic 1/15). The three: "Thomas Pellow & Son Ltd",
the firm whose works a guide calls the principal establishment of a lane, for the man who established them;
and "22s a week" and "28s (twenty-eight shillings) a week", the rates two trades were paid, for the rates
their strikers asked for. Passes: 3/4 right at 0.7 or more, 10/12 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout457`` (a weathervane and lightning-conductor works), ``heldout458`` (a bookbinding and marbled-paper
works) and ``heldout459`` (a besom and wattle-hurdle works) were written blind in the same way, 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (561086d) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout457 | 12/30 | 1 | 17 | 6/6 |
| heldout458 | 11/30 | 0 | 19 | 6/6 |
| heldout459 | 9/30 | 1 | 20 | 6/6 |

32/90 (36%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 7/39, chains 4/18, arithmetic 3/15). The two: "Vane Works", the bold heading
of a guide's entry, for the animal a gilded vane represents; and "2s. 3d", the price a firm quoted for plain
sheep hurdles, for its price for gorse-faced steeplechase hurdles. Passes: 3/3 right at 0.7 or more, 11/13
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout460`` (a thermometer and slide-rule works), ``heldout461`` (a quoit and skittle works) and
``heldout462`` (a fishing-fly and paddle works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (3f05c70) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout460 | 13/30 | 1 | 16 | 6/6 |
| heldout461 | 10/30 | 2 | 18 | 6/6 |
| heldout462 | 9/30 | 0 | 21 | 6/6 |

32/90 (36%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 8/39, chains 4/18, arithmetic 2/15). The three: "1860", the year by which
rules formed half the trade, for the year a man made his first slide rule, told in the clause before; "Balance
now due", the words opening a line of a final account, for the contractor whose tender was accepted; and "1s
(one shilling) a week", the advance the forgers went back on, for the wage they asked for. Passes: 1/1 right
at 0.7 or more, 13/16 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout463`` (an hourglass and abacus works), ``heldout464`` (a clothes-peg and flat-iron works) and
``heldout465`` (a coal-scuttle and dartboard works) were written blind in the same way, 19 to 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (b2c954d) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout463 | 15/30 | 1 | 14 | 6/6 |
| heldout464 | 7/30 | 1 | 22 | 5/6 |
| heldout465 | 9/30 | 1 | 20 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 10/39, chains 2/18, arithmetic 2/15). The three: "3", the number of an
insurance schedule's row, for the sum the row insures; "Four dozen", the irons a diary says were cast on one
day, for how many dozen the works made in the year, which no paper gives; and "£45,000", the capital a special
resolution increased it to, for the capital at incorporation. Passes: 1/1 right at 0.7 or more, 13/16 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout466`` (a shuttlecock and battledore works), ``heldout467`` (a tin-soldier and spinning-top works) and
``heldout468`` (a snowshoe and lacrosse-stick works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (8003b81) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout466 | 10/30 | 3 | 17 | 6/6 |
| heldout467 | 10/30 | 1 | 19 | 5/6 |
| heldout468 | 14/30 | 1 | 15 | 6/6 |

34/90 (38%) correct, 5 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 12/39, chains 2/18, arithmetic 3/15). The five: "24 ft", the height in a
chimney specification's clause headed "Base", for the height specified for the shaft; "48,650 shuttlecocks", a
count a table gives in dozens, for how many dozen (the figure right, its unit wrong); "60 hands", cut from
"some hundred and sixty hands" in a guidebook of another year, for the hands employed in the year a company
was incorporated; "5s (five shillings) a day", a caster's daily pay, for a weekly wage no paper gives (after
"Great Shop" was taken for his daughter's father); and "112", the hands employed in 1891, for the capital a
company was registered with that year. Passes: 2/3 right at 0.7 or more, 15/19 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout469`` (a hobby-horse and stilt works), ``heldout470`` (a cotton-reel and spool works) and
``heldout471`` (a pumice and pipe-clay works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (fa86058) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout469 | 14/30 | 1 | 15 | 6/6 |
| heldout470 | 12/30 | 0 | 18 | 6/6 |
| heldout471 | 10/30 | 1 | 19 | 6/6 |

36/90 (40%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 10/39, chains 6/18, arithmetic 2/15). The two: "£3 a week", what an old
turner recalls a good turner would get, for the wage he was paid when he started; and "150 years", reckoned to
1934, the year of a Jubilee booklet, for the years from the first clay dug to the closure of the works.
Passes: 2/3 right at 0.7 or more, 16/17 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout472`` (a curling-stone and lawn-bowls works), ``heldout473`` (a tambourine and tin-whistle works) and
``heldout474`` (an ocarina and fife works) were written blind in the same way, 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (dd41242) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout472 | 12/30 | 0 | 18 | 6/6 |
| heldout473 | 10/30 | 1 | 19 | 6/6 |
| heldout474 | 8/30 | 1 | 21 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 12 right (single facts 7/39, chains 3/18, arithmetic 2/15). The two: "LOT", the label of a numbered
clause of sale particulars, for where an auction was held; and "J. & E. Tunnicliff", the firm a chimney
specification says the work was for, for the firm that built the chimney. Passes: 3/3 right at 0.7 or more,
9/11 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

``heldout475`` (a domino and draughts-board works), ``heldout476`` (a toothbrush and hairbrush works) and
``heldout477`` (a sextant and chronometer works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (55bbe65) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout475 | 9/30 | 2 | 19 | 5/6 |
| heldout476 | 8/30 | 0 | 22 | 6/6 |
| heldout477 | 9/30 | 0 | 21 | 6/6 |

26/90 (29%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 9 right (single facts 7/39, chains 2/18, arithmetic 0/15). The two: "23s", the wage a cutter was
then receiving, for the wage the cutters asked for in a strike; and the same figure for the day-rate wage of
the girls of another room, which no paper gives. Passes: 2/2 right at 0.7 or more, 7/9 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout478`` (a diving-helmet and air-pump works), ``heldout479`` (a safety-match and matchbox works) and
``heldout480`` (a birdcage and bird-seed works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (6bf202b) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout478 | 11/30 | 1 | 18 | 6/6 |
| heldout479 | 10/30 | 2 | 18 | 6/6 |
| heldout480 | 9/30 | 3 | 18 | 5/6 |

30/90 (33%) correct, 6 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 10/39, chains 2/18, arithmetic 1/15). The six: "25s", what the men had been
paid, for the wage they won when a strike was settled; "£1,100", the sum a shed of a near name was insured
for; "They built them to last,", words of an old worker, for the firm that built a chimney; "Pennock & Sons",
the firm's style before it was registered, for the style of the limited company; "104", the men employed in
the year of a strike, for the wage they went back at; and "9s a week", what the girls were paid before a
strike, for what they were paid after it. Passes: 3/5 right at 0.7 or more, 10/14 below. Their thresholds
below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout481`` (a corkscrew and nutcracker works), ``heldout482`` (a bagpipe and chanter-reed works) and
``heldout483`` (a shoehorn and button-hook works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (77a883e) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout481 | 11/30 | 3 | 16 | 5/6 |
| heldout482 | 10/30 | 0 | 20 | 6/6 |
| heldout483 | 9/30 | 0 | 21 | 6/6 |

30/90 (33%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 9/39, chains 2/18, arithmetic 2/15). The three: "John Pettifer", the
watchman's name as a fire report gave it, which a later letter corrects; "Ronald Ebbsworth", chairman in 1958,
a year the report of a chimney's felling names for something else, for the chairman in the year it was felled;
and "22s", the wage the men had before a strike, for the wage its settlement gave, which no paper states.
Passes: 3/4 right at 0.7 or more, 10/12 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout484`` (a teapot and coffee-pot works), ``heldout485`` (a hatpin and hairpin works) and ``heldout486``
(a mousetrap and rat-trap works) were written blind in the same way, 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(6f7ffb1) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout484 | 9/30 | 2 | 19 | 5/6 |
| heldout485 | 9/30 | 0 | 21 | 6/6 |
| heldout486 | 12/30 | 0 | 18 | 6/6 |

30/90 (33%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 7/39, chains 3/18, arithmetic 3/15). The two: "£40,000", the capital
directors resolved to increase it to, for the capital at registration; and "28s a week", the wage of the men
of one trade, for the wage of the women of another, which no paper gives. Passes: 2/2 right at 0.7 or more,
11/13 below. Their thresholds below are these first-run scores, and their confident wrong answers may not
exceed the first run's.

``heldout487`` (a folding-fan and parasol-frame works), ``heldout488`` (a padlock and hasp works) and
``heldout489`` (a tinder-box and lucifer works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (ac2b0b7) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout487 | 9/30 | 1 | 20 | 6/6 |
| heldout488 | 8/30 | 0 | 22 | 6/6 |
| heldout489 | 12/30 | 0 | 18 | 6/6 |

29/90 (32%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 11 right (single facts 7/39, chains 2/18, arithmetic 2/15). The one: "16th April 1889", the day the
directors first met at the registered office, for the day the company was registered. Passes: 3/3 right at 0.7
or more, 8/9 below. Their thresholds below are these first-run scores, and their confident wrong answers may
not exceed the first run's.

``heldout490`` (a periscope and range-finder works), ``heldout491`` (a fire-hose and canvas-bucket works) and
``heldout492`` (a castor and furniture-wheel works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (4ff301e) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout490 | 9/30 | 3 | 18 | 6/6 |
| heldout491 | 13/30 | 0 | 17 | 6/6 |
| heldout492 | 9/30 | 0 | 21 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 13 right (single facts 6/39, chains 4/18, arithmetic 3/15). The three: "58s a week", what the men
had been paid, for the wage that ended their strike; "£1,800", a partnership's whole capital, for the share
one partner brought in; and "Chairman", the officer who moved a resolution, for the capital it set. Passes:
4/5 right at 0.7 or more, 9/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout493`` (a curtain-rail and pole works), ``heldout494`` (a dinner-gong and cymbal works) and
``heldout495`` (a stereoscope and zoetrope works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (21908de) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout493 | 13/30 | 0 | 17 | 6/6 |
| heldout494 | 10/30 | 0 | 20 | 6/6 |
| heldout495 | 10/30 | 0 | 20 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 10/39, chains 3/18, arithmetic 2/15). No answer passed was wrong. Passes: 2/2
right at 0.7 or more, 13/13 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout496`` (an inkwell and blotter works), ``heldout497`` (a metronome and tuning-fork works) and
``heldout498`` (an ear-trumpet and hearing-aid works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (01ad6a3) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout496 | 10/30 | 0 | 20 | 6/6 |
| heldout497 | 9/30 | 3 | 18 | 5/6 |
| heldout498 | 12/30 | 0 | 18 | 6/6 |

31/90 (34%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 11/39, chains 3/18, arithmetic 0/15). The three: "thirty-eight", a count of
the strikers, for the daily rate they asked; "191 years", counted to the year the works was bought, for the
years to the end of its production; and "1907", a son's death in a sentence that never names the man asked
about, for that man's death. Passes: 4/4 right at 0.7 or more, 10/13 below. Their thresholds below are these
first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout499`` (a cufflink and collar-stud works), ``heldout500`` (a candle-snuffer and chamberstick works)
and ``heldout501`` (a wafer-seal and letter-clip works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (9705f74) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout499 | 12/30 | 1 | 17 | 6/6 |
| heldout500 | 14/30 | 0 | 16 | 6/6 |
| heldout501 | 12/30 | 0 | 18 | 6/6 |

38/90 (42%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 20 right (single facts 15/39, chains 2/18, arithmetic 3/15). The one: "90 hands", the figure a
letter denies ("Nor were ninety hands thrown out"), for the 112 it gives in its place. Passes: 5/5 right at
0.7 or more, 15/16 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

``heldout502`` (a glass paperweight and bookend works), ``heldout503`` (a door-knocker and letter-box works)
and ``heldout504`` (a trivet and toast-rack works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (9bf5503) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout502 | 8/30 | 2 | 20 | 4/6 |
| heldout503 | 12/30 | 1 | 17 | 6/6 |
| heldout504 | 12/30 | 1 | 17 | 6/6 |

32/90 (36%) correct, 4 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 8/39, chains 2/18, arithmetic 6/15). The four: "Ferrington", the birthplace
an aside gives the father, for the son's; "27s a week", the cutters' wage, for the gatherers', which no paper
gives by the week; "Margaret Pellow Hurst", the chairman's sister who opened the new shop, for the chairman;
and "Dennis Orrey", the chairman of 1971, the year a firm the paper says not to confuse with this one closed,
for the chairman when this one closed. Passes: 2/3 right at 0.7 or more, 14/17 below. Their thresholds below
are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout505`` (a watch-chain and fob works), ``heldout506`` (a hip-flask and vesta-case works) and
``heldout507`` (a pincushion and needle-case works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (790f906) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout505 | 10/30 | 1 | 19 | 6/6 |
| heldout506 | 12/30 | 2 | 16 | 5/6 |
| heldout507 | 11/30 | 2 | 17 | 5/6 |

33/90 (37%) correct, 5 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 11/39, chains 4/18, arithmetic 2/15). The five: "3 feet", a side of a flue's
section, for the "40 yards long" its sentence gives; "91 years", counted from the year a shop was rebuilt, for
the years from the fire in it; "3rd February 1848", the death a sketch tells of its own subject, for that of a
partner it names on the way; "HALLOWFORD", the town in a heading beside the works, for the auctioneers; and
"Mr Reuben Cottle", the landlord of an inn of the same name in another town, for the one asked about. Passes:
5/7 right at 0.7 or more, 12/15 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout508`` (a cruet and pepper-pot works), ``heldout509`` (a ledger and account-book works) and
``heldout510`` (a cigarette-case and card-case works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (55718bc) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout508 | 13/30 | 0 | 17 | 6/6 |
| heldout509 | 11/30 | 0 | 19 | 6/6 |
| heldout510 | 11/30 | 2 | 17 | 6/6 |

35/90 (39%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 17 right (single facts 10/39, chains 6/18, arithmetic 1/15). The two: "Harbridge", the town, for the
hotel in it the sale was held at; and "Engine House", a building the specification names, for the engineer who
signed it. Passes: 3/3 right at 0.7 or more, 14/16 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

``heldout511`` (a meat-mincer and cleaver works), ``heldout512`` (a bread-bin and flour-tin works) and
``heldout513`` (a clothes-wringer and saucepan works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (ba6b098) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout511 | 12/30 | 0 | 18 | 6/6 |
| heldout512 | 9/30 | 0 | 21 | 6/6 |
| heldout513 | 12/30 | 0 | 18 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 4/18, arithmetic 2/15). No answer passed was wrong. Passes: 2/2
right at 0.7 or more, 13/13 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout514`` (an easel and artists'-palette works), ``heldout515`` (a microscope and magnifying-glass works)
and ``heldout516`` (a protractor and set-square works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (b44965e) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout514 | 12/30 | 0 | 18 | 6/6 |
| heldout515 | 10/30 | 0 | 20 | 6/6 |
| heldout516 | 10/30 | 2 | 18 | 5/6 |

32/90 (36%) correct, 2 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 12/39, chains 1/18, arithmetic 2/15). The two: "241", the pounds of a final
account of £2,981 7s. 6d. less a tender, for the excess in pounds, shillings and pence; and "19th April 1913",
the date of the paper reporting a strike's start, for the day it ended, which no paper gives. Passes: 3/3
right at 0.7 or more, 12/14 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout517`` (a fire-screen and doorstop works), ``heldout518`` (a colander and funnel works) and
``heldout519`` (a ladle and skewer works) were written blind in the same way, 20 documents and 30 questions
each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any
run (ec194c8) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout517 | 13/30 | 0 | 17 | 6/6 |
| heldout518 | 11/30 | 0 | 19 | 6/6 |
| heldout519 | 13/30 | 0 | 17 | 6/6 |

37/90 (41%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 19 right (single facts 14/39, chains 4/18, arithmetic 1/15). No answer passed was wrong. Passes: 3/3
right at 0.7 or more, 16/16 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout520`` (a rolling-pin and pastry-board works), ``heldout521`` (a nutmeg-grater and egg-whisk works)
and ``heldout522`` (a sugar-tongs and tea-strainer works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (ed9769b) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout520 | 9/30 | 0 | 21 | 6/6 |
| heldout521 | 12/30 | 0 | 18 | 6/6 |
| heldout522 | 12/30 | 0 | 18 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 5/18, arithmetic 1/15). No answer passed was wrong. Passes: 2/2
right at 0.7 or more, 13/13 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout523`` (a lobster-pot and creel works), ``heldout524`` (an oar and rowlock works) and ``heldout525``
(a capstan and ship's-windlass works) were written blind in the same way, 20 documents and 30 questions each
(18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(6a3a550) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout523 | 9/30 | 0 | 21 | 6/6 |
| heldout524 | 11/30 | 0 | 19 | 6/6 |
| heldout525 | 8/30 | 0 | 22 | 6/6 |

28/90 (31%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 2/18, arithmetic 1/15). No answer passed was wrong. Passes: 2/2
right at 0.7 or more, 8/8 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout526`` (a cradle and nursery-chair works), ``heldout527`` (a tricycle and go-cart works) and
``heldout528`` (a glass-marble and solitaire-board works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (b65dc77) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout526 | 10/30 | 1 | 19 | 5/6 |
| heldout527 | 14/30 | 0 | 16 | 6/6 |
| heldout528 | 11/30 | 2 | 17 | 6/6 |

35/90 (39%) correct, 3 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 18 right (single facts 12/39, chains 4/18, arithmetic 2/15). The three: "Hessingford", the
birthplace an aside gives the father ("son of that Jabez Fennick, a native of Hessingford"), for the son's;
"18s (eighteen shillings) a week", what the rollers had been paid, for what they asked; and "Furnace House", a
building of a lot offered, for the hotel the auction was held at. Passes: 3/5 right at 0.7 or more, 15/16
below. Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the
first run's.

``heldout529`` (a barrel-organ and street-piano works), ``heldout530`` (a banjo and mandolin works) and
``heldout531`` (a pianola and piano-roll works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (7967ec7) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout529 | 9/30 | 0 | 21 | 6/6 |
| heldout530 | 11/30 | 0 | 19 | 6/6 |
| heldout531 | 8/30 | 0 | 22 | 6/6 |

28/90 (31%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 10 right (single facts 7/39, chains 1/18, arithmetic 2/15). No answer passed was wrong. Passes: 1/1
right at 0.7 or more, 9/9 below. Their thresholds below are these first-run scores, and their confident wrong
answers may not exceed the first run's.

``heldout532`` (a rain-gauge and anemometer works), ``heldout533`` (a theodolite and surveying-chain works)
and ``heldout534`` (a hygrometer and spirit-level works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (a1abf5d) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout532 | 11/30 | 0 | 19 | 6/6 |
| heldout533 | 12/30 | 2 | 16 | 6/6 |
| heldout534 | 10/30 | 0 | 20 | 6/6 |

33/90 (37%) correct, 2 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 9/39, chains 6/18, arithmetic 0/15). The two: "Kedlow", the town a hamlet is
placed six miles north of, for the hamlet where the man was born; and "Pellingham & Voss", whose works the
chimney stood at, for the contractors who brought it down. Passes: 3/3 right at 0.7 or more, 12/14 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout535`` (a dovecote and nesting-box works), ``heldout536`` (a beehive and honey-extractor works) and
``heldout537`` (a bell-rope and church-bell-frame works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (2458e84) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout535 | 14/30 | 0 | 16 | 6/6 |
| heldout536 | 11/30 | 0 | 19 | 6/6 |
| heldout537 | 8/30 | 1 | 21 | 5/6 |

33/90 (37%) correct, 1 confident wrong answer, 17/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 12/39, chains 3/18, arithmetic 1/15). The one: "Messrs Hatherill & Pask", at
whose works a specification has a chimney built, for the contractor who built it, which no paper names.
Passes: 7/7 right at 0.7 or more, 9/10 below. Their thresholds below are these first-run scores, and their
confident wrong answers may not exceed the first run's.

``heldout538`` (a pipe-organ and organ-pipe works), ``heldout539`` (a toboggan and curling-broom works) and
``heldout540`` (a fire-extinguisher and fire-bucket works) were written blind in the same way, 20 documents
and 30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (3fa088e) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout538 | 12/30 | 0 | 18 | 6/6 |
| heldout539 | 10/30 | 3 | 17 | 6/6 |
| heldout540 | 9/30 | 1 | 20 | 5/6 |

31/90 (34%) correct, 4 confident wrong answers, 17/18 unanswerable questions abstained; of the 72 answerable
questions 14 right (single facts 10/39, chains 0/18, arithmetic 4/15). The four: "106 feet", the height a
report gave and a letter corrected to 96, for the true height; "Walter Pellow", at whose works the chimney
stood, for the daughter who laid its topmost brick; "62", a difference of the pounds alone of a final account
of £1,447 3s 6d; and "9th October 1847", the death of the man a paragraph of family notes is about, for that
of the partner it names, whose death no paper gives. Passes: 4/6 right at 0.7 or more, 10/12 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout541`` (a hammock and deck-chair works), ``heldout542`` (a clothes-horse and airing-rack works) and
``heldout543`` (a bootjack and boot-scraper works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (184dbfc) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout541 | 12/30 | 0 | 18 | 6/6 |
| heldout542 | 12/30 | 0 | 18 | 6/6 |
| heldout543 | 10/30 | 0 | 20 | 6/6 |

34/90 (38%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 16 right (single facts 9/39, chains 4/18, arithmetic 3/15). No answer passed was wrong. Passes: 3/3
right at 0.7 or more, 13/13 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout544`` (a skipping-rope and yo-yo works), ``heldout545`` (a stirrup and bit works) and ``heldout546``
(an anvil and vice works) were written blind in the same way, 20 documents and 30 questions each (18
unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed before any run
(a58f741) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout544 | 15/30 | 0 | 15 | 6/6 |
| heldout545 | 15/30 | 0 | 15 | 6/6 |
| heldout546 | 13/30 | 1 | 16 | 6/6 |

43/90 (48%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 25 right (single facts 18/39, chains 4/18, arithmetic 3/15). The one: "Oxley Parva", the place a
report says the strikers did not meet ("and not, as stated in some quarters, at the house of that name at
Oxley Parva"), for the inn in Cressbury where they did. Passes: 8/8 right at 0.7 or more, 17/18 below. Their
thresholds below are these first-run scores, and their confident wrong answers may not exceed the first run's.

``heldout547`` (an archery-bow and target works), ``heldout548`` (a spinning-wheel and yarn-winder works) and
``heldout549`` (a bread-oven door and baker's-peel works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (94b736b) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout547 | 13/30 | 0 | 17 | 6/6 |
| heldout548 | 13/30 | 0 | 17 | 6/6 |
| heldout549 | 16/30 | 1 | 13 | 6/6 |

42/90 (47%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 24 right (single facts 15/39, chains 5/18, arithmetic 4/15). The one: "Thirlby & Garside", the works
a guidebook says supplied wooden peels, for the timber the peels' blades were made of, which its next lines
give as ash. Passes: 4/4 right at 0.7 or more, 20/21 below. Their thresholds below are these first-run scores,
and their confident wrong answers may not exceed the first run's.

``heldout550`` (a fire-iron and poker works), ``heldout551`` (a warming-pan and bed-warmer works) and
``heldout552`` (a jelly-mould and cake-tin works) were written blind in the same way, 20 documents and 30
questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic), committed
before any run (7509c07) and run once on that commit, after the work on the previous round's wrong answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout550 | 13/30 | 1 | 16 | 6/6 |
| heldout551 | 15/30 | 0 | 15 | 6/6 |
| heldout552 | 14/30 | 0 | 16 | 6/6 |

42/90 (47%) correct, 1 confident wrong answer, 18/18 unanswerable questions abstained; of the 72 answerable
questions 24 right (single facts 16/39, chains 3/18, arithmetic 5/15). The one: "£1,750 0s. 0d", the sum an
account says was paid on it, for the account's total of £2,016 7s 4d in the row above. Passes: 1/1 right at
0.7 or more, 23/24 below. Their thresholds below are these first-run scores, and their confident wrong answers
may not exceed the first run's.

``heldout553`` (a pepper-mill and salt-box works), ``heldout554`` (a candle-mould and rushlight-holder works)
and ``heldout555`` (a horse-brass and harness-bell works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (a66ab42) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout553 | 9/30 | 0 | 21 | 6/6 |
| heldout554 | 11/30 | 0 | 19 | 6/6 |
| heldout555 | 13/30 | 0 | 17 | 6/6 |

33/90 (37%) correct, 0 confident wrong answers, 18/18 unanswerable questions abstained; of the 72 answerable
questions 15 right (single facts 8/39, chains 3/18, arithmetic 4/15). No answer passed was wrong. Passes: 4/4
right at 0.7 or more, 11/11 below. Their thresholds below are these first-run scores, and their confident
wrong answers may not exceed the first run's.

``heldout556`` (a joiner's-plane and spokeshave works), ``heldout557`` (a hay-rake and hay-fork works) and
``heldout558`` (a watering-can and garden-roller works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (04c0676) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout556 | 15/30 | 0 | 15 | 6/6 |
| heldout557 | 10/30 | 1 | 19 | 5/6 |
| heldout558 | 17/30 | 2 | 11 | 5/6 |

42/90 (47%) correct, 3 confident wrong answers, 16/18 unanswerable questions abstained; of the 72 answerable
questions 26 right (single facts 17/39, chains 4/18, arithmetic 5/15). The three: "74", the hands employed in
1871, for the dozens of hay-forks made that year, which no paper gives; "193 years", counted to the year a
foundry closed, not the works; and "26s", the moulders' wage when they came out, for the wage after the strike
was settled, on terms a later report says were not disclosed. Passes: 5/6 right at 0.7 or more, 21/23 below.
Their thresholds below are these first-run scores, and their confident wrong answers may not exceed the first
run's.

``heldout559`` (a door-bolt and gate-latch works), ``heldout560`` (a letter-scale and postal-balance works)
and ``heldout561`` (a penholder and school-ruler works) were written blind in the same way, 20 documents and
30 questions each (18 unanswerable; of the 72 answerable, 39 single facts, 18 two-hop, 15 arithmetic),
committed before any run (251c043) and run once on that commit, after the work on the previous round's wrong
answers.

| set | correct | wrong, passed (confident wrong) | abstained (answer expected) | unanswerable abstained |
|---|---|---|---|---|
| heldout559 | 19/30 | 0 | 11 | 6/6 |
| heldout560 | 11/30 | 1 | 18 | 5/6 |
| heldout561 | 13/30 | 0 | 17 | 6/6 |

43/90 (48%) correct, 1 confident wrong answer, 17/18 unanswerable questions abstained; of the 72 answerable
questions 26 right (single facts 15/39, chains 8/18, arithmetic 3/15). The one: "£220 per annum", the salary a
works manager was appointed at in 1889, for the salary he was paid when he retired in 1904, which no paper
gives. Passes: 8/9 right at 0.7 or more, 18/18 below. Their thresholds below are these first-run scores, and
their confident wrong answers may not exceed the first run's.
"""

import functools
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from pipeline_judge import TOP_K, judged

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, load_corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._questions import analyze_question

DATA = Path(__file__).parent / "data"


def load_cases(name: str) -> list[dict[str, str]]:
    return json.loads((DATA / f"{name}_questions.json").read_text())


@functools.cache
def corpus_of(name: str) -> Corpus:
    """The named set's corpus, loaded once for the module (a corpus is not changed by reading it)."""
    return load_corpus(DATA / name)


@functools.cache
def run(corpus_name: str, question: str) -> Draft:
    """The reasoner's draft, or, when the judge vetoes it, the abstention the pipeline would end with.

    Kept per question: the threshold, confident-wrong and after-tuning tests read the same drafts (frozen
    models), and the reasoner is deterministic, so running it again would only cost time.
    """
    return judged(corpus_of(corpus_name), question, TOP_K)


def is_right(draft: Draft, expected: str) -> bool:
    if expected == "insufficient_evidence":
        return draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    parts = [p.strip() for p in expected.split(";")]
    # the value, not the answer's text: "given a new name [2] (via Phoenix Mill [1])" does not name the mill
    answer = draft.value or draft.answer
    return draft.outcome is Outcome.ANSWERED and all(answer_matches(answer, p) for p in parts)


def assert_grounded(corpus_name: str, draft: Draft) -> None:
    corpus = corpus_of(corpus_name)
    for c in draft.citations:
        assert corpus.document(c.doc_id).text[c.start : c.end] == c.text
        assert c.sha256 == digest_bytes(c.text.encode())
    assert judge_draft(draft, min_supports=1, corpus=corpus).verdict is Decision.PASS


@functools.cache
def score(name: str) -> tuple[int, tuple[tuple[str, str], ...]]:
    """How many of a set's questions are answered right, and its wrong answers the judge passed.

    Every draft is checked to be grounded on the way, once: the tests of a set read the same score (a failed
    check raises, which is not kept, so every test that reads the set fails on it).
    """
    right, wrong = 0, []
    for case in load_cases(name):
        draft = run(name, case["question"])
        assert_grounded(name, draft)
        if is_right(draft, case["expected"]):
            right += 1
        elif draft.outcome is Outcome.ANSWERED:
            wrong.append((case["question"], draft.answer))
    return right, tuple(wrong)


@pytest.mark.parametrize("case", load_cases("varrow"), ids=lambda c: c["question"])
def test_development_questions(case):
    draft = run("varrow", case["question"])
    assert is_right(draft, case["expected"]), (draft.answer, draft.reason)
    assert analyze_question(case["question"]).kind == case["kind"]
    assert_grounded("varrow", draft)


def test_development_set_covers_every_kind_of_question():
    kinds = {c["kind"] for c in load_cases("varrow")}
    assert kinds == {"single_fact", "multi_hop", "arithmetic", "compound", "yes_no"}
    assert sum(c["expected"] == "insufficient_evidence" for c in load_cases("varrow")) >= 3


def _by_set(pairs: Iterable[tuple[str, int]]) -> list[Any]:
    """Parameters of the per-set tests, each marked with its set, so that ``--dist loadgroup`` runs a set's
    tests in one worker, which reads its questions once (``run`` is cached per process)."""
    return [pytest.param(name, value, marks=pytest.mark.xdist_group(name)) for name, value in pairs]


@pytest.mark.parametrize(
    ("name", "threshold"),
    _by_set(
        [
            ("heldout", 7),
            ("heldout2", 8),
            ("heldout3", 10),
            ("heldout4", 10),
            ("heldout5", 10),
            ("heldout6", 12),
            ("heldout7", 9),
            ("heldout8", 21),
            ("heldout9", 21),
            ("heldout10", 18),
            ("heldout11", 21),
            ("heldout12", 15),
            ("heldout13", 19),
            ("heldout14", 18),
            ("heldout15", 19),
            ("heldout16", 16),
            ("heldout17", 12),
            ("heldout18", 12),
            ("heldout19", 10),
            ("heldout20", 13),
            ("heldout21", 16),
            ("heldout22", 14),
            ("heldout23", 12),
            ("heldout24", 14),
            ("heldout25", 12),
            ("heldout26", 16),
            ("heldout27", 13),
            ("heldout28", 12),
            ("heldout29", 10),
            ("heldout30", 8),
            ("heldout31", 9),
            ("heldout32", 11),
            ("heldout33", 10),
            ("heldout34", 8),
            ("heldout35", 11),
            ("heldout36", 12),
            ("heldout37", 14),
            ("heldout38", 11),
            ("heldout39", 11),
            ("heldout40", 13),
            ("heldout41", 14),
            ("heldout42", 11),
            ("heldout43", 13),
            ("heldout44", 10),
            ("heldout45", 10),
            ("heldout46", 8),
            ("heldout47", 15),
            ("heldout48", 12),
            ("heldout49", 16),
            ("heldout50", 14),
            ("heldout51", 12),
            ("heldout52", 12),
            ("heldout53", 8),
            ("heldout54", 7),
            ("heldout55", 8),
            ("heldout56", 9),
            ("heldout57", 7),
            ("heldout58", 10),
            ("heldout59", 7),
            ("heldout60", 11),
            ("heldout61", 11),
            ("heldout62", 9),
            ("heldout63", 8),
            ("heldout64", 10),
            ("heldout65", 9),
            ("heldout66", 9),
            ("heldout67", 10),
            ("heldout68", 6),
            ("heldout69", 12),
            ("heldout70", 9),
            ("heldout71", 8),
            ("heldout72", 7),
            ("heldout73", 7),
            ("heldout74", 8),
            ("heldout75", 7),
            ("heldout76", 11),
            ("heldout77", 10),
            ("heldout78", 12),
            ("heldout79", 7),
            ("heldout80", 12),
            ("heldout81", 9),
            ("heldout82", 8),
            ("heldout83", 9),
            ("heldout84", 11),
            ("heldout85", 9),
            ("heldout86", 8),
            ("heldout87", 10),
            ("heldout88", 10),
            ("heldout89", 7),
            ("heldout90", 8),
            ("heldout91", 10),
            ("heldout92", 9),
            ("heldout93", 10),
            ("heldout94", 14),
            ("heldout95", 11),
            ("heldout96", 13),
            ("heldout97", 11),
            ("heldout98", 9),
            ("heldout99", 10),
            ("heldout100", 10),
            ("heldout101", 9),
            ("heldout102", 12),
            ("heldout103", 11),
            ("heldout104", 9),
            ("heldout105", 11),
            ("heldout106", 8),
            ("heldout107", 9),
            ("heldout108", 11),
            ("heldout109", 9),
            ("heldout110", 13),
            ("heldout111", 12),
            ("heldout112", 9),
            ("heldout113", 7),
            ("heldout114", 6),
            ("heldout115", 11),
            ("heldout116", 11),
            ("heldout117", 9),
            ("heldout118", 9),
            ("heldout119", 12),
            ("heldout120", 9),
            ("heldout121", 9),
            ("heldout122", 8),
            ("heldout123", 8),
            ("heldout124", 9),
            ("heldout125", 9),
            ("heldout126", 11),
            ("heldout127", 12),
            ("heldout128", 14),
            ("heldout129", 9),
            ("heldout130", 8),
            ("heldout131", 8),
            ("heldout132", 10),
            ("heldout133", 13),
            ("heldout134", 8),
            ("heldout135", 14),
            ("heldout136", 10),
            ("heldout137", 11),
            ("heldout138", 10),
            ("heldout139", 8),
            ("heldout140", 9),
            ("heldout141", 10),
            ("heldout142", 9),
            ("heldout143", 11),
            ("heldout144", 11),
            ("heldout145", 15),
            ("heldout146", 9),
            ("heldout147", 12),
            ("heldout148", 10),
            ("heldout149", 7),
            ("heldout150", 14),
            ("heldout151", 11),
            ("heldout152", 11),
            ("heldout153", 12),
            ("heldout154", 11),
            ("heldout155", 12),
            ("heldout156", 10),
            ("heldout157", 13),
            ("heldout158", 13),
            ("heldout159", 11),
            ("heldout160", 11),
            ("heldout161", 11),
            ("heldout162", 12),
            ("heldout163", 14),
            ("heldout164", 12),
            ("heldout165", 8),
            ("heldout166", 11),
            ("heldout167", 11),
            ("heldout168", 10),
            ("heldout169", 12),
            ("heldout170", 9),
            ("heldout171", 9),
            ("heldout172", 10),
            ("heldout173", 10),
            ("heldout174", 13),
            ("heldout175", 12),
            ("heldout176", 7),
            ("heldout177", 9),
            ("heldout178", 10),
            ("heldout179", 12),
            ("heldout180", 10),
            ("heldout181", 7),
            ("heldout182", 11),
            ("heldout183", 13),
            ("heldout184", 10),
            ("heldout185", 9),
            ("heldout186", 11),
            ("heldout187", 11),
            ("heldout188", 11),
            ("heldout189", 11),
            ("heldout190", 12),
            ("heldout191", 13),
            ("heldout192", 13),
            ("heldout193", 9),
            ("heldout194", 12),
            ("heldout195", 11),
            ("heldout196", 10),
            ("heldout197", 11),
            ("heldout198", 11),
            ("heldout199", 13),
            ("heldout200", 13),
            ("heldout201", 15),
            ("heldout202", 11),
            ("heldout203", 11),
            ("heldout204", 11),
            ("heldout205", 12),
            ("heldout206", 8),
            ("heldout207", 7),
            ("heldout208", 14),
            ("heldout209", 11),
            ("heldout210", 13),
            ("heldout211", 12),
            ("heldout212", 10),
            ("heldout213", 11),
            ("heldout214", 10),
            ("heldout215", 11),
            ("heldout216", 11),
            ("heldout217", 9),
            ("heldout218", 11),
            ("heldout219", 11),
            ("heldout220", 8),
            ("heldout221", 12),
            ("heldout222", 13),
            ("heldout223", 10),
            ("heldout224", 11),
            ("heldout225", 10),
            ("heldout226", 8),
            ("heldout227", 10),
            ("heldout228", 9),
            ("heldout229", 9),
            ("heldout230", 9),
            ("heldout231", 12),
            ("heldout232", 10),
            ("heldout233", 9),
            ("heldout234", 10),
            ("heldout235", 12),
            ("heldout236", 9),
            ("heldout237", 10),
            ("heldout238", 15),
            ("heldout239", 10),
            ("heldout240", 11),
            ("heldout241", 11),
            ("heldout242", 12),
            ("heldout243", 16),
            ("heldout244", 11),
            ("heldout245", 9),
            ("heldout246", 12),
            ("heldout247", 11),
            ("heldout248", 11),
            ("heldout249", 9),
            ("heldout250", 10),
            ("heldout251", 14),
            ("heldout252", 13),
            ("heldout253", 16),
            ("heldout254", 10),
            ("heldout255", 10),
            ("heldout256", 14),
            ("heldout257", 11),
            ("heldout258", 11),
            ("heldout259", 10),
            ("heldout260", 11),
            ("heldout261", 11),
            ("heldout262", 12),
            ("heldout263", 11),
            ("heldout264", 12),
            ("heldout265", 11),
            ("heldout266", 10),
            ("heldout267", 9),
            ("heldout268", 11),
            ("heldout269", 12),
            ("heldout270", 9),
            ("heldout271", 10),
            ("heldout272", 9),
            ("heldout273", 10),
            ("heldout274", 8),
            ("heldout275", 10),
            ("heldout276", 11),
            ("heldout277", 10),
            ("heldout278", 14),
            ("heldout279", 14),
            ("heldout280", 8),
            ("heldout281", 10),
            ("heldout282", 10),
            ("heldout283", 14),
            ("heldout284", 11),
            ("heldout285", 12),
            ("heldout286", 10),
            ("heldout287", 12),
            ("heldout288", 10),
            ("heldout289", 11),
            ("heldout290", 12),
            ("heldout291", 13),
            ("heldout292", 13),
            ("heldout293", 11),
            ("heldout294", 8),
            ("heldout295", 11),
            ("heldout296", 11),
            ("heldout297", 8),
            ("heldout298", 7),
            ("heldout299", 11),
            ("heldout300", 8),
            ("heldout301", 8),
            ("heldout302", 12),
            ("heldout303", 7),
            ("heldout304", 7),
            ("heldout305", 10),
            ("heldout306", 12),
            ("heldout307", 8),
            ("heldout308", 14),
            ("heldout309", 15),
            ("heldout310", 9),
            ("heldout311", 12),
            ("heldout312", 12),
            ("heldout313", 13),
            ("heldout314", 12),
            ("heldout315", 11),
            ("heldout316", 12),
            ("heldout317", 8),
            ("heldout318", 15),
            ("heldout319", 11),
            ("heldout320", 10),
            ("heldout321", 12),
            ("heldout322", 10),
            ("heldout323", 12),
            ("heldout324", 9),
            ("heldout325", 9),
            ("heldout326", 12),
            ("heldout327", 10),
            ("heldout328", 15),
            ("heldout329", 13),
            ("heldout330", 10),
            ("heldout331", 11),
            ("heldout332", 10),
            ("heldout333", 12),
            ("heldout334", 11),
            ("heldout335", 13),
            ("heldout336", 8),
            ("heldout337", 10),
            ("heldout338", 15),
            ("heldout339", 10),
            ("heldout340", 13),
            ("heldout341", 12),
            ("heldout342", 12),
            ("heldout343", 10),
            ("heldout344", 12),
            ("heldout345", 13),
            ("heldout346", 11),
            ("heldout347", 8),
            ("heldout348", 12),
            ("heldout349", 14),
            ("heldout350", 12),
            ("heldout351", 14),
            ("heldout352", 10),
            ("heldout353", 12),
            ("heldout354", 14),
            ("heldout355", 10),
            ("heldout356", 9),
            ("heldout357", 12),
            ("heldout358", 11),
            ("heldout359", 12),
            ("heldout360", 10),
            ("heldout361", 10),
            ("heldout362", 13),
            ("heldout363", 12),
            ("heldout364", 12),
            ("heldout365", 12),
            ("heldout366", 13),
            ("heldout367", 10),
            ("heldout368", 12),
            ("heldout369", 12),
            ("heldout370", 10),
            ("heldout371", 12),
            ("heldout372", 9),
            ("heldout373", 11),
            ("heldout374", 9),
            ("heldout375", 13),
            ("heldout376", 16),
            ("heldout377", 11),
            ("heldout378", 10),
            ("heldout379", 11),
            ("heldout380", 11),
            ("heldout381", 12),
            ("heldout382", 9),
            ("heldout383", 12),
            ("heldout384", 9),
            ("heldout385", 11),
            ("heldout386", 11),
            ("heldout387", 11),
            ("heldout388", 10),
            ("heldout389", 11),
            ("heldout390", 12),
            ("heldout391", 10),
            ("heldout392", 11),
            ("heldout393", 11),
            ("heldout394", 14),
            ("heldout395", 10),
            ("heldout396", 14),
            ("heldout397", 10),
            ("heldout398", 5),
            ("heldout399", 13),
            ("heldout400", 11),
            ("heldout401", 9),
            ("heldout402", 11),
            ("heldout403", 13),
            ("heldout404", 13),
            ("heldout405", 14),
            ("heldout406", 12),
            ("heldout407", 16),
            ("heldout408", 13),
            ("heldout409", 10),
            ("heldout410", 11),
            ("heldout411", 10),
            ("heldout412", 11),
            ("heldout413", 11),
            ("heldout414", 11),
            ("heldout415", 9),
            ("heldout416", 10),
            ("heldout417", 9),
            ("heldout418", 11),
            ("heldout419", 9),
            ("heldout420", 17),
            ("heldout421", 10),
            ("heldout422", 11),
            ("heldout423", 12),
            ("heldout424", 14),
            ("heldout425", 10),
            ("heldout426", 12),
            ("heldout427", 13),
            ("heldout428", 18),
            ("heldout429", 12),
            ("heldout430", 12),
            ("heldout431", 11),
            ("heldout432", 9),
            ("heldout433", 10),
            ("heldout434", 16),
            ("heldout435", 9),
            ("heldout436", 13),
            ("heldout437", 11),
            ("heldout438", 11),
            ("heldout439", 13),
            ("heldout440", 14),
            ("heldout441", 12),
            ("heldout442", 14),
            ("heldout443", 15),
            ("heldout444", 13),
            ("heldout445", 14),
            ("heldout446", 10),
            ("heldout447", 14),
            ("heldout448", 7),
            ("heldout449", 13),
            ("heldout450", 13),
            ("heldout451", 12),
            ("heldout452", 8),
            ("heldout453", 10),
            ("heldout454", 10),
            ("heldout455", 11),
            ("heldout456", 10),
            ("heldout457", 12),
            ("heldout458", 11),
            ("heldout459", 9),
            ("heldout460", 13),
            ("heldout461", 10),
            ("heldout462", 9),
            ("heldout463", 15),
            ("heldout464", 7),
            ("heldout465", 9),
            ("heldout466", 10),
            ("heldout467", 10),
            ("heldout468", 14),
            ("heldout469", 14),
            ("heldout470", 12),
            ("heldout471", 10),
            ("heldout472", 12),
            ("heldout473", 10),
            ("heldout474", 8),
            ("heldout475", 9),
            ("heldout476", 8),
            ("heldout477", 9),
            ("heldout478", 11),
            ("heldout479", 10),
            ("heldout480", 9),
            ("heldout481", 11),
            ("heldout482", 10),
            ("heldout483", 9),
            ("heldout484", 9),
            ("heldout485", 9),
            ("heldout486", 12),
            ("heldout487", 9),
            ("heldout488", 8),
            ("heldout489", 12),
            ("heldout490", 9),
            ("heldout491", 13),
            ("heldout492", 9),
            ("heldout493", 13),
            ("heldout494", 10),
            ("heldout495", 10),
            ("heldout496", 10),
            ("heldout497", 9),
            ("heldout498", 12),
            ("heldout499", 12),
            ("heldout500", 14),
            ("heldout501", 12),
            ("heldout502", 8),
            ("heldout503", 12),
            ("heldout504", 12),
            ("heldout505", 10),
            ("heldout506", 12),
            ("heldout507", 11),
            ("heldout508", 13),
            ("heldout509", 11),
            ("heldout510", 11),
            ("heldout511", 12),
            ("heldout512", 9),
            ("heldout513", 12),
            ("heldout514", 12),
            ("heldout515", 10),
            ("heldout516", 10),
            ("heldout517", 13),
            ("heldout518", 11),
            ("heldout519", 13),
            ("heldout520", 9),
            ("heldout521", 12),
            ("heldout522", 12),
            ("heldout523", 9),
            ("heldout524", 11),
            ("heldout525", 8),
            ("heldout526", 10),
            ("heldout527", 14),
            ("heldout528", 11),
            ("heldout529", 9),
            ("heldout530", 11),
            ("heldout531", 8),
            ("heldout532", 11),
            ("heldout533", 12),
            ("heldout534", 10),
            ("heldout535", 14),
            ("heldout536", 11),
            ("heldout537", 8),
            ("heldout538", 12),
            ("heldout539", 10),
            ("heldout540", 9),
            ("heldout541", 12),
            ("heldout542", 12),
            ("heldout543", 10),
            ("heldout544", 15),
            ("heldout545", 15),
            ("heldout546", 13),
            ("heldout547", 13),
            ("heldout548", 13),
            ("heldout549", 16),
            ("heldout550", 13),
            ("heldout551", 15),
            ("heldout552", 14),
            ("heldout553", 9),
            ("heldout554", 11),
            ("heldout555", 13),
            ("heldout556", 15),
            ("heldout557", 10),
            ("heldout558", 17),
            ("heldout559", 19),
            ("heldout560", 11),
            ("heldout561", 13),
        ]
    ),
)
def test_held_out_questions_meet_their_threshold(name, threshold):
    right, _ = score(name)
    assert right >= threshold, f"{right}/{len(load_cases(name))}"


#: The first run's confident wrong answers (wrong answers the judge passed) on the sets written last.
FIRST_RUN_CONFIDENT_WRONG = {
    "heldout12": 2,
    "heldout13": 5,
    "heldout14": 5,
    "heldout15": 3,
    "heldout16": 2,
    "heldout17": 4,
    "heldout18": 5,
    "heldout19": 2,
    "heldout20": 1,
    "heldout21": 2,
    "heldout22": 3,
    "heldout23": 1,
    "heldout24": 4,
    "heldout25": 4,
    "heldout26": 3,
    "heldout27": 1,
    "heldout28": 1,
    "heldout29": 0,
    "heldout30": 4,
    "heldout31": 3,
    "heldout32": 3,
    "heldout33": 4,
    "heldout34": 5,
    "heldout35": 3,
    "heldout36": 2,
    "heldout37": 2,
    "heldout38": 2,
    "heldout39": 1,
    "heldout40": 3,
    "heldout41": 1,
    "heldout42": 2,
    "heldout43": 2,
    "heldout44": 3,
    "heldout45": 2,
    "heldout46": 0,
    "heldout47": 3,
    "heldout48": 2,
    "heldout49": 0,
    "heldout50": 3,
    "heldout51": 0,
    "heldout52": 1,
    "heldout53": 1,
    "heldout54": 0,
    "heldout55": 2,
    "heldout56": 0,
    "heldout57": 5,
    "heldout58": 1,
    "heldout59": 2,
    "heldout60": 2,
    "heldout61": 4,
    "heldout62": 0,
    "heldout63": 3,
    "heldout64": 2,
    "heldout65": 1,
    "heldout66": 2,
    "heldout67": 0,
    "heldout68": 2,
    "heldout69": 1,
    "heldout70": 2,
    "heldout71": 2,
    "heldout72": 2,
    "heldout73": 1,
    "heldout74": 3,
    "heldout75": 2,
    "heldout76": 0,
    "heldout77": 2,
    "heldout78": 2,
    "heldout79": 3,
    "heldout80": 2,
    "heldout81": 1,
    "heldout82": 3,
    "heldout83": 1,
    "heldout84": 1,
    "heldout85": 2,
    "heldout86": 3,
    "heldout87": 3,
    "heldout88": 0,
    "heldout89": 6,
    "heldout90": 1,
    "heldout91": 4,
    "heldout92": 3,
    "heldout93": 1,
    "heldout94": 2,
    "heldout95": 2,
    "heldout96": 1,
    "heldout97": 4,
    "heldout98": 1,
    "heldout99": 1,
    "heldout100": 0,
    "heldout101": 1,
    "heldout102": 2,
    "heldout103": 0,
    "heldout104": 0,
    "heldout105": 1,
    "heldout106": 0,
    "heldout107": 2,
    "heldout108": 3,
    "heldout109": 1,
    "heldout110": 1,
    "heldout111": 0,
    "heldout112": 2,
    "heldout113": 2,
    "heldout114": 1,
    "heldout115": 1,
    "heldout116": 1,
    "heldout117": 1,
    "heldout118": 2,
    "heldout119": 3,
    "heldout120": 1,
    "heldout121": 3,
    "heldout122": 2,
    "heldout123": 2,
    "heldout124": 1,
    "heldout125": 0,
    "heldout126": 1,
    "heldout127": 1,
    "heldout128": 2,
    "heldout129": 0,
    "heldout130": 0,
    "heldout131": 4,
    "heldout132": 0,
    "heldout133": 0,
    "heldout134": 3,
    "heldout135": 2,
    "heldout136": 1,
    "heldout137": 1,
    "heldout138": 0,
    "heldout139": 5,
    "heldout140": 1,
    "heldout141": 1,
    "heldout142": 2,
    "heldout143": 0,
    "heldout144": 1,
    "heldout145": 1,
    "heldout146": 0,
    "heldout147": 1,
    "heldout148": 1,
    "heldout149": 0,
    "heldout150": 1,
    "heldout151": 1,
    "heldout152": 1,
    "heldout153": 1,
    "heldout154": 1,
    "heldout155": 1,
    "heldout156": 2,
    "heldout157": 2,
    "heldout158": 0,
    "heldout159": 1,
    "heldout160": 4,
    "heldout161": 2,
    "heldout162": 2,
    "heldout163": 2,
    "heldout164": 0,
    "heldout165": 2,
    "heldout166": 2,
    "heldout167": 2,
    "heldout168": 0,
    "heldout169": 2,
    "heldout170": 2,
    "heldout171": 1,
    "heldout172": 3,
    "heldout173": 0,
    "heldout174": 2,
    "heldout175": 2,
    "heldout176": 1,
    "heldout177": 1,
    "heldout178": 0,
    "heldout179": 0,
    "heldout180": 2,
    "heldout181": 4,
    "heldout182": 2,
    "heldout183": 1,
    "heldout184": 1,
    "heldout185": 2,
    "heldout186": 0,
    "heldout187": 1,
    "heldout188": 0,
    "heldout189": 1,
    "heldout190": 1,
    "heldout191": 3,
    "heldout192": 1,
    "heldout193": 2,
    "heldout194": 1,
    "heldout195": 1,
    "heldout196": 0,
    "heldout197": 1,
    "heldout198": 2,
    "heldout199": 0,
    "heldout200": 1,
    "heldout201": 1,
    "heldout202": 1,
    "heldout203": 0,
    "heldout204": 1,
    "heldout205": 1,
    "heldout206": 2,
    "heldout207": 3,
    "heldout208": 1,
    "heldout209": 2,
    "heldout210": 1,
    "heldout211": 2,
    "heldout212": 4,
    "heldout213": 1,
    "heldout214": 1,
    "heldout215": 2,
    "heldout216": 3,
    "heldout217": 0,
    "heldout218": 1,
    "heldout219": 1,
    "heldout220": 3,
    "heldout221": 2,
    "heldout222": 2,
    "heldout223": 2,
    "heldout224": 0,
    "heldout225": 1,
    "heldout226": 0,
    "heldout227": 2,
    "heldout228": 3,
    "heldout229": 2,
    "heldout230": 0,
    "heldout231": 0,
    "heldout232": 2,
    "heldout233": 1,
    "heldout234": 2,
    "heldout235": 1,
    "heldout236": 0,
    "heldout237": 2,
    "heldout238": 1,
    "heldout239": 2,
    "heldout240": 0,
    "heldout241": 2,
    "heldout242": 2,
    "heldout243": 0,
    "heldout244": 1,
    "heldout245": 0,
    "heldout246": 1,
    "heldout247": 3,
    "heldout248": 0,
    "heldout249": 1,
    "heldout250": 1,
    "heldout251": 1,
    "heldout252": 3,
    "heldout253": 1,
    "heldout254": 4,
    "heldout255": 1,
    "heldout256": 0,
    "heldout257": 1,
    "heldout258": 2,
    "heldout259": 0,
    "heldout260": 2,
    "heldout261": 2,
    "heldout262": 3,
    "heldout263": 0,
    "heldout264": 2,
    "heldout265": 0,
    "heldout266": 1,
    "heldout267": 1,
    "heldout268": 2,
    "heldout269": 0,
    "heldout270": 0,
    "heldout271": 2,
    "heldout272": 0,
    "heldout273": 1,
    "heldout274": 1,
    "heldout275": 2,
    "heldout276": 1,
    "heldout277": 1,
    "heldout278": 1,
    "heldout279": 1,
    "heldout280": 1,
    "heldout281": 1,
    "heldout282": 2,
    "heldout283": 1,
    "heldout284": 2,
    "heldout285": 0,
    "heldout286": 3,
    "heldout287": 0,
    "heldout288": 1,
    "heldout289": 2,
    "heldout290": 1,
    "heldout291": 1,
    "heldout292": 0,
    "heldout293": 0,
    "heldout294": 1,
    "heldout295": 0,
    "heldout296": 1,
    "heldout297": 1,
    "heldout298": 2,
    "heldout299": 1,
    "heldout300": 3,
    "heldout301": 1,
    "heldout302": 0,
    "heldout303": 2,
    "heldout304": 1,
    "heldout305": 2,
    "heldout306": 2,
    "heldout307": 3,
    "heldout308": 1,
    "heldout309": 1,
    "heldout310": 2,
    "heldout311": 1,
    "heldout312": 0,
    "heldout313": 0,
    "heldout314": 0,
    "heldout315": 0,
    "heldout316": 0,
    "heldout317": 3,
    "heldout318": 0,
    "heldout319": 0,
    "heldout320": 2,
    "heldout321": 0,
    "heldout322": 3,
    "heldout323": 0,
    "heldout324": 2,
    "heldout325": 0,
    "heldout326": 1,
    "heldout327": 1,
    "heldout328": 0,
    "heldout329": 0,
    "heldout330": 1,
    "heldout331": 1,
    "heldout332": 0,
    "heldout333": 0,
    "heldout334": 1,
    "heldout335": 1,
    "heldout336": 2,
    "heldout337": 1,
    "heldout338": 4,
    "heldout339": 2,
    "heldout340": 1,
    "heldout341": 1,
    "heldout342": 0,
    "heldout343": 1,
    "heldout344": 1,
    "heldout345": 0,
    "heldout346": 0,
    "heldout347": 0,
    "heldout348": 3,
    "heldout349": 1,
    "heldout350": 0,
    "heldout351": 1,
    "heldout352": 0,
    "heldout353": 0,
    "heldout354": 1,
    "heldout355": 2,
    "heldout356": 0,
    "heldout357": 1,
    "heldout358": 1,
    "heldout359": 2,
    "heldout360": 3,
    "heldout361": 0,
    "heldout362": 0,
    "heldout363": 0,
    "heldout364": 0,
    "heldout365": 0,
    "heldout366": 1,
    "heldout367": 2,
    "heldout368": 1,
    "heldout369": 2,
    "heldout370": 1,
    "heldout371": 0,
    "heldout372": 2,
    "heldout373": 0,
    "heldout374": 0,
    "heldout375": 0,
    "heldout376": 1,
    "heldout377": 0,
    "heldout378": 2,
    "heldout379": 1,
    "heldout380": 1,
    "heldout381": 3,
    "heldout382": 2,
    "heldout383": 1,
    "heldout384": 2,
    "heldout385": 3,
    "heldout386": 1,
    "heldout387": 1,
    "heldout388": 4,
    "heldout389": 0,
    "heldout390": 1,
    "heldout391": 2,
    "heldout392": 0,
    "heldout393": 1,
    "heldout394": 0,
    "heldout395": 2,
    "heldout396": 3,
    "heldout397": 0,
    "heldout398": 3,
    "heldout399": 1,
    "heldout400": 2,
    "heldout401": 2,
    "heldout402": 1,
    "heldout403": 1,
    "heldout404": 0,
    "heldout405": 1,
    "heldout406": 1,
    "heldout407": 2,
    "heldout408": 0,
    "heldout409": 3,
    "heldout410": 1,
    "heldout411": 1,
    "heldout412": 0,
    "heldout413": 0,
    "heldout414": 0,
    "heldout415": 1,
    "heldout416": 1,
    "heldout417": 0,
    "heldout418": 3,
    "heldout419": 2,
    "heldout420": 0,
    "heldout421": 2,
    "heldout422": 3,
    "heldout423": 1,
    "heldout424": 0,
    "heldout425": 0,
    "heldout426": 0,
    "heldout427": 0,
    "heldout428": 1,
    "heldout429": 0,
    "heldout430": 0,
    "heldout431": 1,
    "heldout432": 3,
    "heldout433": 1,
    "heldout434": 1,
    "heldout435": 0,
    "heldout436": 2,
    "heldout437": 1,
    "heldout438": 1,
    "heldout439": 1,
    "heldout440": 2,
    "heldout441": 0,
    "heldout442": 3,
    "heldout443": 0,
    "heldout444": 0,
    "heldout445": 1,
    "heldout446": 1,
    "heldout447": 0,
    "heldout448": 0,
    "heldout449": 0,
    "heldout450": 3,
    "heldout451": 2,
    "heldout452": 0,
    "heldout453": 0,
    "heldout454": 2,
    "heldout455": 1,
    "heldout456": 0,
    "heldout457": 1,
    "heldout458": 0,
    "heldout459": 1,
    "heldout460": 1,
    "heldout461": 2,
    "heldout462": 0,
    "heldout463": 1,
    "heldout464": 1,
    "heldout465": 1,
    "heldout466": 3,
    "heldout467": 1,
    "heldout468": 1,
    "heldout469": 1,
    "heldout470": 0,
    "heldout471": 1,
    "heldout472": 0,
    "heldout473": 1,
    "heldout474": 1,
    "heldout475": 2,
    "heldout476": 0,
    "heldout477": 0,
    "heldout478": 1,
    "heldout479": 2,
    "heldout480": 3,
    "heldout481": 3,
    "heldout482": 0,
    "heldout483": 0,
    "heldout484": 2,
    "heldout485": 0,
    "heldout486": 0,
    "heldout487": 1,
    "heldout488": 0,
    "heldout489": 0,
    "heldout490": 3,
    "heldout491": 0,
    "heldout492": 0,
    "heldout493": 0,
    "heldout494": 0,
    "heldout495": 0,
    "heldout496": 0,
    "heldout497": 3,
    "heldout498": 0,
    "heldout499": 1,
    "heldout500": 0,
    "heldout501": 0,
    "heldout502": 2,
    "heldout503": 1,
    "heldout504": 1,
    "heldout505": 1,
    "heldout506": 2,
    "heldout507": 2,
    "heldout508": 0,
    "heldout509": 0,
    "heldout510": 2,
    "heldout511": 0,
    "heldout512": 0,
    "heldout513": 0,
    "heldout514": 0,
    "heldout515": 0,
    "heldout516": 2,
    "heldout517": 0,
    "heldout518": 0,
    "heldout519": 0,
    "heldout520": 0,
    "heldout521": 0,
    "heldout522": 0,
    "heldout523": 0,
    "heldout524": 0,
    "heldout525": 0,
    "heldout526": 1,
    "heldout527": 0,
    "heldout528": 2,
    "heldout529": 0,
    "heldout530": 0,
    "heldout531": 0,
    "heldout532": 0,
    "heldout533": 2,
    "heldout534": 0,
    "heldout535": 0,
    "heldout536": 0,
    "heldout537": 1,
    "heldout538": 0,
    "heldout539": 3,
    "heldout540": 1,
    "heldout541": 0,
    "heldout542": 0,
    "heldout543": 0,
    "heldout544": 0,
    "heldout545": 0,
    "heldout546": 1,
    "heldout547": 0,
    "heldout548": 0,
    "heldout549": 1,
    "heldout550": 1,
    "heldout551": 0,
    "heldout552": 0,
    "heldout553": 0,
    "heldout554": 0,
    "heldout555": 0,
    "heldout556": 0,
    "heldout557": 1,
    "heldout558": 2,
    "heldout559": 0,
    "heldout560": 1,
    "heldout561": 0,
}


@pytest.mark.parametrize(("name", "first_run"), _by_set(sorted(FIRST_RUN_CONFIDENT_WRONG.items())))
def test_held_out_confident_wrong_answers_do_not_exceed_the_first_run(name, first_run):
    _, wrong = score(name)
    assert len(wrong) <= first_run, wrong


#: Development sets written before the reasoner was run on them, then tuned on: their after-tuning scores.
DEVELOPMENT = {"dev01": 26, "dev02": 22, "dev03": 27, "dev04": 26, "dev05": 24}


#: A development set run once and not tuned on: its first-run score and confident wrong answers.
FIRST_RUN_DEVELOPMENT = {"dev06": (27, 1)}


@pytest.mark.parametrize(("name", "first_run"), _by_set(sorted(FIRST_RUN_DEVELOPMENT.items())))
def test_untuned_development_sets_keep_their_first_run(name, first_run):
    threshold, confident_wrong = first_run
    right, wrong = score(name)
    assert right >= threshold, f"{right}/{len(load_cases(name))}"
    assert len(wrong) <= confident_wrong, wrong


@pytest.mark.parametrize(("name", "after_tuning"), _by_set(sorted(DEVELOPMENT.items())))
def test_development_sets_keep_their_scores_without_confident_wrong_answers(name, after_tuning):
    right, wrong = score(name)
    assert right >= after_tuning, f"{right}/{len(load_cases(name))}"
    assert not wrong


#: Scores of the sets written last after they were tuned on: not clean figures, a guard against regressions.
AFTER_TUNING = {
    "heldout10": 21,
    "heldout12": 23,
    "heldout13": 23,
    "heldout14": 26,
    "heldout15": 27,
    "heldout16": 24,
    "heldout17": 23,
    "heldout18": 21,
    "heldout19": 23,
    "heldout20": 18,
    "heldout21": 22,
    "heldout22": 24,
    "heldout23": 19,
    "heldout24": 23,
    "heldout25": 21,
    "heldout26": 21,
    "heldout27": 19,
    "heldout28": 17,
    "heldout29": 13,
    "heldout30": 12,
    "heldout31": 14,
    "heldout32": 20,
    "heldout33": 16,
    "heldout34": 16,
    "heldout35": 16,
    "heldout36": 15,
    "heldout37": 22,
    "heldout38": 18,
    "heldout39": 21,
    "heldout40": 19,
    "heldout41": 21,
    "heldout42": 15,
    "heldout43": 21,
    "heldout44": 22,
    "heldout45": 19,
    "heldout46": 15,
    "heldout47": 22,
    "heldout48": 15,
    "heldout49": 22,
    "heldout50": 21,
    "heldout51": 20,
    "heldout53": 13,
    "heldout54": 12,
    "heldout55": 11,
    "heldout56": 16,
    "heldout57": 15,
    "heldout58": 15,
    "heldout59": 11,
    "heldout60": 17,
    "heldout62": 15,
    "heldout63": 14,
    "heldout64": 15,
    "heldout65": 11,
    "heldout66": 11,
    "heldout67": 11,
    "heldout68": 7,
    "heldout69": 14,
    "heldout70": 13,
    "heldout71": 14,
    "heldout72": 12,
    "heldout73": 17,
    "heldout74": 20,
    "heldout75": 16,
    "heldout76": 19,
    "heldout77": 14,
    "heldout78": 20,
    "heldout79": 13,
    "heldout80": 13,
    "heldout81": 12,
    "heldout82": 10,
    "heldout83": 14,
    "heldout84": 15,
    "heldout85": 15,
    "heldout86": 16,
    "heldout87": 14,
    "heldout88": 16,
    "heldout90": 15,
    "heldout91": 12,
    "heldout92": 13,
    "heldout93": 11,
    "heldout94": 15,
    "heldout95": 14,
    "heldout96": 16,
    "heldout97": 13,
    "heldout98": 12,
    "heldout99": 12,
    "heldout100": 11,
    "heldout101": 11,
    "heldout102": 16,
    "heldout103": 13,
    "heldout104": 11,
    "heldout105": 17,
    "heldout106": 15,
    "heldout107": 13,
    "heldout109": 12,
    "heldout110": 18,
    "heldout111": 15,
    "heldout112": 10,
    "heldout113": 10,
    "heldout114": 11,
    "heldout115": 17,
    "heldout116": 13,
    "heldout117": 12,
    "heldout120": 11,
    "heldout121": 12,
    "heldout122": 10,
    "heldout123": 10,
    "heldout124": 10,
    "heldout125": 11,
    "heldout126": 12,
    "heldout127": 12,
    "heldout128": 14,
    "heldout129": 9,
    "heldout130": 11,
    "heldout131": 11,
    "heldout132": 12,
    "heldout133": 13,
    "heldout134": 9,
    "heldout135": 14,
    "heldout136": 10,
    "heldout137": 11,
    "heldout138": 10,
    "heldout139": 10,
    "heldout140": 10,
    "heldout141": 11,
    "heldout142": 9,
    "heldout143": 11,
    "heldout144": 11,
    "heldout145": 16,
    "heldout146": 9,
    "heldout147": 13,
    "heldout148": 10,
    "heldout149": 7,
    "heldout150": 14,
    "heldout151": 11,
    "heldout152": 12,
    "heldout153": 12,
    "heldout154": 12,
    "heldout155": 12,
    "heldout156": 13,
    "heldout157": 15,
    "heldout158": 14,
    "heldout159": 12,
    "heldout160": 13,
    "heldout161": 11,
    "heldout162": 12,
    "heldout163": 14,
    "heldout164": 12,
    "heldout165": 10,
    "heldout166": 12,
    "heldout167": 11,
    "heldout168": 11,
    "heldout169": 13,
    "heldout170": 10,
    "heldout171": 10,
    "heldout172": 10,
    "heldout173": 10,
    "heldout174": 15,
    "heldout175": 13,
    "heldout176": 7,
    "heldout177": 9,
    "heldout178": 10,
    "heldout179": 13,
    "heldout180": 10,
    "heldout181": 10,
    "heldout182": 12,
    "heldout183": 13,
    "heldout184": 10,
    "heldout185": 10,
    "heldout186": 11,
    "heldout187": 12,
    "heldout188": 11,
    "heldout189": 11,
    "heldout190": 13,
    "heldout191": 14,
    "heldout192": 13,
    "heldout193": 10,
    "heldout194": 12,
    "heldout195": 12,
    "heldout196": 10,
    "heldout197": 12,
    "heldout198": 11,
    "heldout199": 14,
    "heldout200": 15,
    "heldout201": 16,
    "heldout202": 13,
    "heldout203": 11,
    "heldout204": 12,
    "heldout205": 13,
    "heldout206": 8,
    "heldout207": 8,
    "heldout208": 14,
    "heldout209": 12,
    "heldout210": 13,
    "heldout211": 12,
    "heldout212": 11,
    "heldout213": 11,
    "heldout214": 10,
    "heldout215": 12,
    "heldout216": 12,
    "heldout217": 9,
    "heldout218": 12,
    "heldout219": 11,
    "heldout220": 8,
    "heldout221": 12,
    "heldout222": 13,
    "heldout223": 11,
    "heldout224": 11,
    "heldout225": 10,
    "heldout226": 8,
    "heldout227": 10,
    "heldout228": 9,
    "heldout229": 11,
    "heldout230": 9,
    "heldout231": 12,
    "heldout232": 10,
    "heldout233": 9,
    "heldout234": 12,
    "heldout235": 12,
    "heldout236": 9,
    "heldout237": 10,
    "heldout238": 15,
    "heldout239": 10,
    "heldout240": 11,
    "heldout241": 12,
    "heldout242": 14,
    "heldout243": 16,
    "heldout244": 11,
    "heldout245": 10,
    "heldout246": 13,
    "heldout247": 11,
    "heldout248": 13,
    "heldout249": 10,
    "heldout250": 11,
    "heldout251": 15,
    "heldout252": 16,
    "heldout253": 17,
    "heldout254": 12,
    "heldout255": 11,
    "heldout256": 14,
    "heldout257": 12,
    "heldout258": 11,
    "heldout259": 13,
    "heldout260": 11,
    "heldout261": 12,
    "heldout262": 15,
    "heldout263": 11,
    "heldout264": 14,
    "heldout265": 15,
    "heldout266": 11,
    "heldout267": 9,
    "heldout268": 11,
    "heldout269": 14,
    "heldout270": 9,
    "heldout271": 10,
    "heldout272": 10,
    "heldout273": 10,
    "heldout274": 11,
    "heldout276": 11,
    "heldout277": 12,
    "heldout278": 15,
    "heldout279": 15,
    "heldout280": 8,
    "heldout281": 10,
    "heldout283": 15,
    "heldout284": 11,
    "heldout285": 12,
    "heldout286": 10,
    "heldout287": 12,
    "heldout288": 11,
    "heldout289": 11,
    "heldout290": 12,
    "heldout291": 14,
    "heldout292": 14,
    "heldout293": 12,
    "heldout294": 9,
    "heldout295": 12,
    "heldout296": 11,
    "heldout297": 9,
    "heldout298": 9,
    "heldout299": 12,
    "heldout300": 10,
    "heldout301": 10,
    "heldout302": 12,
    "heldout303": 7,
    "heldout305": 12,
    "heldout306": 12,
    "heldout309": 15,
    "heldout311": 14,
    "heldout312": 12,
    "heldout317": 9,
    "heldout319": 11,
    "heldout320": 11,
    "heldout321": 12,
    "heldout322": 11,
    "heldout323": 12,
    "heldout325": 10,
    "heldout326": 14,
    "heldout327": 10,
    "heldout328": 15,
    "heldout329": 13,
    "heldout330": 10,
    "heldout331": 11,
    "heldout332": 10,
    "heldout333": 12,
    "heldout334": 11,
    "heldout335": 13,
    "heldout337": 11,
    "heldout338": 15,
    "heldout340": 14,
    "heldout341": 13,
    "heldout342": 12,
    "heldout343": 10,
    "heldout344": 12,
    "heldout345": 13,
    "heldout346": 12,
    "heldout347": 9,
    "heldout348": 13,
    "heldout349": 15,
    "heldout350": 12,
    "heldout351": 15,
    "heldout352": 11,
    "heldout353": 12,
    "heldout354": 15,
    "heldout355": 10,
    "heldout356": 9,
    "heldout359": 12,
    "heldout361": 11,
    "heldout362": 15,
    "heldout363": 12,
    "heldout364": 12,
    "heldout365": 12,
    "heldout366": 14,
    "heldout367": 13,
    "heldout368": 13,
    "heldout371": 12,
    "heldout373": 12,
    "heldout374": 10,
    "heldout375": 14,
    "heldout377": 11,
    "heldout378": 10,
    "heldout379": 11,
    "heldout383": 13,
    "heldout387": 12,
    "heldout389": 11,
    "heldout392": 11,
    "heldout394": 14,
    "heldout396": 15,
    "heldout397": 10,
    "heldout398": 8,
    "heldout399": 13,
    "heldout400": 11,
    "heldout402": 12,
    "heldout403": 13,
    "heldout404": 13,
    "heldout406": 12,
    "heldout408": 13,
    "heldout410": 11,
    "heldout411": 10,
    "heldout412": 11,
    "heldout413": 11,
    "heldout414": 11,
    "heldout416": 11,
    "heldout417": 9,
    "heldout418": 13,
    "heldout420": 17,
    "heldout421": 11,
    "heldout423": 12,
    "heldout424": 14,
    "heldout425": 11,
    "heldout426": 13,
    "heldout427": 14,
    "heldout428": 19,
    "heldout429": 13,
    "heldout430": 12,
    "heldout431": 11,
    "heldout432": 12,
    "heldout433": 10,
    "heldout434": 16,
    "heldout435": 9,
    "heldout436": 13,
    "heldout437": 12,
    "heldout438": 11,
    "heldout439": 13,
    "heldout440": 15,
    "heldout441": 12,
    "heldout443": 15,
    "heldout444": 13,
    "heldout445": 14,
    "heldout446": 10,
    "heldout447": 14,
    "heldout448": 7,
    "heldout449": 13,
    "heldout450": 14,
    "heldout451": 13,
    "heldout452": 8,
    "heldout453": 10,
    "heldout454": 11,
    "heldout455": 11,
    "heldout456": 10,
    "heldout457": 12,
    "heldout458": 11,
    "heldout459": 9,
    "heldout460": 13,
    "heldout461": 10,
    "heldout462": 9,
    "heldout463": 15,
    "heldout465": 9,
    "heldout467": 11,
    "heldout469": 14,
    "heldout470": 12,
    "heldout471": 10,
    "heldout472": 12,
    "heldout473": 10,
    "heldout474": 8,
    "heldout475": 11,
    "heldout476": 8,
    "heldout477": 10,
    "heldout478": 11,
    "heldout479": 10,
    "heldout480": 10,
    "heldout481": 13,
    "heldout482": 10,
    "heldout483": 9,
    "heldout484": 10,
    "heldout485": 9,
    "heldout486": 12,
    "heldout487": 9,
    "heldout488": 8,
    "heldout489": 12,
    "heldout490": 9,
    "heldout491": 13,
    "heldout492": 9,
    "heldout493": 13,
    "heldout494": 10,
    "heldout495": 10,
    "heldout496": 10,
    "heldout497": 10,
    "heldout498": 12,
    "heldout499": 12,
    "heldout500": 14,
    "heldout501": 12,
    "heldout502": 10,
    "heldout503": 12,
    "heldout504": 12,
    "heldout505": 10,
    "heldout506": 13,
    "heldout507": 12,
    "heldout508": 13,
    "heldout509": 11,
    "heldout510": 11,
    "heldout511": 12,
    "heldout512": 9,
    "heldout513": 12,
    "heldout514": 12,
    "heldout515": 10,
    "heldout516": 11,
    "heldout517": 13,
    "heldout518": 11,
    "heldout519": 13,
    "heldout520": 9,
    "heldout521": 12,
    "heldout522": 12,
    "heldout523": 9,
    "heldout524": 11,
    "heldout525": 8,
    "heldout526": 11,
    "heldout527": 14,
    "heldout528": 11,
    "heldout529": 9,
    "heldout530": 11,
    "heldout531": 8,
    "heldout532": 11,
    "heldout533": 12,
    "heldout534": 10,
    "heldout535": 17,
    "heldout536": 11,
    "heldout537": 14,
    "heldout538": 12,
    "heldout539": 11,
    "heldout540": 11,
    "heldout541": 15,
    "heldout542": 12,
    "heldout543": 16,
    "heldout544": 15,
    "heldout545": 16,
    "heldout546": 14,
    "heldout547": 13,
    "heldout548": 13,
    "heldout549": 16,
    "heldout550": 13,
    "heldout551": 15,
    "heldout552": 14,
    "heldout553": 10,
    "heldout554": 11,
    "heldout555": 13,
    "heldout556": 15,
    "heldout557": 11,
    "heldout558": 19,
    "heldout559": 19,
    "heldout560": 12,
    "heldout561": 13,
}


@pytest.mark.parametrize(("name", "after_tuning"), _by_set(sorted(AFTER_TUNING.items())))
def test_held_out_sets_keep_their_after_tuning_scores_without_confident_wrong_answers(name, after_tuning):
    right, wrong = score(name)
    assert right >= after_tuning, f"{right}/{len(load_cases(name))}"
    assert not wrong


@pytest.mark.parametrize(
    ("answer", "expected", "matches"),
    [
        ("Seven [1]", "7", True),
        ("9 ratepayers [1]", "nine", True),
        ("nine ratepayers", "nine", True),
        ("19 ratepayers [1]", "nine", False),
        ("8 ratepayers [1]", "nine", False),
    ],
)
def test_a_count_written_in_words_on_either_side_matches_its_figure(answer, expected, matches):
    assert answer_matches(answer, expected) is matches
