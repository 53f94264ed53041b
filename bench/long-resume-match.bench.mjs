// Issue 34, "nothing heavy on the event loop": what matching a long resume still does on the main
// thread is bounded, not proportional to what the user wrote. The server reads a resume's features
// (a walk of all its text) in the worker pool's compute threads (`resumeFeatures`); the main thread
// then scores those features against the job index (match pages, alerts, push). Features are
// bounded by the vocabulary and fixed slices (skills and places are vocabulary ids, at most 6
// titles and 4 positions of ≤ 500 characters), so scoring a resume twice as long costs the same.
//
// Budget: main-thread scoring of a resume of 2n text over n ≤ 1.3 (10,000 jobs: score every job,
// rank, the reasons of the first 60). Recorded, not budgeted: the feature extraction itself at n and
// 2n (the work the pool now does), and the twins' main-thread part (a structured clone of the
// resume and a base caught up on every item, inside the write's transaction), which is linear in
// the resume's size and bounded by the request body limit.
import { tsImport } from "tsx/esm/api";
import { record, summarize } from "./lib.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { extractResumeFeatures } = await load("../packages/nlp/src/resume-features.ts");
const { createJobIndex, createResumeMatcher, extractJobFeatures } = await load(
  "../packages/nlp/src/match.ts",
);
const { copyScope } = await load("../packages/nlp/src/twin.ts");
const { createEmptyItem, defaultResumeData } = await load("../packages/schema/src/index.ts");
const demo = (await import("../apps/server/src/modules/jobs/demo/demo-jobs.json", { with: { type: "json" } }))
  .default;

const budgetRatio = 1.3;
const jobCount = 10_000;
const itemsAtN = 50;

// 10,000 jobs from the demo set's features, as distinct objects (as in the server's index).
const base = demo.jobs.map((job) =>
  extractJobFeatures({
    position: job.position,
    location: job.location,
    remote: job.remote,
    experience: job.experience,
    descriptionEn: job.descriptionEn,
    descriptionAr: job.descriptionAr,
  }),
);
const matchIndex = createJobIndex(
  Array.from({ length: jobCount }, (_, i) => structuredClone(base[i % base.length])),
);

const bullets = [
  "Led patient care on a 30-bed ward, medication administration and infection control audits",
  "Built dashboards in SQL and Python for the finance team; automated month-end reporting in Excel",
  "Managed vendor contracts and procurement for three hospitals across Riyadh and Jeddah",
  "Trained 12 new nurses on BLS, wound care and electronic health records",
];
/** A resume of `items` experience entries, each with about 2,000 characters of rich text. */
function longResume(items) {
  const data = defaultResumeData("en");
  data.basics.headline = "Registered Nurse";
  data.sections.experience.items = Array.from({ length: items }, (_, i) => ({
    ...createEmptyItem("experience"),
    id: `job-${i}`,
    position: i % 2 ? "Staff Nurse" : "Charge Nurse",
    company: `Hospital ${i}`,
    date: "Jan 2018 - Present",
    summary: `<ul>${Array.from({ length: 6 }, (_, k) => `<li><p>${bullets[(i + k) % bullets.length]} (${i}.${k}).</p></li>`).join("")}</ul>`,
  }));
  data.sections.skills.items = ["Patient care", "Medication administration", "Infection control", "BLS"].map(
    (name) => ({ ...createEmptyItem("skills"), name }),
  );
  return data;
}

const timed = (runs, work) => {
  work();
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    work();
    samples.push(performance.now() - t0);
  }
  return summarize(samples).median;
};

const sizes = {};
for (const [label, items] of [
  ["n", itemsAtN],
  ["2n", 2 * itemsAtN],
]) {
  const data = longResume(items);
  const features = extractResumeFeatures(data);
  // What the main thread does with the pool's answer: score every job, rank, the first 60 reasons.
  const scoringMs = timed(15, () => {
    const matcher = createResumeMatcher(structuredClone(features));
    const scores = matcher.scoreAll(matchIndex);
    const picked = [];
    for (let i = 0; i < scores.length; i++) if (scores[i] >= 0.3) picked.push(i);
    picked.sort((a, b) => scores[b] - scores[a]);
    for (const i of picked.slice(0, 60)) matcher.matchAt(matchIndex, i);
  });
  // The pool's part, recorded: the features of the whole text.
  const extractMs = timed(5, () => extractResumeFeatures(data));
  // The twins' main-thread part: a clone and a base caught up on every item.
  const keys = data.sections.experience.items.map((item) => `experience/${item.id}/`);
  const twinMs = timed(15, () => copyScope(structuredClone(data), data, keys));
  sizes[label] = {
    items,
    textChars: JSON.stringify(data).length,
    featureSkills: features.skills.length,
    scoringMs: +scoringMs.toFixed(2),
    extractInPoolMs: +extractMs.toFixed(2),
    twinMainThreadMs: +twinMs.toFixed(3),
  };
}
const ratio = (key) => +(sizes["2n"][key] / sizes.n[key]).toFixed(2);
const result = {
  budget: { scoringRatio2nOverN: budgetRatio },
  jobs: jobCount,
  sizes,
  ratios: {
    scoring: ratio("scoringMs"),
    extractInPool: ratio("extractInPoolMs"),
    twinMainThread: ratio("twinMainThreadMs"),
  },
};
result.withinBudget = result.ratios.scoring <= budgetRatio;
record("long-resume-match", result);
if (!result.withinBudget) process.exitCode = 1;
