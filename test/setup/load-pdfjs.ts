import { getResolvedPDFJS } from "unpdf";

// The engine's test files share one workerd (decision 351), and so do the Worker's (decision 415): the first of them
// to read a PDF would load pdf.js (seconds on a busy machine) inside its test's time limit. Loaded here, before any
// test, and once: later files find it loaded.
await getResolvedPDFJS();
