export { Header } from "./components/header";
export { BrandIcon, Icon } from "./components/icons";
export { Keywords } from "./components/keywords";
export { Ltr, WebLink } from "./components/link";
export { Picture } from "./components/picture";
export { Rating } from "./components/rating";
export { RichText } from "./components/rich-text";
export { Item, ProfileItem, Section, SectionTitle } from "./components/section";
export { coverLetterAsResume } from "./cover-letter";
export { customCss, ResumeDocument, type ResumeDocumentProps, templateCss } from "./document";
export { allFontFiles, type FontFile, fontFaceCss, fontFaceRules, fontFiles } from "./fonts";
export {
  paginationScript,
  printHostHtml,
  printHostScript,
  type RenderHtmlOptions,
  type ResumeParts,
  renderResumeHtml,
  renderResumeParts,
} from "./html";
export {
  buildSegments,
  type ItemView,
  networkKey,
  type SectionKind,
  type SectionView,
  type Segment,
  sectionView,
} from "./lib/model";
export { formatRichText, isEmptyRichText } from "./lib/rich-text";
export {
  fontStack,
  type PageFormat,
  pageFormats,
  pageSizeOf,
  resolveFontFamily,
  themeVariables,
} from "./lib/theme";
export { displayUrl, isEmail, isValidUrl, pictureSource } from "./lib/url";
export { paginate, paginateScript, preparePages, repaginate } from "./paginate";
export { atsSafeCss, ReflowDocument, reflowCss, renderAtsSafeParts, renderReflowBody } from "./reflow";
export { baseCss } from "./styles";
export { type TemplateSpec, templateSpec, templates } from "./templates";
