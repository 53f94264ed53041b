import type { Language } from "@sira/schema";

/**
 * Hand-labelled interview answers (issue 24 item 17), written for this repository: for three
 * job ads, in Arabic and English, three questions each (the opening question, a skill or
 * behavioural question) with a good answer (on topic, a complete example, specifics), a weak
 * one (on topic but vague or short) and an off-topic one (about something else, some of them
 * well structured and full of numbers, to catch a scorer that rewards form over topic).
 * 45 answers in all. `star` marks answers that name all four STAR parts.
 */

export type AnswerLabel = "good" | "weak" | "off-topic";

export interface LabelledAnswer {
  job: keyof typeof answerJobs;
  language: Language;
  questionId: string;
  label: AnswerLabel;
  answer: string;
  star?: boolean;
}

export const answerJobs = {
  analyst:
    "Data Analyst\nRequirements: SQL, Power BI, Excel and 2+ years of data analysis experience. Python is a plus.",
  nurse:
    "ممرض / ممرضة\nيشترط تصنيف الهيئة السعودية للتخصصات الصحية وشهادة BLS، خبرة في رعاية المرضى ومكافحة العدوى وإعطاء الأدوية.",
  accountant:
    "Accountant\nRequirements: journal entries, bank reconciliation, VAT and Zakat filings, Excel and SAP.",
};

const offFootballEn =
  "Last year I organised a football tournament for my neighbourhood. The situation was that 16 teams wanted to play but we had only one pitch. " +
  "My task was to build a schedule. I created a timetable, booked referees and collected 50 riyals from each team. " +
  "As a result, we finished all 30 matches in two weekends and 400 people came to the final.";
const offFootballAr =
  "في العام الماضي نظمت بطولة كرة قدم لأهل الحي. كان الموقف أن 16 فريقًا أرادوا اللعب ولدينا ملعب واحد. " +
  "كانت مهمتي إعداد جدول المباريات، فقمت بحجز الحكام وجمعت 50 ريالًا من كل فريق. " +
  "والنتيجة أننا أنهينا 30 مباراة في أسبوعين وحضر النهائي 400 شخص.";

