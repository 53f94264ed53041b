// What other modules may use of cover letters (modules/README.md): freezing the letter sent
// with an application when it moves on from Saved (applications.service).

// Printing what was sent once the application moves on, and removing those PDFs with the
// application (applications' routes).
export { deleteWithSentPdfs, makeSentPdfs } from "./cover-letter-files";
// Drafting a letter from a resume (the MCP server's cover-letter tool, issue 43).
export { createCoverLetter, freezeCoverLetter, type LetterContext } from "./cover-letters.service";
