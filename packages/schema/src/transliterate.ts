/**
 * Arabic → Latin transliteration of personal names and short titles (issue 42, items 11 and 12).
 *
 * Names: a list of common Arabic/Gulf given names and family-name parts in the spelling Gulf
 * passports and profiles commonly use (محمد → Mohammed, نورة → Noura), compound rules (عبد +
 * name → Abdul…, ال/آل → Al-, بن → bin, بنت → bint, أبو → Abu) and, for anything else, letter
 * rules. The result is a suggestion: callers keep it editable (twins mark it pending).
 *
 * Small on purpose (no vocabulary), so the web bundle can use it for Latin slugs.
 * No maintained npm library does this: `arabic-name-to-en` (1 release, CommonJS with implicit
 * globals, Iraqi spellings) was checked and left out.
 */

/** Common given names and family-name stems (without ال), Gulf spelling. */
const NAMES: Record<string, string> = {
  // Men's given names
  محمد: "Mohammed",
  أحمد: "Ahmed",
  محمود: "Mahmoud",
  حامد: "Hamed",
  حمد: "Hamad",
  حمدان: "Hamdan",
  حمود: "Hamoud",
  خالد: "Khalid",
  فهد: "Fahad",
  سعود: "Saud",
  سلطان: "Sultan",
  فيصل: "Faisal",
  تركي: "Turki",
  بندر: "Bandar",
  ناصر: "Nasser",
  سعد: "Saad",
  سعيد: "Saeed",
  عمر: "Omar",
  عثمان: "Othman",
  علي: "Ali",
  حسن: "Hassan",
  حسين: "Hussein",
  إبراهيم: "Ibrahim",
  إسماعيل: "Ismail",
  إسحاق: "Ishaq",
  يعقوب: "Yaqoub",
  يوسف: "Yousef",
  مشعل: "Mishal",
  ماجد: "Majed",
  راشد: "Rashid",
  منصور: "Mansour",
  عادل: "Adel",
  طلال: "Talal",
  نواف: "Nawaf",
  بدر: "Badr",
  ياسر: "Yasser",
  وليد: "Waleed",
  سلمان: "Salman",
  سليمان: "Sulaiman",
  مساعد: "Musaed",
  زياد: "Ziyad",
  هشام: "Hisham",
  مصطفى: "Mustafa",
  عيسى: "Eisa",
  موسى: "Musa",
  يحيى: "Yahya",
  زكريا: "Zakaria",
  نايف: "Naif",
  متعب: "Mutaib",
  مشاري: "Mishari",
  عبدالله: "Abdullah",
  عبدالاله: "Abdulilah",
  صالح: "Saleh",
  صلاح: "Salah",
  طارق: "Tariq",
  طه: "Taha",
  ياسين: "Yassin",
  أنس: "Anas",
  أسامة: "Osama",
  إياد: "Iyad",
  أيمن: "Ayman",
  باسم: "Basem",
  بسام: "Bassam",
  جمال: "Jamal",
  جابر: "Jaber",
  جاسم: "Jassim",
  جعفر: "Jafar",
  حاتم: "Hatem",
  حمزة: "Hamza",
  حارث: "Harith",
  خليل: "Khalil",
  خليفة: "Khalifa",
  راكان: "Rakan",
  ريان: "Rayan",
  رائد: "Raed",
  زايد: "Zayed",
  زيد: "Zaid",
  سامي: "Sami",
  سالم: "Salem",
  سلامة: "Salama",
  سيف: "Saif",
  شريف: "Sharif",
  شادي: "Shadi",
  صقر: "Saqr",
  ضاري: "Dhari",
  طلحة: "Talha",
  عامر: "Amer",
  عمار: "Ammar",
  عمرو: "Amr",
  عزيز: "Aziz",
  عصام: "Essam",
  عماد: "Emad",
  عوض: "Awad",
  غازي: "Ghazi",
  غانم: "Ghanem",
  فارس: "Fares",
  فراس: "Firas",
  فواز: "Fawaz",
  فؤاد: "Fouad",
  قاسم: "Qasim",
  كريم: "Karim",
  كمال: "Kamal",
  لؤي: "Loay",
  مازن: "Mazen",
  مالك: "Malik",
  مبارك: "Mubarak",
  مجيد: "Majeed",
  مراد: "Murad",
  مروان: "Marwan",
  مشهور: "Mashhour",
  معاذ: "Muath",
  مهند: "Muhannad",
  ممدوح: "Mamdouh",
  نبيل: "Nabil",
  نادر: "Nader",
  نزار: "Nizar",
  نعيم: "Naeem",
  نوح: "Nouh",
  هاني: "Hani",
  هادي: "Hadi",
  هيثم: "Haitham",
  وائل: "Wael",
  وسام: "Wissam",
  يزيد: "Yazeed",
  يونس: "Younis",
  بكر: "Bakr",
  عبيد: "Obaid",
  ثامر: "Thamer",
  ثابت: "Thabet",
  حمدي: "Hamdi",
  رياض: "Riyadh",
  سعدون: "Saadoun",
  شاكر: "Shaker",
  عبود: "Abboud",
  عوضه: "Awadh",
  فالح: "Faleh",
  فلاح: "Falah",
  محسن: "Mohsen",
  مهدي: "Mahdi",
  هزاع: "Hazza",
  مانع: "Mane",
  دخيل: "Dakhil",
  // Women's given names
  فاطمة: "Fatima",
  نورة: "Noura",
  نوره: "Noura",
  نور: "Nour",
  سارة: "Sara",
  ساره: "Sara",
  عائشة: "Aisha",
  مريم: "Maryam",
  خديجة: "Khadija",
  ريم: "Reem",
  هند: "Hind",
  لطيفة: "Latifa",
  منيرة: "Munira",
  شيخة: "Shaikha",
  هيا: "Haya",
  دانة: "Dana",
  دانه: "Dana",
  لولوة: "Lulwa",
  أمل: "Amal",
  أسماء: "Asma",
  آمنة: "Amna",
  آلاء: "Alaa",
  بشرى: "Bushra",
  بدرية: "Badriya",
  جميلة: "Jamila",
  جواهر: "Jawaher",
  حصة: "Hessa",
  حنان: "Hanan",
  حليمة: "Halima",
  حياة: "Hayat",
  خلود: "Kholoud",
  دلال: "Dalal",
  ديما: "Dima",
  رانيا: "Rania",
  رنا: "Rana",
  رهف: "Rahaf",
  روان: "Rawan",
  رزان: "Razan",
  رغد: "Raghad",
  ريما: "Rima",
  زينب: "Zainab",
  زهراء: "Zahraa",
  سلمى: "Salma",
  سمية: "Sumaya",
  سميرة: "Samira",
  سعاد: "Suad",
  شهد: "Shahad",
  شيماء: "Shaima",
  صفية: "Safiya",
  عبير: "Abeer",
  عفاف: "Afaf",
  علياء: "Alya",
  غادة: "Ghada",
  فرح: "Farah",
  لمياء: "Lamya",
  لينا: "Lina",
  لجين: "Lujain",
  ليلى: "Laila",
  مها: "Maha",
  منى: "Mona",
  مي: "Mai",
  ميس: "Mais",
  ملاك: "Malak",
  نادية: "Nadia",
  نجلاء: "Najla",
  نجود: "Nujood",
  نهى: "Noha",
  نوال: "Nawal",
  هالة: "Hala",
  هدى: "Huda",
  هيفاء: "Haifa",
  وفاء: "Wafa",
  وعد: "Waad",
  يارا: "Yara",
  أروى: "Arwa",
  أريج: "Areej",
  بسمة: "Basma",
  تهاني: "Tahani",
  جنى: "Jana",
  حلا: "Hala",
  ريهام: "Reham",
  سحر: "Sahar",
  عهود: "Ohoud",
  غدير: "Ghadeer",
  مشاعل: "Mashael",
  نوف: "Nouf",
  هنادي: "Hanadi",
  وجدان: "Wijdan",
  أفنان: "Afnan",
  شوق: "Shouq",
  العنود: "Alanoud",
  الجوهرة: "Aljawhara",
  البندري: "Albandari",
  // Family-name stems (the ال is added by the rules)
  قحطاني: "Qahtani",
  غامدي: "Ghamdi",
  زهراني: "Zahrani",
  شهري: "Shehri",
  عتيبي: "Otaibi",
  دوسري: "Dosari",
  مطيري: "Mutairi",
  حربي: "Harbi",
  عنزي: "Enezi",
  شمري: "Shammari",
  سبيعي: "Subaie",
  هاشمي: "Hashimi",
  شيخ: "Sheikh",
  عمري: "Omari",
  مالكي: "Malki",
  سهلي: "Sahli",
  رشيد: "Rasheed",
  يامي: "Yami",
  قرني: "Qarni",
  عسيري: "Asiri",
  بلوي: "Balawi",
  جهني: "Juhani",
  رويلي: "Ruwaili",
  شهراني: "Shahrani",
  عجمي: "Ajmi",
  خالدي: "Khalidi",
  كعبي: "Kaabi",
  مري: "Marri",
  نعيمي: "Nuaimi",
  سويدي: "Suwaidi",
  مزروعي: "Mazrouei",
  منصوري: "Mansoori",
  ظاهري: "Dhaheri",
  شامسي: "Shamsi",
  فلاسي: "Falasi",
  مهيري: "Muhairi",
  بلوشي: "Balushi",
  حارثي: "Harthi",
  هنائي: "Hinai",
  كندري: "Kandari",
  عازمي: "Azmi",
  رشيدي: "Rashidi",
  صباح: "Sabah",
  ثاني: "Thani",
  نهيان: "Nahyan",
  مكتوم: "Maktoum",
  صديق: "Siddiq",
  فارسي: "Farsi",
  أنصاري: "Ansari",
  تميمي: "Tamimi",
  سديري: "Sudairi",
  جبير: "Jubair",
  راجحي: "Rajhi",
  عثيمين: "Othaimeen",
  مغربي: "Maghrabi",
  قاسمي: "Qasimi",
  عوضي: "Awadhi",
  شيباني: "Shaibani",
  حازمي: "Hazmi",
  فيفي: "Fifi",
  بيشي: "Bishi",
  سلمي: "Sulami",
  ثقفي: "Thaqafi",
  غفيلي: "Ghofaili",
  ودعاني: "Wadaani",
  مرزوقي: "Marzouqi",
  أحمدي: "Ahmadi",
  محمدي: "Mohammadi",
};

