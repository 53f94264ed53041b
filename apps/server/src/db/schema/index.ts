export * from "./ai";
export * from "./analytics";
export * from "./auth";
export * from "./jobs";
export * from "./prints";
export * from "./resumes";
export * from "./users";
export * from "./wallet";