export const labelledAnswers: LabelledAnswer[] = [
  // ---- Data analyst, English ----
  {
    job: "analyst",
    language: "en",
    questionId: "opening",
    label: "good",
    answer:
      "I am a data analyst with four years of experience at Riyad Bank, where I write SQL every day and build Power BI dashboards for the retail team. " +
      "I moved from Excel reports to automated dashboards that 40 branch managers use each week. I am applying because this role is about turning data into decisions, which is exactly what I enjoy, and your team uses the same tools I work with.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "opening",
    label: "weak",
    answer: "I am a data analyst. I like working with data and I think I would fit in well.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "opening",
    label: "off-topic",
    answer:
      "I really love travelling and cooking. Last summer I visited five countries in Europe and tried more than 30 local dishes. " +
      "My favourite was in Italy, where I learned to make fresh pasta in a small village.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "skill.sql",
    label: "good",
    star: true,
    answer:
      "Situation: at my previous job the monthly sales report took three days and managers said it was always late. " +
      "Task: I was asked to automate it before the end of the quarter. " +
      "Action: I wrote SQL queries that joined the sales, branch and product tables, added indexes, and scheduled them to feed a Power BI dashboard. " +
      "Result: the report now refreshes every morning, preparation time dropped from 3 days to 2 hours, and 40 managers use it weekly.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "skill.sql",
    label: "weak",
    answer: "I have used SQL a lot for queries and reports. I know joins and things like that, it went fine.",
  },
  { job: "analyst", language: "en", questionId: "skill.sql", label: "off-topic", answer: offFootballEn },
  {
    job: "analyst",
    language: "en",
    questionId: "behavioural.deadline",
    label: "good",
    answer:
      "When I was at a telecom company, the board moved a churn review forward by a week, so we had only three days to deliver the analysis. " +
      "My task was to prepare the numbers and the charts. I cut the scope to the three questions the board cared about, pulled the data with SQL, " +
      "and split the dashboard work with a colleague. As a result, we delivered on time, and the review approved a retention offer that reduced churn by 4 percent.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "behavioural.deadline",
    label: "weak",
    answer: "Deadlines happen a lot. I usually just work harder and finish on time, I manage my time well.",
  },
  {
    job: "analyst",
    language: "en",
    questionId: "behavioural.deadline",
    label: "off-topic",
    answer:
      "My favourite film is about a team of astronauts. The story is very exciting and the music is great. I watched it three times with my brothers.",
  },
  // ---- Data analyst, Arabic ----
  {
    job: "analyst",
    language: "ar",
    questionId: "opening",
    label: "good",
    answer:
      "أنا محلل بيانات بخبرة أربع سنوات في بنك الرياض، أكتب استعلامات SQL يوميًا وأبني لوحات Power BI لفريق التجزئة. " +
      "نقلت التقارير من الإكسل إلى لوحات آلية يستخدمها 40 مدير فرع كل أسبوع. أتقدم لهذه الوظيفة لأنها تحول البيانات إلى قرارات، وهذا ما أحبه وأجيده.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "opening",
    label: "weak",
    answer: "أنا محلل بيانات وأحب العمل على البيانات وأظن أني مناسب للوظيفة.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "opening",
    label: "off-topic",
    answer:
      "أحب السفر والطبخ كثيرًا. في الصيف الماضي زرت خمس دول وجربت أكثر من 30 طبقًا محليًا، وأفضلها كان في إيطاليا حيث تعلمت صنع المعكرونة.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "skill.power-bi",
    label: "good",
    star: true,
    answer:
      "الموقف: كانت إدارة المبيعات تنتظر تقريرًا أسبوعيًا يُعد يدويًا في الإكسل ويستغرق يومين. " +
      "المهمة: طُلب مني أن أجعل التقرير آليًا ومتاحًا للمديرين. " +
      "الإجراء: ربطت Power BI بقاعدة البيانات عبر SQL، وصممت لوحة بمؤشرات المبيعات حسب الفرع، ودربت 12 مديرًا على استخدامها. " +
      "النتيجة: صار التقرير يتحدث يوميًا، ووفرنا 16 ساعة عمل كل أسبوع.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "skill.power-bi",
    label: "weak",
    answer: "استخدمت Power BI في عملي لعمل بعض التقارير وكانت جيدة.",
  },
  { job: "analyst", language: "ar", questionId: "skill.power-bi", label: "off-topic", answer: offFootballAr },
  {
    job: "analyst",
    language: "ar",
    questionId: "behavioural.customer",
    label: "good",
    answer:
      "في عملي السابق كان لدينا عميل داخلي من إدارة التسويق غير راضٍ عن أرقام الحملات ويتهم الفريق بالخطأ. " +
      "كان المطلوب مني مراجعة الأرقام وإقناعه. قمت بمقابلته وحددت معه تعريف كل مؤشر، ثم راجعت استعلامات SQL ووجدت اختلافًا في تعريف العميل النشط. " +
      "والنتيجة أننا وحدنا التعريف في لوحة واحدة، وانخفضت الشكاوى إلى الصفر خلال شهرين.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "behavioural.customer",
    label: "weak",
    answer: "أتعامل مع العملاء الصعبين بهدوء وأحاول أن أفهمهم.",
  },
  {
    job: "analyst",
    language: "ar",
    questionId: "behavioural.customer",
    label: "off-topic",
    answer: "الطقس في الرياض حار جدًا في الصيف، ولذلك أفضل السفر إلى أبها لأن الجو هناك معتدل والطبيعة جميلة.",
  },
  // ---- Nurse, English ----
  {
    job: "nurse",
    language: "en",
    questionId: "opening",
    label: "good",
    answer:
      "I am a registered nurse with six years in intensive care at King Fahad Hospital, licensed by SCFHS and certified in BLS and ACLS. " +
      "I care for up to three critical patients per shift, give medications and keep infection control strict. " +
      "I am applying because your hospital is known for patient care and I want to keep growing in critical care nursing.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "opening",
    label: "weak",
    answer: "I am a nurse and I like helping patients. I am applying for this nurse job.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "opening",
    label: "off-topic",
    answer:
      "I spend my weekends fishing with my father. Last month we caught 12 fish in one morning, which was a record for us.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "skill.bls-acls",
    label: "good",
    star: true,
    answer:
      "Situation: a patient on our ward collapsed during the night shift with no pulse. " +
      "Task: as the nurse in charge I had to start resuscitation until the code team arrived. " +
      "Action: I started chest compressions following BLS, asked a colleague to bring the defibrillator, and gave the first shock following ACLS. " +
      "Result: the patient regained a pulse within 4 minutes and was moved to the ICU; he went home ten days later.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "skill.bls-acls",
    label: "weak",
    answer: "I have BLS and ACLS certificates and I renew them when needed.",
  },
  { job: "nurse", language: "en", questionId: "skill.bls-acls", label: "off-topic", answer: offFootballEn },
  {
    job: "nurse",
    language: "en",
    questionId: "behavioural.mistake",
    label: "good",
    answer:
      "Early in my career I noticed at the end of a shift that I had charted a medication dose for the wrong time. " +
      "I had to correct it safely. I told the charge nurse at once, checked the patient, and we reviewed the medication record together. " +
      "Nothing harmful happened, and I started double-checking doses with a colleague. As a result, our unit adopted the double check and medication errors fell by half.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "behavioural.mistake",
    label: "weak",
    answer: "Everyone makes mistakes. I try to learn from them and not repeat them.",
  },
  {
    job: "nurse",
    language: "en",
    questionId: "behavioural.mistake",
    label: "off-topic",
    answer:
      "My phone is a new model with a very good camera. I take a lot of pictures of the sea and share them online.",
  },
  // ---- Nurse, Arabic ----
  {
    job: "nurse",
    language: "ar",
    questionId: "opening",
    label: "good",
    answer:
      "أنا ممرضة مسجلة لدى الهيئة السعودية للتخصصات الصحية، أعمل منذ ست سنوات في العناية المركزة بمستشفى الملك فهد، وأحمل شهادتي BLS و ACLS. " +
      "أقدم رعاية المرضى وأعطي الأدوية وألتزم بمكافحة العدوى، وأتقدم لهذه الوظيفة لأني أريد أن أطور خبرتي في التمريض في مستشفى معروف بجودة الرعاية.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "opening",
    label: "weak",
    answer: "أنا ممرضة وأحب مساعدة المرضى وأرغب في هذه الوظيفة.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "opening",
    label: "off-topic",
    answer: "أقضي عطلة نهاية الأسبوع في صيد السمك مع والدي، وفي الشهر الماضي اصطدنا 12 سمكة في صباح واحد.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.conflict",
    label: "good",
    answer:
      "في عملي السابق اختلفت مع زميلة في الفريق حول توزيع المرضى في المناوبة الليلية، وكانت ترى أن التوزيع غير عادل. " +
      "كان علي أن أحل الخلاف دون أن تتأثر رعاية المرضى. تحدثت معها على انفراد، واقترحت جدولًا يوزع الحالات الحرجة بالتناوب وعرضناه على المشرفة. " +
      "والنتيجة أن الفريق اعتمد الجدول، وانخفضت طلبات تبديل المناوبات بنسبة 30٪.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.conflict",
    label: "weak",
    answer: "لا أحب الخلاف مع الزملاء، وإذا حصل أتكلم معهم بهدوء.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.conflict",
    label: "off-topic",
    answer: offFootballAr,
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.improvement",
    label: "good",
    star: true,
    answer:
      "الموقف: كانت نسبة التهابات القسطرة في قسمنا أعلى من المعدل. " +
      "المهمة: كلفتني رئيسة التمريض بتحسين إجراءات مكافحة العدوى. " +
      "الإجراء: راجعت خطوات تركيب القسطرة مع الفريق، وأعددت قائمة تحقق، ودربت 20 ممرضة عليها. " +
      "النتيجة: انخفضت الالتهابات بنسبة 60٪ خلال ستة أشهر، وقسنا ذلك من سجلات مكافحة العدوى الشهرية.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.improvement",
    label: "weak",
    answer: "حسنت بعض الإجراءات في القسم وكانت النتيجة جيدة.",
  },
  {
    job: "nurse",
    language: "ar",
    questionId: "behavioural.improvement",
    label: "off-topic",
    answer: "هاتفي الجديد فيه كاميرا ممتازة، وألتقط صورًا كثيرة للبحر وأشاركها مع أصدقائي.",
  },
  // ---- Accountant, Arabic ----
  {
    job: "accountant",
    language: "ar",
    questionId: "opening",
    label: "good",
    answer:
      "أنا محاسب بخبرة سبع سنوات في شركة تجارية بجدة، أعد القيود اليومية والتسويات البنكية وإقرارات الزكاة وضريبة القيمة المضافة على نظام SAP. " +
      "أغلقت الحسابات الشهرية في خمسة أيام بدل عشرة، وأتقدم لوظيفة محاسب لديكم لأنها تجمع بين المحاسبة والامتثال الضريبي الذي أتقنه.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "opening",
    label: "weak",
    answer: "أنا محاسب وعندي خبرة في المحاسبة وأبحث عن وظيفة جديدة.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "opening",
    label: "off-topic",
    answer: "أحب السفر والطبخ كثيرًا، وفي الصيف الماضي زرت خمس دول وجربت أكثر من 30 طبقًا.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "skill.vat-zakat",
    label: "good",
    star: true,
    answer:
      "الموقف: تلقت الشركة إشعارًا من هيئة الزكاة والضريبة والجمارك بفروقات في إقرارات ضريبة القيمة المضافة لسنتين. " +
      "المهمة: كان المطلوب مني مراجعة الإقرارات وتصحيحها قبل الموعد النهائي. " +
      "الإجراء: طابقت الفواتير في SAP مع الإقرارات، وصححت تصنيف 300 فاتورة، وأعددت إقرارًا معدلًا. " +
      "النتيجة: قُبل الإقرار دون غرامات، ووفرنا على الشركة 120 ألف ريال.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "skill.vat-zakat",
    label: "weak",
    answer: "أعرف الزكاة وضريبة القيمة المضافة وأعددت الإقرارات من قبل.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "skill.vat-zakat",
    label: "off-topic",
    answer: offFootballAr,
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "behavioural.mistake",
    label: "good",
    answer:
      "في عملي السابق اكتشفت أنني سجلت دفعة مورد مرتين في التسوية البنكية نهاية الشهر. " +
      "كان علي تصحيح الخطأ قبل إقفال الحسابات. أبلغت المدير المالي فورًا، وعكست القيد، وتواصلت مع المورد لاسترداد المبلغ. " +
      "والنتيجة أننا استرددنا 45 ألف ريال خلال أسبوع، وتعلمت أن أراجع كشف البنك مع زميل قبل الإقفال.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "behavioural.mistake",
    label: "weak",
    answer: "أخطأت مرة في قيد وصححته وتعلمت من الخطأ.",
  },
  {
    job: "accountant",
    language: "ar",
    questionId: "behavioural.mistake",
    label: "off-topic",
    answer: "الطقس في الرياض حار جدًا في الصيف، ولذلك أفضل السفر إلى أبها لأن الجو معتدل والطبيعة جميلة.",
  },
];