/** Second parts of عبد… names where they differ from NAMES (عبد الرحمن → Abdulrahman). */
const ABD: Record<string, string> = {
  رحمن: "Rahman",
  رحيم: "Raheem",
  كريم: "Kareem",
  حميد: "Hameed",
  حكيم: "Hakeem",
  لطيف: "Lateef",
  ملك: "Malik",
  اله: "Ilah",
  وهاب: "Wahab",
  ستار: "Sattar",
  سلام: "Salam",
  قادر: "Qader",
  غني: "Ghani",
  رزاق: "Razzaq",
  هادي: "Hadi",
  باقي: "Baqi",
  جليل: "Jalil",
  جبار: "Jabbar",
  فتاح: "Fattah",
  منعم: "Monem",
  خالق: "Khaliq",
  محسن: "Mohsen",
  رؤوف: "Raouf",
  صمد: "Samad",
};

/** Words of titles the app suggests and common title words (for Latin slugs). */
const WORDS: Record<string, string> = {
  سيرة: "sira",
  عامة: "amma",
  عام: "amm",
  سيرتي: "sirati",
  ذاتية: "dhatiya",
  مسيرة: "masira",
  رحلة: "rihla",
  قصة: "qissa",
  خطوة: "khatwa",
  بداية: "bidaya",
  مشرقة: "mushriqa",
  جريئة: "jariea",
  واضحة: "wadiha",
  عصرية: "asriya",
  مركزة: "murakkaza",
  متميزة: "mutamayyiza",
  ثابتة: "thabita",
  جديدة: "jadida",
  ذكية: "dhakiya",
  أنيقة: "aniqa",
  مهندس: "muhandis",
  مهندسة: "muhandisa",
  برمجيات: "barmajiyat",
  محاسب: "muhasib",
  محاسبة: "muhasaba",
  مدير: "mudir",
  مديرة: "mudira",
  مشاريع: "mashari",
  أول: "awwal",
  أولى: "oula",
  مصمم: "musammim",
  معلم: "muallim",
  معلمة: "muallima",
  طبيب: "tabib",
  ممرض: "mumarrid",
  ممرضة: "mumarrida",
  مبيعات: "mubiat",
  تسويق: "taswiq",
  موارد: "mawarid",
  بشرية: "bashariya",
};

