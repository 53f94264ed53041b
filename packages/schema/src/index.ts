export * from "./api";
export * from "./constants";
export * from "./dates";
export * from "./errors";
export * from "./resume-data";
export * from "./resume-defaults";
export * from "./slug";
