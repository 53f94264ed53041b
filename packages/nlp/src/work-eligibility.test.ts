import { describe, expect, it } from "vitest";
import { evaluateEligibilitySet } from "../testing/eligibility-eval";
import { labelledPostings } from "../testing/eligibility-set";
import { readWorkEligibility, statesWorkEligibility } from "./work-eligibility";

const read = (text: string, country?: string) => readWorkEligibility(text, { country });

describe("readWorkEligibility: nationality", () => {
  it.each([
    ["Saudi nationals only", ["SA"]],
    ["Only Kuwaiti nationals. Age 21-40.", ["KW"]],
    ["This position is open to UAE nationals only.", ["AE"]],
    ["Candidates must be Emirati nationals.", ["AE"]],
    ["Open to Saudi, Emirati and Qatari nationals only", ["SA", "AE", "QA"]],
    ["GCC nationals only", ["GCC"]],
    ["Nationality: Saudi", ["SA"]],
    ["This is a Saudization position.", ["SA"]],
    ["Emiratisation role for fresh graduates", ["AE"]],
    ["للسعوديين فقط", ["SA"]],
    ["يشترط أن يكون المتقدم سعودي الجنسية", ["SA"]],
    ["سعودية الجنسية", ["SA"]],
    ["قطريين فقط", ["QA"]],
    ["أن يكون كويتي الجنسية", ["KW"]],
    ["الجنسية: مصري", ["EG"]],
    ["تقتصر الوظيفة على البحرينيين", ["BH"]],
  ])("%s → required %j", (text, codes) => {
    const e = read(text);
    expect(e.nationalities.sort()).toEqual([...codes].sort());
    expect(e.preferredNationalities).toEqual([]);
  });

  it.each([
    ["Qatari nationals preferred.", ["QA"]],
    ["Preference will be given to Omani nationals.", ["OM"]],
    ["Saudi national preferred; bilingual", ["SA"]],
    ["يفضل سعوديات الجنسية", ["SA"]],
    ["الأفضلية للخليجيين", ["GCC"]],
    ["يفضل البحرينيين", ["BH"]],
  ])("%s → preferred %j", (text, codes) => {
    const e = read(text);
    expect(e.preferredNationalities.sort()).toEqual([...codes].sort());
    expect(e.nationalities).toEqual([]);
  });

  it("resolves nationals of the job's own country", () => {
    expect(read("Local nationals only.", "KW").nationalities).toEqual(["KW"]);
    expect(read("للمواطنين فقط", "OM").nationalities).toEqual(["OM"]);
    expect(read("للمواطنين فقط").nationalities).toEqual(["LOCAL"]);
    expect(read("يقتصر التقديم على المواطنين", "SA").nationalities).toEqual(["SA"]);
  });

  it.each([
    "We welcome applications from all nationalities.",
    "Nationality: Any",
    "Saudi nationals and expats are welcome to apply.",
    "Saudi and non-Saudi candidates are welcome to apply.",
    "Open to all nationalities, regardless of nationality.",
    "نرحب بجميع الجنسيات",
    "يرحب بجميع الجنسيات",
    "السعوديين وغير السعوديين مرحب بهم",
    "المواطنين والمقيمين",
    "لا يشترط الجنسية",
  ])("openness is no requirement: %s", (text) => {
    const e = read(text, "SA");
    expect(statesWorkEligibility(e)).toBe(false);
    expect(e.openToAll).toBe(true);
  });

  it.each([
    "We support the Saudization program and our Nitaqat band is Platinum.",
    "Saudi Aramco contractor; experience in Saudi VAT.",
    "Saudi Council of Engineers membership required.",
    "You will work with Saudi clients across the Kingdom.",
    "The company is committed to Emiratisation and to developing UAE national talent.",
    "Manage Saudization and Nitaqat compliance; source and hire Saudi nationals.",
    "شركة سعودية رائدة تعلن عن حاجتها إلى مدير فرع",
    "خبرة في السوق السعودي",
    "رخصة قيادة سعودية",
    "ترخيص الهيئة السعودية للتخصصات الصحية",
    "نفخر بأن 70% من موظفينا سعوديون ونلتزم ببرنامج السعودة",
    "خبرة في نظام العمل السعودي",
  ])("company information and near misses state nothing: %s", (text) => {
    expect(statesWorkEligibility(read(text, "SA"))).toBe(false);
  });
});

