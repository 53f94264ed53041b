import type { CoachAnswer } from "./coach-set";

/**
 * English half of the interview-coach set (issue 38): ten questions from ten families, four
 * answers each — strong (a complete STAR story with figures), adequate (on topic, some
 * structure, little proof), weak (on topic but vague or short) and off-topic (about something
 * else; some of them well told with numbers, to catch a scorer that rewards form over topic).
 * Written for Sira; the people and companies are invented.
 */
export const coachAnswersEn: CoachAnswer[] = [
  // software.technical.performance
  {
    job: "backend",
    questionId: "software.technical.performance",
    label: "strong",
    starFigure: true,
    answer:
      "Last year our orders endpoint at a Riyadh delivery start-up went from about 200 ms to nearly 3 seconds after a release. " +
      "I was on call, so my task was to find the cause before the evening peak. I compared the traces before and after the release and saw one query running 40 times per request, a classic N+1. " +
      "I rewrote it as a single join, added an index on the order date and put a short Redis cache in front of the menu lookup. " +
      "As a result the p95 latency dropped to 180 ms, database load fell by 60%, and we added a latency alert so a regression now pages us within five minutes.",
  },
  {
    job: "backend",
    questionId: "software.technical.performance",
    label: "adequate",
    answer:
      "I would start by checking the logs and metrics to see when the slowdown began and whether a release happened then. " +
      "Usually the cause is in the database, so I would look at the slow query log, check for missing indexes and see if caching could help. Once fixed I would measure again.",
  },
  {
    job: "backend",
    questionId: "software.technical.performance",
    label: "weak",
    answer: "I would look at the code and try to optimise it, maybe add more servers if needed.",
  },
  {
    job: "backend",
    questionId: "software.technical.performance",
    label: "off-topic",
    answer:
      "In my free time I restore old cars. Last summer I rebuilt the engine of a 1989 Land Cruiser with my brother. " +
      "It took us three months and we replaced more than 40 parts, and now it drives perfectly on desert trips.",
  },
  // data.behavioural.insight
  {
    job: "analyst",
    questionId: "data.behavioural.insight",
    label: "strong",
    starFigure: true,
    answer:
      "At my previous company, a retail chain with 60 branches, management wanted to cut weekend opening hours to save costs. " +
      "My task was to check whether weekends were really unprofitable. I pulled two years of sales and staffing data with SQL, cleaned it and built a Power BI view by branch and hour. " +
      "I found that weekend evenings brought 35% of monthly revenue in family districts, while weekday mornings were the weak slot. " +
      "I presented this to the operations director and recommended shifting staff instead. As a result they kept weekend hours, cut weekday morning shifts, and saved about 8% of labour cost without losing sales.",
  },
  {
    job: "analyst",
    questionId: "data.behavioural.insight",
    label: "adequate",
    answer:
      "In my last role I analysed customer churn for the marketing team. I found that customers who did not use the app in the first month were much more likely to leave. " +
      "I shared the analysis with management and they decided to start an onboarding campaign for new customers.",
  },
  {
    job: "analyst",
    questionId: "data.behavioural.insight",
    label: "weak",
    answer: "I have done many analyses and managers usually like my reports and use them for decisions.",
  },
  {
    job: "analyst",
    questionId: "data.behavioural.insight",
    label: "off-topic",
    answer:
      "Situation: my cousin's wedding was in two weeks and the hall cancelled. Task: I had to find a new venue. " +
      "Action: I called 15 halls and negotiated a discount. Result: we booked a bigger hall for 20% less and 300 guests attended.",
  },
  // nursing.behavioural.deterioration
  {
    job: "nurse",
    questionId: "nursing.behavioural.deterioration",
    label: "strong",
    starFigure: true,
    answer:
      "On a night shift in the surgical ward I was caring for a 68-year-old man two days after bowel surgery. " +
      "At 2 am his vital signs were still within range, but his respiratory rate had gone from 16 to 24 and he was newly confused. " +
      "As his nurse I was responsible for escalating early. I repeated the assessment, checked his oxygen saturation at 91%, and called the doctor using SBAR, asking for a review within 30 minutes. " +
      "I started oxygen and took blood cultures as ordered. He was diagnosed with early sepsis and moved to the high-dependency unit within the hour. He recovered fully, and our ward now uses my example in training on early warning scores.",
  },
  {
    job: "nurse",
    questionId: "nursing.behavioural.deterioration",
    label: "adequate",
    answer:
      "Once I noticed that a patient after surgery was more drowsy than usual and his blood pressure was dropping. " +
      "I checked his vital signs again and informed the doctor straight away. The doctor came and changed his treatment, and the patient improved.",
  },
  {
    job: "nurse",
    questionId: "nursing.behavioural.deterioration",
    label: "weak",
    answer: "I always watch my patients carefully and tell the doctor when something is wrong.",
  },
  {
    job: "nurse",
    questionId: "nursing.behavioural.deterioration",
    label: "off-topic",
    answer:
      "I love travelling. Last year I visited Turkey and Malaysia with my family, and we tried many kinds of food. " +
      "I think travelling teaches you about other cultures and makes you more open-minded.",
  },
  // sales.technical.objection
  {
    job: "sales",
    questionId: "sales.technical.objection",
    label: "strong",
    starFigure: true,
    answer:
      "This happened with a hotel group in Jeddah last year: their purchasing manager said our linen service was 15% more expensive than a competitor's. " +
      "My goal was to keep the account without giving the margin away. First I asked what exactly he was comparing, and learned the competitor quoted without same-day replacement. " +
      "I then showed him that our faster turnaround let them run 10% less stock, which saved more than the price gap, and I offered a 3% discount only against a two-year contract. " +
      "As a result we signed the two-year deal worth 1.2 million riyals, and they added two more hotels six months later.",
  },
  {
    job: "sales",
    questionId: "sales.technical.objection",
    label: "adequate",
    answer:
      "I would first ask the client what the competitor offers for that price, because often it is not the same service. " +
      "Then I would explain the value of our product, like the warranty and faster delivery. If needed I could offer a small discount for a bigger order.",
  },
  {
    job: "sales",
    questionId: "sales.technical.objection",
    label: "weak",
    answer: "I would tell him our product is better and try to convince him.",
  },
  {
    job: "sales",
    questionId: "sales.technical.objection",
    label: "off-topic",
    answer:
      "My biggest hobby is football. I play every Thursday with friends from university, and last season our team won the neighbourhood league after 12 matches without a loss.",
  },
  // marketing.behavioural.campaign
  {
    job: "marketing",
    questionId: "marketing.behavioural.campaign",
    label: "strong",
    starFigure: true,
    answer:
      "Last Ramadan I ran the launch campaign for a new date-filled biscuit at a food company in Riyadh. " +
      "The brief was to reach families in Saudi Arabia and Kuwait and sell 200,000 packs in four weeks with a budget of 300,000 riyals. " +
      "I chose Snapchat and Instagram for reach, worked with six family influencers, and set up tracking with UTM links and retailer sales data. " +
      "After the first week I moved 30% of the budget to the best-performing Snapchat ads. The result was 260,000 packs sold, 30% above target, at a cost per sale 18% lower than the previous launch.",
  },
  {
    job: "marketing",
    questionId: "marketing.behavioural.campaign",
    label: "adequate",
    answer:
      "I managed a social media campaign for a clinic's new dental service. I planned the posts, chose Instagram and Google ads and worked with a designer on the visuals. " +
      "The campaign brought a good number of bookings and the manager was happy with it.",
  },
  {
    job: "marketing",
    questionId: "marketing.behavioural.campaign",
    label: "weak",
    answer: "I have run a lot of campaigns. They were successful and got good engagement.",
  },
  {
    job: "marketing",
    questionId: "marketing.behavioural.campaign",
    label: "off-topic",
    answer:
      "When I was at school I was the captain of the chess club. We trained twice a week and I taught younger students the openings. " +
      "In my final year we came second out of 14 schools in the city tournament.",
  },
  // accounting.technical.reconciliation
  {
    job: "accountant",
    questionId: "accounting.technical.reconciliation",
    label: "strong",
    starFigure: true,
    answer:
      "At my last company the March bank reconciliation showed a gap of 48,300 riyals between the statement and the ledger, and the close was due in two days. " +
      "My task was to clear it before the auditors' visit. I started from both closing balances and listed outstanding cheques of 31,000 and a deposit in transit of 12,500. " +
      "The remaining 4,800 were bank charges and a duplicated supplier payment, which I traced through the statement line by line. " +
      "I posted the adjusting entries, recovered the duplicate from the supplier, and the reconciliation was signed off on time with zero open items.",
  },
  {
    job: "accountant",
    questionId: "accounting.technical.reconciliation",
    label: "adequate",
    answer:
      "I compare the bank statement with the ledger and look for timing items like outstanding cheques and deposits in transit. " +
      "Then I check bank charges and any errors, post the adjustments and make sure the balances agree.",
  },
  {
    job: "accountant",
    questionId: "accounting.technical.reconciliation",
    label: "weak",
    answer: "I check the numbers and fix the difference.",
  },
  {
    job: "accountant",
    questionId: "accounting.technical.reconciliation",
    label: "off-topic",
    answer:
      "Situation: our family farm had too many sheep for the winter. Task: I had to sell some before prices fell. " +
      "Action: I took 25 sheep to the market and negotiated with three buyers. Result: we sold them for 15% more than the year before.",
  },
  // civil.behavioural.safety
  {
    job: "civil",
    questionId: "civil.behavioural.safety",
    label: "strong",
    starFigure: true,
    answer:
      "On a 12-storey residential project in Dammam I was the site engineer for the concrete works. " +
      "During a morning inspection I saw that the scaffolding on the east side had two missing ties and workers were about to pour the 7th floor slab. " +
      "As the engineer responsible for that zone, I stopped the pour and cleared the scaffold. The subcontractor complained about losing half a day, so I explained the risk to his foreman and called our HSE officer. " +
      "We fixed the ties and re-inspected within three hours. The pour finished the same evening, there were no injuries, and we added a daily scaffold checklist that cut safety observations by 40% over the next month.",
  },
  {
    job: "civil",
    questionId: "civil.behavioural.safety",
    label: "adequate",
    answer:
      "I once stopped work on site because a crane was lifting near a power line without a banksman. " +
      "The contractor was unhappy at first, but I explained the danger and we waited until a proper lifting plan was in place. Then the work continued safely.",
  },
  {
    job: "civil",
    questionId: "civil.behavioural.safety",
    label: "weak",
    answer: "Safety is very important for me and I always follow the rules on site.",
  },
  {
    job: "civil",
    questionId: "civil.behavioural.safety",
    label: "off-topic",
    answer:
      "I am very interested in photography. I bought a new camera last year and I take pictures of old buildings in Al-Balad. " +
      "I have posted more than 200 photos and some of them were shared by a local magazine.",
  },
  // hr.gulf.nationalisation
  {
    job: "hr",
    questionId: "hr.gulf.nationalisation",
    label: "strong",
    starFigure: true,
    answer:
      "At a logistics company in Riyadh with 450 employees we had dropped to the yellow band of Nitaqat, with Saudization at 18% against a 24% target. " +
      "My task as HR business partner was to close the gap within six months without hiring people who would leave in weeks. " +
      "I partnered with two universities and used HRDF support, redesigned 30 dispatcher and coordinator roles for fresh graduates, and set up a three-month onboarding with mentors. " +
      "We hired 38 Saudi nationals, reached 26% in five months and moved to the green band, and retention after one year was 85%.",
  },
  {
    job: "hr",
    questionId: "hr.gulf.nationalisation",
    label: "adequate",
    answer:
      "In my last company we needed to improve our Saudization ratio. I worked with job fairs and recruitment agencies to find Saudi candidates and prepared a training plan for them. " +
      "We hired several Saudi employees and our Nitaqat status improved.",
  },
  {
    job: "hr",
    questionId: "hr.gulf.nationalisation",
    label: "weak",
    answer: "I know about Saudization and I think it is important to hire local people.",
  },
  {
    job: "hr",
    questionId: "hr.gulf.nationalisation",
    label: "off-topic",
    answer:
      "I enjoy cooking for my family. On weekends I prepare kabsa for about 20 people, and I learned many recipes from my grandmother. " +
      "Last Eid I cooked for the whole family for three days.",
  },
  // customer-service.behavioural.angry
  {
    job: "service",
    questionId: "customer-service.behavioural.angry",
    label: "strong",
    starFigure: true,
    answer:
      "At a telecom call centre in Riyadh a customer called furious because his internet had been cut for four days and he had already called three times. " +
      "My task was to calm him and actually solve it, not transfer him again. I listened without interrupting, apologised, and repeated his problem back so he knew I understood. " +
      "I checked his account and found the technician visit had been cancelled by mistake, so I booked a new visit for the next morning and added a 50-riyal credit within policy. " +
      "I called him back after the visit: the line worked, he gave us 5 out of 5 in the survey, and he stayed with us.",
  },
  {
    job: "service",
    questionId: "customer-service.behavioural.angry",
    label: "adequate",
    answer:
      "A customer was angry because his order arrived damaged. I listened to him, apologised and arranged a replacement. " +
      "He calmed down and thanked me at the end of the call.",
  },
  {
    job: "service",
    questionId: "customer-service.behavioural.angry",
    label: "weak",
    answer: "I stay calm with angry customers and try to help them.",
  },
  {
    job: "service",
    questionId: "customer-service.behavioural.angry",
    label: "off-topic",
    answer:
      "Situation: I wanted to lose weight before summer. Task: my goal was 10 kilograms in three months. " +
      "Action: I joined a gym, walked every evening and stopped sugar. Result: I lost 12 kilograms and ran my first 10 km race.",
  },
  // opening (logistics job)
  {
    job: "logistics",
    questionId: "opening",
    label: "strong",
    starFigure: true,
    answer:
      "I am a logistics coordinator with five years of experience at a distribution company in Jeddah, where I manage inbound shipments, customs clearance and a warehouse of 8,000 pallets. " +
      "When I joined, on-time delivery to our retail customers was 82%. My goal was to reach 95%. I reorganised the picking zones by item movement, set up daily carrier reviews and worked with our broker to clear containers before they landed. " +
      "As a result on-time delivery reached 96% within a year. I am applying because your supply chain covers the whole GCC, and I want to bring the same results to a bigger network.",
  },
  {
    job: "logistics",
    questionId: "opening",
    label: "adequate",
    answer:
      "I have worked in logistics for three years, first as a storekeeper and then as a logistics coordinator. " +
      "I handle shipments, inventory and suppliers. I am applying because I want to grow in supply chain and your company is well known in the region.",
  },
  {
    job: "logistics",
    questionId: "opening",
    label: "weak",
    answer: "I am hard-working and I am looking for a new job.",
  },
  {
    job: "logistics",
    questionId: "opening",
    label: "off-topic",
    answer:
      "My favourite film is about a team of astronauts on Mars. I have watched it five times and I think the music and the story are excellent.",
  },
];
