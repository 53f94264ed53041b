// What other modules may use of applications (modules/README.md): keeping a job in the tracker,
// reading one application, and linking a resume made for it (tailoring, issue 41).

export {
  applicationJobAndResume,
  createApplication,
  linkApplicationResume,
} from "./applications.service";