describe("readWorkEligibility: residency, transferable permits, sponsorship", () => {
  it.each([
    ["UAE residents only", "AE"],
    ["Candidates inside the Kingdom only", "SA"],
    ["Applicants must be residing in Qatar.", "QA"],
    ["Must hold a valid iqama.", "SA"],
    ["Must hold a valid QID.", "QA"],
    ["Applicants must hold a valid Kuwait civil ID.", "KW"],
    ["Dubai-based candidates only.", "AE"],
    ["المتقدمين من داخل المملكة فقط", "SA"],
    ["للمقيمين في الإمارات فقط", "AE"],
    ["يجب أن يكون المتقدم مقيماً في قطر", "QA"],
    ["يشترط الإقامة داخل الكويت", "KW"],
    ["يجب أن يكون حاملاً لإقامة إماراتية سارية", "AE"],
  ])("%s → residency %s", (text, code) => {
    expect(read(text).residency).toEqual([code]);
  });

  it("own or family visa names the job's country", () => {
    expect(read("Must be on own visa or husband's visa.", "AE").residency).toEqual(["AE"]);
    expect(read("أن يكون على كفالة الزوج أو الأب", "AE").residency).toEqual(["AE"]);
  });

  it("a preference to live there, and near misses", () => {
    expect(read("تعطى الأولوية للمتقدمين من داخل الإمارات").preferredResidency).toEqual(["AE"]);
    expect(
      read("Candidates currently residing in the UAE will be given priority.").preferredResidency,
    ).toEqual(["AE"]);
    expect(statesWorkEligibility(read("The role is based in Riyadh."))).toBe(false);
    expect(statesWorkEligibility(read("يتطلب العمل التنقل داخل المملكة"))).toBe(false);
    expect(statesWorkEligibility(read("Nationality: Any. Visit visa holders can also apply."))).toBe(false);
    expect(statesWorkEligibility(read("خبرة في منصات قوى ومقيم وأبشر"))).toBe(false);
  });

  it.each([
    "must have transferable Iqama",
    "Iqama should be transferable.",
    "with a transferable visa and NOC",
    "able to transfer their residency",
    "إقامة قابلة للنقل",
    "نقل كفالة",
    "إمكانية نقل الخدمات",
    "إقامة سارية وقابلة للنقل",
  ])("transferable: %s", (text) => {
    expect(read(text).transferable).toBe(true);
  });
  it.each(["Transferable skills and knowledge transfer", "Experience with money transfer systems"])(
    "not a permit: %s",
    (text) => {
      expect(read(text).transferable).toBe(false);
    },
  );

  it.each([
    ["Visa and air tickets provided.", "offered"],
    ["Visa sponsorship available for overseas candidates.", "offered"],
    ["We will sponsor your employment visa.", "offered"],
    ["Employment visa, accommodation and transport provided.", "offered"],
    ["توفير التأشيرة والسكن وتذاكر الطيران", "offered"],
    ["استقدام من الخارج", "offered"],
    ["تتكفل الشركة بإصدار الإقامة", "offered"],
    ["No visa sponsorship.", "not-offered"],
    ["We do not offer visa sponsorship.", "not-offered"],
    ["We are unable to sponsor visas.", "not-offered"],
    ["No visa will be provided.", "not-offered"],
    ["لا نوفر تأشيرة عمل", "not-offered"],
  ])("sponsorship: %s → %s", (text, value) => {
    expect(read(text).sponsorship).toBe(value);
  });
  it("we sponsor certifications is not a visa", () => {
    expect(read("We sponsor professional certifications such as CPA.").sponsorship).toBeNull();
  });
  it("a visa the employer gives makes living there a preference", () => {
    const e = read("UAE residents preferred. Candidates must be in the UAE or visa will be provided.");
    expect(e.residency).toEqual([]);
    expect(e.sponsorship).toBe("offered");
  });
});

describe("the labelled set (issue 40 target: precision ≥ 0.95, recall ≥ 0.9)", () => {
  it("has at least 80 postings, half Arabic, with negatives", () => {
    expect(labelledPostings.length).toBeGreaterThanOrEqual(80);
    expect(labelledPostings.filter((p) => p.language === "ar").length).toBe(labelledPostings.length / 2);
    expect(new Set(labelledPostings.map((p) => p.id)).size).toBe(labelledPostings.length);
  });
  it("reads the set above the targets", () => {
    const result = evaluateEligibilitySet();
    if (process.env.SIRA_PRINT_EVAL) console.log(JSON.stringify(result, null, 1));
    expect(result.negatives).toBeGreaterThanOrEqual(20);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
    for (const language of ["ar", "en"] as const) {
      expect(result.byLanguage[language].precision).toBeGreaterThanOrEqual(0.95);
      expect(result.byLanguage[language].recall).toBeGreaterThanOrEqual(0.9);
    }
  });
});
