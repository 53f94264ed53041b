// Generates demo-jobs.json: the bundled bilingual demo set (node generate-demo-jobs.mjs).
// Deterministic (seeded), so the committed file only changes when this script does. Skill
// labels come from the nlp vocabulary so the matcher recognizes them in both languages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const skillsFile = path.resolve(here, "../../../../../../packages/nlp/src/data/gulf-skills.json");
const skillLabels = new Map(JSON.parse(fs.readFileSync(skillsFile, "utf8")).items.map((s) => [s.id, s]));

let seed = 20251122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

/**
 * The tables the postings are made from (demo-job-tables.json): occupations (title labels,
 * required and preferred skill ids, duties, degree, companies with the countries (and, for a
 * local employer, the cities) they hire in, remote-friendly), places (country,
 * English and Arabic location text; the first 15 are Saudi cities covering all 13 regions), job
 * type labels and benefits in both languages.
 */
const {
  occupations,
  places,
  typeLabels,
  benefits: benefitLists,
} = JSON.parse(fs.readFileSync(path.join(here, "demo-job-tables.json"), "utf8"));

/** Whether an employer (countries, and cities when it is local) hires at a place. */
const worksIn = (company, place) =>
  company.countries.includes(place[0]) &&
  (!company.cities || company.cities.includes(place[1].split(",")[0]));

const levels = ["intern", "entry", "mid", "above"];
const sources = ["linkedin", "bayt", "indeed", "naukri", "gulftalent", "glassdoor", "dubizzle", "sira"];
const levelWords = {
  intern: { en: (t) => `${t} Intern`, ar: (t) => `متدرب ${t}`, years: 0 },
  entry: { en: (t) => `Junior ${t}`, ar: (t) => `${t} - حديث التخرج`, years: 1 },
  mid: { en: (t) => t, ar: (t) => t, years: 3 },
  above: { en: (t) => `Senior ${t}`, ar: (t) => `${t} أول`, years: 8 },
};
const label = (id, lang) => skillLabels.get(id)?.[lang] ?? id;
const list = (items) => items.map((i) => `• ${i}`).join("<br>");

function describe(o, level, type, company, place, lang) {
  const years = levelWords[level].years;
  const en = lang === "en";
  const title = en ? levelWords[level].en(o.en) : levelWords[level].ar(o.ar);
  const skillsMust = o.must.map((s) => label(s, lang));
  const skillsNice = o.nice.map((s) => label(s, lang));
  const experience = en
    ? years === 0
      ? "No experience required; final-year students and fresh graduates are welcome"
      : `At least ${years} years of experience as ${o.en}`
    : years === 0
      ? "لا يشترط الخبرة، ويسعدنا انضمام طلاب السنة الأخيرة وحديثي التخرج"
      : `خبرة لا تقل عن ${years} سنوات في مجال ${o.ar}`;
  const benefits = [0, 1, 2].map(() => pick(benefitLists[lang]));
  if (en)
    return [
      `<strong>${company}</strong> is hiring a ${title} in ${place}.`,
      `<strong>Responsibilities</strong>`,
      list(o.dutiesEn),
      `<strong>Requirements</strong>`,
      list([
        o.degreeEn,
        experience,
        `Strong skills in ${skillsMust.join(", ")}`,
        "Excellent Arabic and English communication",
      ]),
      `<strong>Preferred</strong>`,
      list([`Experience with ${skillsNice.join(" and ")} is a plus`]),
      `<strong>Job type</strong>: ${typeLabels[type][0]}`,
      `<strong>We offer</strong>`,
      list([...new Set(benefits)]),
    ].join("<br>");
  return [
    `تعلن <strong>${company}</strong> عن حاجتها إلى ${title} للعمل في ${place}.`,
    `<strong>المهام الوظيفية</strong>`,
    list(o.dutiesAr),
    `<strong>المتطلبات</strong>`,
    list([
      o.degreeAr,
      experience,
      `إجادة ${skillsMust.join(" و")}`,
      "مهارات تواصل ممتازة باللغتين العربية والإنجليزية",
    ]),
    `<strong>يفضل</strong>`,
    list([`الخبرة في ${skillsNice.join(" و")} ميزة إضافية`]),
    `<strong>نوع العمل</strong>: ${typeLabels[type][1]}`,
    `<strong>المزايا</strong>`,
    list([...new Set(benefits)]),
  ].join("<br>");
}

const jobs = [];
let n = 0;
const otherTypes = ["full_time", "full_time", "part_time", "full_time", "contract"];
for (const [oi, o] of occupations.entries()) {
  for (let k = 0; k < 16; k++) {
    n++;
    const level = levels[(k + oi) % levels.length];
    const type =
      level === "intern"
        ? k % 2 === 0
          ? "internship"
          : "training"
        : otherTypes[(k + oi) % otherTypes.length];
    let place = k < 7 ? places[(n * 7 + k) % 15] : places[15 + ((n + k) % (places.length - 15))];
    // The employer must work where the posting is: a hospital of Abu Dhabi is not hiring in Arar.
    let employers = o.companies.filter((c) => worksIn(c, place));
    if (employers.length === 0) {
      const employer = pick(o.companies);
      const own = places.filter((p) => worksIn(employer, p));
      place = own[(n + k) % own.length];
      employers = [employer];
    }
    const remote = o.remote && k % 4 === 1 ? "remote" : "onsite";
    const company = pick(employers).name;
    const arabicFirst = k % 2 === 0;
    const ageHours =
      k === 0
        ? Math.floor(random() * 20)
        : k === 1
          ? 24 + Math.floor(random() * 40)
          : Math.floor(random() * 24 * 45);
    jobs.push({
      id: `demo-${String(n).padStart(4, "0")}`,
      source: sources[n % sources.length],
      position: arabicFirst ? levelWords[level].ar(o.ar) : levelWords[level].en(o.en),
      company,
      location: arabicFirst ? place[2] : place[1],
      country: place[0],
      ageHours,
      remote,
      jobType: type,
      experience: level,
      link: `https://jobs.sira.example/${o.id}/${n}`,
      descriptionEn: describe(o, level, type, company, place[1].split(",")[0], "en"),
      descriptionAr: describe(o, level, type, company, place[2].split("،")[0], "ar"),
      occupation: o.id,
    });
  }
}
const out = path.join(here, "demo-jobs.json");
const lines = jobs.map((job) => `  ${JSON.stringify(job)}`).join(",\n");
fs.writeFileSync(
  out,
  `{"note": "Generated by generate-demo-jobs.mjs: fictional sample postings for the demo; their links are on the reserved .example domain.", "jobs": [\n${lines}\n]}\n`,
);
console.log(`wrote ${jobs.length} jobs to ${out}`);