const HARAKAT = /[\u064B-\u065F\u0670\u0640]/g;

/** The form names are looked up in: no diacritics or tatweel, one alif, ى as ي. */
function key(word: string): string {
  return word
    .replace(HARAKAT, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي");
}

const NAME_INDEX = new Map(Object.entries(NAMES).map(([ar, en]) => [key(ar), en]));
const ABD_INDEX = new Map(Object.entries(ABD).map(([ar, en]) => [key(ar), en]));
const WORD_INDEX = new Map(Object.entries(WORDS).map(([ar, en]) => [key(ar), en]));

const LETTERS: Record<string, string> = {
  ا: "a",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "dh",
  ع: "a",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  و: "w",
  ي: "y",
  ة: "a",
  ء: "",
  ئ: "",
  ؤ: "",
  پ: "p",
  چ: "ch",
  گ: "g",
  ڤ: "v",
  ک: "k",
  ی: "y",
};
const DIGITS = "٠١٢٣٤٥٦٧٨٩";

const isConsonant = (c: string | undefined) =>
  c !== undefined && c !== "ا" && c !== "و" && c !== "ي" && c !== "ة";

/** Letter rules for a word not in the lists (lowercase): vowels guessed from و, ي and clusters. */
function spell(word: string): string {
  const w = key(word);
  let out = "";
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const prev = w[i - 1];
    const next = w[i + 1];
    if (c === "و")
      // A consonant next to a vowel letter (ولد, عواطف, اول), a long "ou" between consonants (جود).
      out += i === 0 || prev === "ا" || next === "ا" || next === "ي" ? "w" : "ou";
    else if (c === "ي")
      out +=
        i === 0 || next === "ا" || next === "و" ? "y" : next === "ة" ? "iy" : next === undefined ? "i" : "ee";
    else out += LETTERS[c] ?? (DIGITS.includes(c) ? String(DIGITS.indexOf(c)) : c);
    // A word-initial consonant cluster takes a short "a" (قحطان → qahtan).
    if (i === 0 && c !== "ا" && isConsonant(c) && isConsonant(next) && c !== "ع") out += "a";
  }
  return out.replace(/^aa/, "a").replace(/([aeiou])\1\1+/g, "$1$1");
}

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** One name word (no spaces); "" when it is not Arabic. */
function nameWord(word: string): string {
  const k = key(word);
  const known = NAME_INDEX.get(k);
  if (known) return known;
  if (k === "بن" || k === "ابن") return "bin";
  if (k === "بنت") return "bint";
  if (k === "ابو") return "Abu";
  if (k.startsWith("عبد") && k.length > 3) {
    const rest = k.slice(3);
    if (rest === "الله") return "Abdullah";
    const stem = rest.startsWith("ال") ? rest.slice(2) : rest;
    return `Abdul${(ABD_INDEX.get(stem) ?? NAME_INDEX.get(stem) ?? spell(stem)).toLowerCase()}`;
  }
  if (k.startsWith("ال") && k.length > 3)
    return `Al-${capital(NAME_INDEX.get(k.slice(2)) ?? spell(k.slice(2)))}`;
  return capital(spell(k));
}

