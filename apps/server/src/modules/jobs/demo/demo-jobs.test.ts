import { describe, expect, it } from "vitest";
import tables from "./demo-job-tables.json" with { type: "json" };
import demo from "./demo-jobs.json" with { type: "json" };

/** Location text in either language → [country, English city]. */
const placeOf = new Map(
  tables.places.flatMap(([country, en, ar]) => {
    const place = [country!, en!.split(",")[0]!] as const;
    return [
      [en!, place],
      [ar!, place],
    ];
  }),
);

describe("demo jobs (issue 42 item 3)", () => {
  it("every employer hires in the job's country and city, and the location names that country", () => {
    const wrong: string[] = [];
    for (const job of demo.jobs) {
      const occupation = tables.occupations.find((o) => o.id === job.occupation)!;
      const employer = occupation.companies.find((c) => c.name === job.company);
      const [country, city] = placeOf.get(job.location) ?? [];
      const cities: string[] | undefined = employer && "cities" in employer ? employer.cities : undefined;
      if (
        !employer ||
        country !== job.country ||
        !employer.countries.includes(job.country) ||
        (cities && !cities.includes(city!))
      )
        wrong.push(`${job.id}: ${job.company} in ${job.location}`);
    }
    expect(wrong).toEqual([]);
  });

  it("no foreign institution in a Saudi town (the cases the issue names)", () => {
    const at = (company: string) => demo.jobs.filter((j) => j.company === company).map((j) => j.country);
    expect(new Set(at("Cleveland Clinic Abu Dhabi"))).toEqual(new Set(["AE"]));
    expect(new Set(at("Hamad Medical Corporation"))).toEqual(new Set(["QA"]));
    expect(new Set(at("Vodafone Egypt"))).toEqual(new Set(["EG"]));
  });

  it("links are samples on the reserved .example domain; every Saudi region's cities still have jobs", () => {
    expect(demo.jobs.every((j) => new URL(j.link).hostname.endsWith(".example"))).toBe(true);
    const saudiCities = new Set(
      demo.jobs.filter((j) => j.country === "SA").map((j) => placeOf.get(j.location)?.[1]),
    );
    expect(saudiCities.size).toBe(15);
  });
});
