/**
 * The error catalogue of spec §8 plus the few transport-level codes the server needs.
 * Server and web both read this table: the server answers `{ code, message }`, the web
 * maps `code` to its own localized text (never showing server English).
 */
export const catalogueErrorCodes = [
  "InvalidCredentials",
  "UserAlreadyExists",
  "SecretsNotFound",
  "OAuthUser",
  "InvalidResetToken",
  "InvalidVerificationToken",
  "EmailAlreadyVerified",
  "TwoFactorNotEnabled",
  "TwoFactorAlreadyEnabled",
  "InvalidTwoFactorCode",
  "InvalidTwoFactorBackupCode",
  "InvalidBrowserConnection",
  "ResumeSlugAlreadyExists",
  "ResumeNotFound",
  "ResumeLocked",
  "ResumePrinterError",
  "ResumePreviewError",
  "SomethingWentWrong",
  "ResumeLimitExceeded",
  "PackageIsOver",
] as const;

/** Codes outside the spec's catalogue ("other codes are silent" in the spec's toast rule). */
export const transportErrorCodes = [
  "ValidationError",
  "InvalidJson",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "RouteNotFound",
  "Unauthorized",
  "Forbidden",
  "RateLimited",
  "ResumeVersionConflict",
  "SignupsDisabled",
  "PremiumRequired",
  "ModelServerRequired",
  "NotFound",
  "ResumeTwinExists",

  "ResumeTooComplex",
  "PaymentUnavailable",
  "IdempotencyKeyReused",
  "OutboundAddressRefused",
] as const;

export const errorCodes = [...catalogueErrorCodes, ...transportErrorCodes] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status for each code; the one place this mapping lives. */
export const errorStatus: Record<ErrorCode, number> = {
  InvalidCredentials: 401,
  UserAlreadyExists: 409,
  SecretsNotFound: 404,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 401,
  InvalidTwoFactorBackupCode: 401,
  InvalidBrowserConnection: 503,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 423,
  ResumePrinterError: 500,
  ResumePreviewError: 500,
  SomethingWentWrong: 500,
  ResumeLimitExceeded: 403,
  PackageIsOver: 402,
  ValidationError: 400,
  InvalidJson: 400,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RouteNotFound: 404,
  Unauthorized: 401,
  Forbidden: 403,
  RateLimited: 429,
  ResumeVersionConflict: 409,
  SignupsDisabled: 403,
  PremiumRequired: 402,
  ModelServerRequired: 501,
  NotFound: 404,
  ResumeTwinExists: 409,

  ResumeTooComplex: 422,
  PaymentUnavailable: 503,
  IdempotencyKeyReused: 409,
  OutboundAddressRefused: 400,
};

type Messages = Record<ErrorCode, string>;