const ARABIC = /[\u0600-\u06FF]/;

/** Join the parts of compounds written apart: عبد الرحمن, آل سعود, أبو بكر stays two words. */
function nameTokens(name: string): string[] {
  const words = name.normalize("NFKC").replace(HARAKAT, "").trim().split(/\s+/).filter(Boolean);
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (next && key(w) === "عبد") {
      tokens.push(w + next);
      i++;
    } else if (next && (w === "آل" || w === "ال")) {
      tokens.push(`\u0000${next}`);
      i++;
    } else tokens.push(w);
  }
  return tokens;
}

/**
 * A personal name in Latin letters, Gulf spelling (محمد بن سلمان آل سعود → Mohammed bin Salman
 * Al-Saud). Latin words are kept; the result is a suggestion the user may correct.
 */
export function transliterateName(name: string): string {
  return nameTokens(name)
    .map((t) => {
      if (t.startsWith("\u0000")) {
        const rest = key(t.slice(1));
        const stem = rest.startsWith("ال") ? rest.slice(2) : rest;
        return `Al-${capital(NAME_INDEX.get(stem) ?? NAME_INDEX.get(rest) ?? spell(stem))}`;
      }
      return ARABIC.test(t) ? nameWord(t) : t;
    })
    .join(" ");
}

/**
 * Any short Arabic text (a resume title) in lowercase Latin letters, word by word: known title
 * words and names first, letter rules otherwise. Latin words and digits are kept.
 */
export function transliterate(text: string): string {
  return text
    .normalize("NFKC")
    .replace(HARAKAT, "")
    .replace(/[\u0600-\u06FF]+/g, (word) => {
      if (/^[\u0660-\u0669]+$/.test(word)) return [...word].map((d) => String(DIGITS.indexOf(d))).join("");
      const k = key(word);
      const known = WORD_INDEX.get(k) ?? (k.startsWith("ال") ? WORD_INDEX.get(k.slice(2)) : undefined);
      if (known) return k.startsWith("ال") && !WORD_INDEX.has(k) ? `al-${known}` : known;
      return nameWord(word)
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, "");
    });
}
