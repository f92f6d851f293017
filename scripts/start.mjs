// `npm start`: installs what is missing, builds, applies local migrations, seeds the demo content and serves the
// whole site on the embedded defaults (built-in analysis, sandbox payments, dev e-mail outbox). No account needed.
import path from "node:path";
import { continueOnProjectNode, ensureDependencies, root, stopGroup } from "./lib.mjs";

ensureDependencies();
await continueOnProjectNode();
const { buildSite, prepareDatabase, serveSite } = await import("./local-site.mjs");

const port = Number(process.env.PORT ?? 8787);
const persistDir = path.join(root, ".wrangler", "state");

buildSite();
await prepareDatabase(persistDir);
const { child, url } = await serveSite({ port, persistDir });
console.log(`\n✓ Rework is running at ${url}  (Ctrl+C to stop)\n`);

const stop = () => {
  stopGroup(child);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