export const errorMessages: { ar: Messages; en: Messages } = {
  en: {
    InvalidCredentials: "It looks like the username or password you entered is incorrect.",
    UserAlreadyExists: "A user with this email address and/or username already exists.",
    SecretsNotFound: "User does not have an associated secrets record.",
    OAuthUser:
      "This email address is associated with an OAuth account. Please sign in with your OAuth provider.",
    InvalidResetToken:
      "It seems like the reset token is invalid. Please try restarting the password reset process.",
    InvalidVerificationToken:
      "It seems like the verification token is invalid. Please try restarting the verification process.",
    EmailAlreadyVerified: "It looks like your email address has already been verified.",
    TwoFactorNotEnabled: "Two-factor authentication is not enabled for this account.",
    TwoFactorAlreadyEnabled: "Two-factor authentication is already enabled for this account.",
    InvalidTwoFactorCode: "It looks like the code you entered is invalid. Please try again.",
    InvalidTwoFactorBackupCode:
      "It looks like the backup code you entered is invalid or it has already been used.",
    InvalidBrowserConnection:
      "There was an error connecting to the browser. Please make sure the printing service is running.",
    ResumeSlugAlreadyExists:
      "A resume with this slug already exists, please pick a different unique identifier.",
    ResumeNotFound: "It looks like the resume you're looking for doesn't exist.",
    ResumeLocked: "This resume is locked, please unlock to make further changes.",
    ResumePrinterError: "Something went wrong while printing your resume. Please try again later.",
    ResumePreviewError:
      "Something went wrong while generating a preview of your resume. Please try again later.",
    SomethingWentWrong: "Something went wrong while processing your request. Please try again later.",
    ResumeLimitExceeded: "You have reached the allowed number of resumes.",
    PackageIsOver: "Your points package is over. Please recharge your wallet and try again.",
    ValidationError: "Some fields are not valid. Please check them and try again.",
    InvalidJson: "The request body is not valid JSON.",
    PayloadTooLarge: "The request is too large.",
    UnsupportedMediaType: "This type of content is not supported.",
    RouteNotFound: "This address does not exist.",
    Unauthorized: "Please sign in to continue.",
    Forbidden: "You are not allowed to do this.",
    RateLimited: "Too many attempts. Please wait a moment and try again.",
    ResumeVersionConflict: "This resume was changed elsewhere. Choose which version to keep.",
    SignupsDisabled: "Signups are currently disabled by the administrator.",
    PremiumRequired: "This needs a premium membership.",
    ModelServerRequired: "This is not available on this server. Nothing was charged.",
    NotFound: "Not found.",
    ResumeTwinExists: "This resume already has a version in the other language.",

    IdempotencyKeyReused: "This idempotency key was already used for a different request.",
    OutboundAddressRefused:
      "This address cannot be fetched: it points to a private or internal network, or redirects there.",
    PaymentUnavailable: "Purchases are not available on this server yet. Please try again later.",
    ResumeTooComplex:
      "This resume is too complex to print: a text is extremely long or deeply nested. Shorten it and try again.",
  },
  ar: {
    InvalidCredentials: "يبدو أن اسم المستخدم أو كلمة المرور غير صحيحة.",
    UserAlreadyExists: "يوجد مستخدم بهذا البريد الإلكتروني و/أو اسم المستخدم.",
    SecretsNotFound: "لا يوجد سجل بيانات سرية لهذا المستخدم.",
    OAuthUser: "هذا البريد الإلكتروني مرتبط بحساب خارجي. يرجى تسجيل الدخول عبر مزوّد الحساب.",
    InvalidResetToken: "يبدو أن رمز إعادة التعيين غير صالح. يرجى بدء عملية إعادة تعيين كلمة المرور من جديد.",
    InvalidVerificationToken: "يبدو أن رمز التحقق غير صالح. يرجى بدء عملية التحقق من جديد.",
    EmailAlreadyVerified: "يبدو أن بريدك الإلكتروني تم التحقق منه مسبقًا.",
    TwoFactorNotEnabled: "المصادقة الثنائية غير مفعّلة لهذا الحساب.",
    TwoFactorAlreadyEnabled: "المصادقة الثنائية مفعّلة مسبقًا لهذا الحساب.",
    InvalidTwoFactorCode: "يبدو أن الرمز الذي أدخلته غير صالح. يرجى المحاولة مرة أخرى.",
    InvalidTwoFactorBackupCode: "يبدو أن الرمز الاحتياطي الذي أدخلته غير صالح أو تم استخدامه من قبل.",
    InvalidBrowserConnection: "حدث خطأ أثناء الاتصال بالمتصفح. يرجى التأكد من أن خدمة الطباعة تعمل.",
    ResumeSlugAlreadyExists: "توجد سيرة ذاتية بهذا المعرّف، يرجى اختيار معرّف آخر.",
    ResumeNotFound: "يبدو أن السيرة الذاتية التي تبحث عنها غير موجودة.",
    ResumeLocked: "هذه السيرة الذاتية مقفلة، يرجى فتح القفل لإجراء تغييرات.",
    ResumePrinterError: "حدث خطأ أثناء طباعة سيرتك الذاتية. يرجى المحاولة لاحقًا.",
    ResumePreviewError: "حدث خطأ أثناء إنشاء معاينة سيرتك الذاتية. يرجى المحاولة لاحقًا.",
    SomethingWentWrong: "حدث خطأ أثناء معالجة طلبك. يرجى المحاولة لاحقًا.",
    ResumeLimitExceeded: "لقد تجاوزت العدد المسموح به من السير الذاتية.",
    PackageIsOver: "انتهت باقة النقاط الخاصة بك. يرجى إعادة شحن المحفظة والمحاولة مرة أخرى.",
    ValidationError: "بعض الحقول غير صالحة. يرجى مراجعتها والمحاولة مرة أخرى.",
    InvalidJson: "محتوى الطلب ليس بصيغة JSON صالحة.",
    PayloadTooLarge: "حجم الطلب كبير جدًا.",
    UnsupportedMediaType: "نوع المحتوى هذا غير مدعوم.",
    RouteNotFound: "هذا العنوان غير موجود.",
    Unauthorized: "يرجى تسجيل الدخول للمتابعة.",
    Forbidden: "غير مسموح لك بهذا الإجراء.",
    RateLimited: "محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
    ResumeVersionConflict: "تم تعديل هذه السيرة الذاتية في مكان آخر. اختر النسخة التي تريد الاحتفاظ بها.",
    SignupsDisabled: "التسجيل معطّل حاليًا من قبل المسؤول.",
    PremiumRequired: "هذه الميزة تتطلب عضوية مميزة.",
    ModelServerRequired: "هذه الميزة غير متاحة على هذا الخادم، ولم تُخصم أي نقاط.",
    NotFound: "غير موجود.",
    ResumeTwinExists: "لهذه السيرة الذاتية نسخة باللغة الأخرى بالفعل.",

    IdempotencyKeyReused: "مفتاح منع التكرار هذا استُخدم من قبل لطلب مختلف.",
    OutboundAddressRefused: "لا يمكن جلب هذا العنوان: فهو يشير إلى شبكة خاصة أو داخلية، أو يُحوِّل إليها.",
    PaymentUnavailable: "الشراء غير متاح على هذا الخادم حاليًا. يرجى المحاولة لاحقًا.",
    ResumeTooComplex:
      "هذه السيرة معقدة جدًا بحيث تتعذر طباعتها: أحد نصوصها طويل جدًا أو متداخل بعمق. اختصره ثم حاول مرة أخرى.",
  },
};

/** Whether a code belongs to the spec's catalogue, whose codes are shown as toasts. */
export function isCatalogueErrorCode(code: string): boolean {
  return (catalogueErrorCodes as readonly string[]).includes(code);
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && (errorCodes as readonly string[]).includes(code);
}
